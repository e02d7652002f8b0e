import { expect, test } from './fixtures';

/**
 * The Trading Agent screens against the real server, on the NSE mirror or the demo universe: the screens
 * open on RELIANCE when the NIFTY 50 has it (mirror) and on the index's heaviest company otherwise (demo,
 * whose names are fictional), so the steps read the symbol from the page.
 */

test('indicators: a candle chart of a NIFTY 50 company with indicators, and the Nifty 50 signals', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/tradingagent');
  await expect(page).toHaveURL(/\/tradingagent\/indicators$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trading Indicators' })).toBeVisible();
  await expect(page.getByTestId('trading-symbol')).toHaveText(/^[A-Z0-9&-]{2,}$/, { timeout: 15_000 });
  const symbol = (await page.getByTestId('trading-symbol').textContent())!;
  const chart = page.getByRole('img', { name: /daily candles from .* with RSI, MACD panes/ });
  await expect(chart).toBeVisible({ timeout: 15_000 });
  await expect(chart.locator('canvas').first()).toBeVisible();

  // Switching ATR on adds a pane.
  await page.getByRole('checkbox', { name: 'ATR' }).check();
  await expect(page.getByRole('img', { name: /with RSI, MACD, ATR panes/ })).toBeVisible({ timeout: 15_000 });

  const signals = page.getByRole('table', { name: 'NIFTY 50 signals' });
  await expect(signals.getByRole('row', { name: new RegExp(`^${symbol}\\b`) })).toBeVisible({ timeout: 15_000 });
  expect(await signals.getByRole('row').count()).toBeGreaterThan(20);
  await expect(page.getByRole('button', { name: 'Download CSV: NIFTY 50 signals' })).toBeEnabled();
});

test('strategies: an SMA crossover backtest draws the equity curve and lists the trades', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/tradingagent/strategies');
  await expect(page.getByRole('heading', { level: 1, name: 'Trading Strategies' })).toBeVisible();
  await expect(page.getByTestId('strategy-symbol')).toHaveText(/^[A-Z0-9&-]{2,}$/, { timeout: 15_000 });
  const symbol = (await page.getByTestId('strategy-symbol').textContent())!;
  await page.getByTestId('field-fast').fill('10');
  await page.getByTestId('field-slow').fill('30');
  await page.getByRole('button', { name: 'Run backtest' }).click();

  await expect(page.getByTestId('backtest-results')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('metric-cagr')).toContainText('Benchmark');
  await expect(page.getByTestId('metric-final')).toContainText('₹');
  const curve = page.getByRole('img', { name: new RegExp(`Portfolio value of SMA crossover \\(10/30\\) and ${symbol} buy and hold`) });
  // A chart below the fold is drawn as it comes into view (useLazyChart), as a person scrolls to it.
  await curve.scrollIntoViewIfNeeded();
  await expect(curve.locator('canvas').first()).toBeVisible();
  const trades = page.getByRole('table', { name: 'Trades' });
  expect(await trades.getByRole('row').count()).toBeGreaterThan(2);

  // A bad parameter pair is stopped in the form with the server's wording.
  await page.getByTestId('field-fast').fill('60');
  await page.getByRole('button', { name: 'Run backtest' }).click();
  await expect(page.getByText('The fast period must be shorter than the slow period')).toBeVisible();
});
