import { MAIN_MENU, SCREENS } from '@sanchay/core';
import { expect, test } from './fixtures';

const BUILT_HEADINGS: Record<string, string> = {
  '/login': 'Sign In',
  '/pricing': 'Offerings',
  '/feedback': 'Feedback',
  '/about': 'About',
  '/privacy': 'Privacy',
  '/contact': 'Contact',
  '/profile': 'Profile',
  '/indexes': 'Indexes',
  '/quotes': 'Quotes',
  '/watchlist': 'Watchlist',
  '/mutualfunds': 'Mutual funds',
  '/shareholding': 'Shareholding by investor',
  '/etfList': 'ETFs, REITs and InvITs',
  '/trade': 'Review and place your investment orders',
  '/dipsip': 'DipSIP: buy index ETFs on the dips',
  '/principles': 'Investing principles',
  '/fields': 'Datasets and fields',
  '/vocab': 'Investing vocabulary',
  '/info': 'Mutual Fund Scraper',
  '/cmots': 'Fetch company reports',
  '/assistant': 'Capital Markets Research Agent',
  '/options': 'Options chain',
  '/futures': 'Futures',
  '/promptInstruct': 'Prompt test',
  '/livemarkets': 'Live markets',
  '/tradingagent/indicators': 'Trading Indicators',
  '/tradingagent/strategies': 'Trading Strategies',
  '/riskProfile': 'Risk profile',
  '/utils': 'Calculators',
  '/tools': 'Tools and Frameworks for Stock Pickers',
  '/arrayview': 'Data-array explorer',
  '/stocks': 'Stocks',
  '/portfolio': 'Portfolio',
  '/alerts': 'Alerts',
  '/terms': 'Terms of Service',
  '/cookies': 'Cookie Policy',
};

/** A shared-chat link whose chat is not shared: the API answers 404, which the browser logs as an error. */
const UNSHARED_CHAT_404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

/** Every screen is built: a path without a known heading is a mistake in this table. */
function headingOf(path: string): string {
  const heading = BUILT_HEADINGS[path];
  if (!heading) throw new Error(`no heading listed for ${path}`);
  return heading;
}

const concretePath = (pattern: string) =>
  pattern.replace(':symbol', 'RELIANCE').replace(':uuid', '0b7f3c1e-5d1a-4c2e-9a51-7f1f0d2a9b10');

test('the landing page shows the carousel and the disclaimer without console errors', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/');
  const carousel = page.getByTestId('carousel');
  await expect(carousel).toBeVisible();
  await expect(carousel).toHaveAttribute('data-index', '0');
  await page.getByTestId('carousel-next').click();
  await expect(carousel).toHaveAttribute('data-index', '1');
  await page.getByTestId('carousel-dot-3').click();
  await expect(carousel).toHaveAttribute('data-index', '3');
  await expect(page.getByTestId('disclaimer')).toContainText('not investment advice');
  await expect(page.getByTestId('copyright')).toContainText(String(new Date().getFullYear()));
});

test('every side-rail entry reaches its screen (1366 px: the navigation is always in view)', async ({ page, consoleErrors }) => {
  void consoleErrors;
  // One test walks about thirty screens, several of them live and heavy: it needs more than the default 30 s.
  test.setTimeout(150_000);
  await page.goto('/');
  const entries = MAIN_MENU.flatMap((entry) => entry.children?.map((child) => ({ ...child, parent: entry.label })) ?? [entry]);
  for (const entry of entries) {
    const drawer = page.getByTestId('side-rail');
    // On /assistant the rail starts folded (the chat list needs the width): the menu button unfolds it.
    if (page.url().endsWith('/assistant')) await page.getByTestId('open-drawer').click();
    await expect(drawer.getByText('MAIN MENU')).toBeVisible();
    if ('parent' in entry && !(await drawer.getByText(entry.label, { exact: true }).isVisible())) {
      await drawer.getByText(entry.parent as string, { exact: true }).click();
    }
    await drawer.getByText(entry.label, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${entry.path === '/' ? '/$' : `${entry.path}$`}`));
    if (entry.path === '/') await expect(page.getByTestId('carousel')).toBeVisible();
    else await expect(page.getByRole('heading', { name: headingOf(entry.path) }).first()).toBeVisible();
  }
});

for (const screen of SCREENS) {
  test(`${screen.path} renders its screen`, async ({ page, consoleErrors }) => {
    if (screen.path === '/company/:symbol') {
      // A company that exists on the mirror and on demo data alike: the first of the NIFTY 50.
      const index = await (await page.request.get('/api/indices/NIFTY%2050')).json();
      const company = index.constituents[0] as { symbol: string; name: string };
      await page.goto(`/company/${company.symbol}`);
      await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
        return;
    }
    if (screen.path === '/mutualfunds/:schemeCode') {
      // The first scheme by name, on the mirror and on demo data alike.
      const fund = (await (await page.request.get('/api/mutualfunds?pageSize=25')).json()).rows[0] as { schemeCode: number; name: string };
      await page.goto(`/mutualfunds/${fund.schemeCode}`);
      await expect(page.getByRole('heading', { level: 1, name: fund.name })).toBeVisible();
      return;
    }
    await page.goto(concretePath(screen.path));
    if (screen.path === '/') {
      await expect(page.getByTestId('carousel')).toBeVisible();
    } else if (screen.path === '/tradingagent') {
      await expect(page).toHaveURL(/\/tradingagent\/indicators$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Trading Indicators' })).toBeVisible();
    } else if (screen.path === '/share/:uuid') {
      await expect(page.getByText('This chat is not shared, or the link is wrong.', { exact: false })).toBeVisible();
      expect(consoleErrors).toEqual([UNSHARED_CHAT_404]);
      consoleErrors.length = 0;
    } else {
      // With two workers on a loaded 2-core CI machine a screen takes 10-16 s here (3-4 s alone); one run hit 15 s.
      await expect(page.getByRole('heading', { name: headingOf(screen.path) }).first()).toBeVisible({ timeout: 30_000 });
    }
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });
}

test('an unknown path shows the 404 page', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/definitely/not/here');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops! Page not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the chat button goes to the assistant and hides there', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/about');
  await page.getByTestId('chat-fab').click();
  await expect(page).toHaveURL(/\/assistant$/);
  await expect(page.getByTestId('chat-fab')).toHaveCount(0);
});

test('the market selector keeps its choice', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/');
  await page.getByTestId('market-select').click();
  await page.getByRole('option', { name: 'Singapore' }).click();
  await expect(page.getByTestId('market-select')).toContainText(/Singapore|SG/);
  await page.goto('/about');
  await expect(page.getByTestId('market-select')).toContainText(/Singapore|SG/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the landing page and the shell fit 390 px without sideways scrolling', async ({ page, consoleErrors }) => {
    void consoleErrors;
    for (const path of ['/', '/pricing', '/feedback', '/login']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});
