import fs from 'node:fs';
import path from 'node:path';
import { expect, signInQuickly, test } from './fixtures';

const mirror = process.env.DATA_MIRROR ?? path.resolve(import.meta.dirname, '../../shared/data/raw');
test.skip(!fs.existsSync(mirror), `no data mirror at ${mirror}: NIFTYBEES is not in the demo universe`);

test('a new user subscribes NIFTYBEES at ₹1,000 and 2% and saves', async ({ page, consoleErrors }) => {
  void consoleErrors;
  const { token } = await signInQuickly(page);
  await page.goto('/dipsip');
  await page.getByLabel('Search ETFs by name or underlying asset').fill('niftybees');
  const card = page.getByTestId('etf-card-NIFTYBEES');
  await expect(card).toBeVisible();
  const save = page.getByRole('button', { name: 'Save All Configurations' });
  await expect(save).toBeDisabled();
  await card.getByRole('switch', { name: 'Subscribe NIFTYBEES' }).check();
  await expect(card.getByTestId('etf-status')).toHaveText('Will Subscribe');
  await expect(card.getByLabel('Amount (₹)')).toHaveValue('1000');
  await expect(card.getByLabel('Trigger (%)')).toHaveValue('2');
  await save.click();
  await expect(page.getByText('Successfully synced 1 ETF configurations (1 added, 0 updated, 0 removed)')).toBeVisible();
  await expect(card.getByTestId('etf-status')).toHaveText('Subscribed');

  const stored = await page.request.post('/v1/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ userInstruments { instrumentSymbol value baseAmount trigger } }' },
  });
  expect((await stored.json()).data.userInstruments).toEqual([
    { instrumentSymbol: 'NIFTYBEES', value: 1000, baseAmount: 1000, trigger: 2 },
  ]);

  // Reloading shows the saved subscription; saving again without changes is not possible.
  await page.reload();
  await page.getByLabel('Search ETFs by name or underlying asset').fill('niftybees');
  await expect(page.getByTestId('etf-card-NIFTYBEES').getByTestId('etf-status')).toHaveText('Subscribed');
  await expect(page.getByRole('button', { name: 'Save All Configurations' })).toBeDisabled();
});
