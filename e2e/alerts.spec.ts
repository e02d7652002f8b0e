import { expect, signInQuickly, test } from './fixtures';

test('one tap on the company page saves "alert me below ₹…"; /alerts edits, pauses and deletes it (1366 and 390 wide)', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await signInQuickly(page);
  // A company on the mirror and on demo data alike: the first of the NIFTY 50.
  const index = await (await page.request.get('/api/indices/NIFTY%2050')).json();
  const symbol = (index.constituents[0] as { symbol: string }).symbol;
  await page.goto(`/company/${symbol}`);
  const tap = page.getByRole('button', { name: /^Alert me below ₹/ });
  await expect(tap).toBeVisible({ timeout: 20_000 });
  const label = (await tap.textContent()) ?? '';
  await tap.click();
  await expect(page.getByText(new RegExp(`^Alert saved: ${symbol} below ₹`))).toBeVisible();
  const level = label.replace('Alert me below ', '');

  await page.goto('/alerts');
  const row = page.getByTestId('alert-row').filter({ hasText: `Price falls below ${level}` });
  await expect(row).toBeVisible();
  await page.screenshot({ path: '.test-results/alerts-1366.png', fullPage: true });

  // A second alert from the form; the form refuses a period of 0 with the schema's message.
  await page.getByRole('button', { name: 'New alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'New alert' });
  await dialog.getByLabel('Company symbol').fill(symbol);
  await dialog.getByLabel('Alert when').click();
  await page.getByRole('option', { name: 'RSI below' }).click();
  await dialog.getByLabel('RSI', { exact: true }).fill('30');
  await dialog.getByLabel('RSI period (days)').fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('RSI period (days) must be between 2 and 100 (got 0)')).toBeVisible();
  await dialog.getByLabel('RSI period (days)').fill('14');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('alert-row').filter({ hasText: 'RSI(14) below 30' })).toBeVisible();

  await page.getByRole('switch', { name: `Pause ${symbol}: Price falls below ${level}` }).click();
  await expect(row.getByText('Paused')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.test-results/alerts-390.png', fullPage: true });
  await page.getByRole('button', { name: `Delete ${symbol}: Price falls below ${level}` }).click();
  await expect(row).toBeHidden();
});
