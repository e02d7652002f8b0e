import fs from 'node:fs';
import path from 'node:path';
import { expect, signInQuickly, test } from './fixtures';

const mirror = process.env.DATA_MIRROR ?? path.resolve(import.meta.dirname, '../../shared/data/raw');
test.skip(!fs.existsSync(mirror), `no data mirror at ${mirror}: the server runs on demo data`);

test('type "relia" in the top bar, pick Reliance, see a chart and statements', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/');
  await page.getByTestId('company-search').fill('relia');
  await page.getByRole('option', { name: /Reliance Industries/ }).first().click();
  await expect(page).toHaveURL(/\/company\/RELIANCE$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reliance Industries Limited' })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Profit & loss/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Balance sheet/ })).toBeVisible();
  await expect(page.getByText('Sales').first()).toBeVisible();
  await expect(page.getByTestId('company-search')).toHaveValue('');
});

test('a company page skips drawing its lower sections until they near the screen, and its section links still land on them', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/company/TCS');
  const balanceSheet = page.locator('section#balance-sheet');
  await expect(balanceSheet).toBeAttached({ timeout: 20_000 });
  expect(await balanceSheet.evaluate((node) => getComputedStyle(node).contentVisibility)).toBe('auto');
  expect(await page.locator('section#chart').evaluate((node) => getComputedStyle(node).contentVisibility)).toBe('visible');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Balance sheet' }).click();
  await expect(page).toHaveURL(/#balance-sheet$/);
  await expect(balanceSheet.getByRole('heading', { name: 'Balance sheet' })).toBeInViewport();
  await expect(balanceSheet.getByRole('table')).toBeVisible();
});

test('company search finds names in every market', async ({ request }) => {
  const search = async (country: string, q: string) =>
    (await (await request.get(`/api/company/list?country=${country}&q=${encodeURIComponent(q)}`)).json()) as { symbol: string }[];
  expect((await search('IN', 'tcs')).map((h) => h.symbol)).toContain('TCS');
  expect((await search('IN', 'niftybees')).map((h) => h.symbol)).toContain('NIFTYBEES');
  expect((await search('US', 'apple')).map((h) => h.symbol)).toContain('AAPL');
  expect((await search('SG', 'dbs group')).map((h) => h.symbol)).toContain('D05');
});

test('indexes list NIFTY 50 with its companies', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/indexes');
  await page.getByRole('cell', { name: 'NIFTY 50', exact: true }).click();
  await expect(page.getByRole('link', { name: 'RELIANCE' }).first()).toBeVisible();
});

test('the ETF list groups NSE ETFs and links eligible ones to DipSIP', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/etfList');
  await page.getByLabel('Filter by name or underlying').fill('niftybees');
  const row = page.getByRole('row', { name: /NIFTYBEES/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: /Set up DipSIP/ })).toHaveAttribute('href', '/dipsip');
});

test('a signed-in user adds Reliance to the watchlist and removes it', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await signInQuickly(page);
  await page.goto('/company/RELIANCE');
  await page.getByRole('button', { name: /Add to watchlist/ }).click();
  await page.goto('/watchlist');
  const row = page.getByRole('row', { name: /RELIANCE/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Remove/ }).click();
  await expect(page.getByRole('row', { name: /RELIANCE/ })).toHaveCount(0);
});

test('mutual funds can be searched by words of the name', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/mutualfunds');
  await page.getByLabel('Search funds').fill('nippon small cap direct growth');
  await expect(page.getByText(/Nippon India Small Cap Fund - Direct Plan/).first()).toBeVisible();
});
