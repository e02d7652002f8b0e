import { expect, test } from './fixtures';

// The e2e server runs with LIVE_ALWAYS_ON (playwright.config.ts), so the simulated feed ticks at any hour.
test.describe('live markets', () => {
  test('shows simulated prices that move, intraday candles and market breadth', async ({ page }) => {
    await page.goto('/livemarkets');
    await expect(page.getByRole('heading', { name: 'Live markets' })).toBeVisible();
    // On an NSE holiday (24 Nov 2026) the badge also names it: "Simulated · Guru Nanak Jayanti …".
    await expect(page.getByTestId('live-badge')).toHaveText(/^Simulated/);

    const price = page.getByTestId('live-price');
    await expect(price).toHaveText(/^[\d,]+\.\d{2}$/, { timeout: 15_000 });
    const first = await price.textContent();
    await expect(price).not.toHaveText(first ?? '', { timeout: 10_000 });

    await expect(page.getByTestId('live-chart')).toBeVisible();
    await expect(page.getByRole('img', { name: /advances, \d+ declines/ })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('table', { name: 'Top gainers' }).or(page.getByRole('table', { name: 'Top losers' })).first()).toBeVisible();
  });

  test('picks a stock from the movers table and charts it live', async ({ page }) => {
    await page.goto('/livemarkets');
    const table = page.getByRole('table', { name: 'Top gainers' }).or(page.getByRole('table', { name: 'Top losers' })).first();
    const row = table.getByRole('row').nth(1);
    await expect(row).toBeVisible({ timeout: 15_000 });
    const symbol = (await row.getByRole('cell').first().textContent())!.trim();
    // The movers re-rank with every tick: click the row of the stock read, wherever it has moved to.
    await table.getByRole('row').filter({ has: page.getByRole('cell', { name: symbol, exact: true }) }).click();
    await expect(page).toHaveURL(new RegExp(`stock=${symbol}`));
    await expect(page.getByRole('heading', { level: 2, name: symbol, exact: true })).toBeVisible();
    await expect(page.getByTestId('live-price')).toHaveText(/^[\d,]+\.\d{2}$/, { timeout: 15_000 });
    await page.getByRole('button', { name: '1D' }).click();
    await expect(page.getByTestId('price-chart')).toBeVisible();
  });
});
