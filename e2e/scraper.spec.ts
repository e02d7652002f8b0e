import { startFixtureSite, type FixtureSite } from '../apps/server/test/fakes/scraperSite/fixtureSite';
import { expect, signInQuickly, test } from './fixtures';

/** playwright.config.ts points SCRAPER_BASE_URL here. */
const SITE_PORT = 3196;
const ADMIN = 'admin@example.com';

test.describe.serial('mutual fund scraper (/info)', () => {
  let site: FixtureSite;
  test.beforeAll(async () => {
    site = await startFixtureSite({ port: SITE_PORT, latencyMs: 100 });
  });
  test.afterAll(async () => {
    await site?.close();
  });

  test('an admin scrapes a category from the fixture site: moving progress bar, funds stored per category', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await signInQuickly(page, ADMIN, 'Asha Admin');
    await page.goto('/info');
    await expect(page.getByRole('heading', { level: 1, name: 'Mutual Fund Scraper' })).toBeVisible();
    await expect(page.getByLabel('Category')).toHaveText('index-fundsetfs');
    await expect(page.getByText('Recommended 2000-5000ms')).toBeVisible();
    await page.getByLabel('Delay between requests (ms)').fill('400');
    await page.getByRole('button', { name: 'Start Scraping' }).click();

    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Stop Processing' })).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Scraping progress' });
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          const now = Number((await bar.getAttribute('aria-valuenow')) ?? 'NaN');
          if (Number.isFinite(now)) seen.add(now);
          return now;
        },
        { timeout: 25_000, intervals: [100] },
      )
      .toBe(100);
    // The bar moved through values between 0 and 100 while the funds were read.
    expect([...seen].filter((v) => v > 0 && v < 100).length).toBeGreaterThanOrEqual(2);

    await expect(page.getByTestId('scraper-progress-text')).toHaveText('Finished index-fundsetfs: 5 of 5 funds processed (4 stored).');
    await expect(page.getByTestId('scraper-failures')).toContainText('MSB2222: HTTP error! status: 404');
    await expect(page.getByRole('button', { name: 'Start Scraping' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Stop Processing' })).toHaveCount(0);

    const panel = page.getByTestId('scraper-category-index-fundsetfs');
    await expect(panel).toContainText('index-fundsetfs(4 funds)');
    const axis = panel.getByRole('row', { name: /Axis Nifty 50 Index Fund/ });
    await expect(axis.getByRole('cell')).toHaveText(['Axis Nifty 50 Index Fund - Direct Plan - Growth', 'MAA1234', '0.12%', '0.65%']);
    await expect(panel.getByRole('row', { name: /HDFC Index Fund/ }).getByRole('cell')).toHaveText(['HDFC Index Fund - Sensex Plan - Direct Plan', 'MHD0910', 'N/A', 'N/A']);

    // Stored on the server: a fresh page load lists the same funds.
    await page.reload();
    await expect(page.getByTestId('scraper-category-index-fundsetfs')).toContainText('index-fundsetfs(4 funds)');
  });

  test('Stop Processing ends a running scrape promptly', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await signInQuickly(page, ADMIN, 'Asha Admin');
    await page.goto('/info');
    await page.getByLabel('Category').click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await page.getByLabel('Delay between requests (ms)').fill('1500');
    const before = site.requests.length;
    await page.getByRole('button', { name: 'Start Scraping' }).click();
    await expect(page.getByTestId('scraper-progress-text')).toContainText('Reading the list of funds in');
    await page.getByRole('button', { name: 'Stop Processing' }).click();
    await expect(page.getByTestId('scraper-progress-text')).toContainText('Stopped after', { timeout: 5000 });
    await expect(page.getByRole('button', { name: 'Start Scraping' })).toBeEnabled();
    // 25 category pages were planned; Stop cut the run short.
    expect(site.requests.length - before).toBeLessThan(5);
  });

  // No console-error fixture here: the browser logs the refused (403) request itself.
  test('someone who is not an admin is told the scraper is for admins', async ({ page }) => {
    await signInQuickly(page);
    await page.goto('/info');
    await expect(page.getByTestId('admin-gate-refused')).toContainText('Admins only');
    await expect(page.getByTestId('admin-gate-refused')).toContainText('is for administrators only');
    await expect(page.getByRole('button', { name: 'Start Scraping' })).toHaveCount(0);
  });
});
