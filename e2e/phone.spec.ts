import fs from 'node:fs';
import path from 'node:path';
import { DIPSIP_TEXT, MAIN_MENU, PRODUCT_MENU } from '@sanchay/core';
import { expect, signInQuickly, test } from './fixtures';
import { layoutProblems, MENU_HEADINGS, noSidewaysScroll } from './layout';

/** Phones (390 px): every screen one tap away, the signed-in home, DipSIP and an assistant comparison. */
test.use({ viewport: { width: 390, height: 844 } });

/** Whether two elements' boxes on screen share any area. */
async function overlap(a: import('@playwright/test').Locator, b: import('@playwright/test').Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('an element has no box');
  return boxA.x < boxB.x + boxB.width && boxB.x < boxA.x + boxA.width && boxA.y < boxB.y + boxB.height && boxB.y < boxA.y + boxA.height;
}

test('every screen is reached from the drawer (More in the bottom bar), without sideways scrolling', async ({ page, consoleErrors }) => {
  void consoleErrors;
  test.setTimeout(240_000);
  await page.goto('/about');
  const entries = [
    ...MAIN_MENU.flatMap((entry) => entry.children?.map((child) => ({ ...child, parent: entry.label })) ?? [entry]),
    ...PRODUCT_MENU.flatMap((section) => section.entries),
  ].filter((entry) => entry.path !== '/');
  for (const entry of entries) {
    // The assistant has no bottom bar (its input sits at the foot): the top bar's menu button opens the drawer.
    if (page.url().endsWith('/assistant')) await page.getByTestId('open-drawer').click();
    else await page.getByTestId('bottom-bar').getByRole('button', { name: 'More screens' }).click();
    const drawer = page.getByTestId('drawer');
    await expect(drawer.getByText('MAIN MENU')).toBeVisible();
    if ('parent' in entry && !(await drawer.getByRole('link', { name: entry.label, exact: true }).isVisible())) {
      await drawer.getByRole('button', { name: entry.parent as string }).click();
    }
    await drawer.getByRole('link', { name: entry.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
    await expect(page.getByRole('heading', { name: MENU_HEADINGS[entry.path] }).first()).toBeVisible();
    await expect(drawer).toBeHidden();
    expect(await noSidewaysScroll(page), `sideways scroll on ${entry.path}`).toBeLessThanOrEqual(0);
    // A table wider than the screen says so (the valuation matrix, a schedule, the options chain). The chain
    // arrives after the heading: checked once it is drawn.
    if (entry.path === '/options') await expect(page.getByTestId('atm-row')).toBeVisible();
    expect((await layoutProblems(page)).hiddenColumns, `columns out of view on ${entry.path}`).toEqual([]);
  }
  // The bottom bar's own destinations and the chat button.
  await page.getByTestId('bottom-bar').getByRole('link', { name: 'DipSIP' }).click();
  await expect(page).toHaveURL(/\/dipsip$/);
  await page.getByTestId('chat-fab').click();
  await expect(page).toHaveURL(/\/assistant$/);
  await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
});

test('a signed-in user lands on their home: market snapshot, DipSIP, alerts, watch list, saved prompts', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await signInQuickly(page);
  await page.goto('/');
  await expect(page.getByTestId('signed-in-home')).toContainText('Welcome back, Meera');
  await expect(page.getByTestId('carousel')).toHaveCount(0);
  for (const card of ['home-market', 'home-dipsip', 'home-alerts', 'home-watchlist', 'home-prompts']) {
    await expect(page.getByTestId(card)).toBeVisible();
  }
  await expect(page.getByTestId('home-market').getByTestId('snapshot-index').first()).toContainText(/close of \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(page.getByTestId('home-dipsip')).toContainText('No DipSIP subscriptions yet');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

  // The data dates are one tap away in the top bar.
  await page.getByTestId('data-status-button').click();
  await expect(page.getByTestId('data-source-stock_prices')).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
});

test('DipSIP on a phone: the action bar is in view on the first screen and covers neither the search help nor the sign-in note', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/dipsip');
  const bar = page.getByTestId('dipsip-action-bar');
  const hint = page.getByText(DIPSIP_TEXT.searchHint);
  const signIn = page.getByTestId('dipsip-sign-in');
  await expect(bar).toBeInViewport();
  await expect(hint).toBeInViewport();
  expect(await overlap(bar, hint), 'the bar covers the search help').toBe(false);
  expect(await overlap(bar, signIn), 'the bar covers the sign-in note').toBe(false);
  // Scrolled down the list, the bar is still in view.
  await page.mouse.wheel(0, 2000);
  await expect(bar).toBeInViewport();
  await expect(hint).not.toBeInViewport();
});

const mirror = process.env.DATA_MIRROR ?? path.resolve(import.meta.dirname, '../../shared/data/raw');

test.describe('with the data mirror', () => {
  test.skip(!fs.existsSync(mirror), `no data mirror at ${mirror}: NIFTYBEES is not in the demo universe`);

  test('subscribing in DipSIP: a card with its price and trigger distance, the sticky bar, then home shows it', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.setTimeout(90_000);
    await signInQuickly(page);
    await page.goto('/dipsip');
    const hint = page.getByText(DIPSIP_TEXT.searchHint);
    await expect(page.getByTestId('dipsip-action-bar')).toBeInViewport();
    expect(await overlap(page.getByTestId('dipsip-action-bar'), hint), 'the bar covers the search help').toBe(false);
    await page.getByLabel('Search ETFs by name or underlying asset').fill('niftybees');
    const card = page.getByTestId('etf-card-NIFTYBEES');
    await expect(card.getByTestId('etf-quote')).toContainText('₹');
    await expect(card.getByTestId('etf-distance')).toContainText(/trigger|No price/);
    const bar = page.getByTestId('dipsip-action-bar');
    await expect(bar).toBeInViewport();
    await expect(bar.getByTestId('dipsip-pending-count')).toHaveText('No pending changes');
    await card.getByRole('switch', { name: 'Subscribe NIFTYBEES' }).check();
    await expect(bar.getByTestId('dipsip-pending-count')).toHaveText('1 pending change');
    await bar.getByRole('button', { name: 'Save All Configurations' }).click();
    await expect(page.getByText('Successfully synced 1 ETF configurations (1 added, 0 updated, 0 removed)')).toBeVisible();
    await expect(card.getByTestId('etf-status')).toHaveText('Subscribed');

    await page.getByTestId('bottom-bar').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByTestId('home-dipsip-NIFTYBEES')).toContainText('₹', { timeout: 20_000 });
  });

  test('an assistant comparison keeps every figure in view on a phone', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.setTimeout(60_000);
    await signInQuickly(page);
    await page.goto('/assistant');
    const input = page.getByRole('textbox', { name: 'Your question' });
    await input.fill('compare TCS and Infosys');
    await input.press('Control+Enter');
    const table = page.getByTestId('message-assistant').last().getByTestId('chat-table-transposed');
    await expect(table).toBeVisible({ timeout: 20_000 });
    await expect(table.getByRole('columnheader', { name: 'TCS' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'INFY' })).toBeVisible();
    const pe = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'P/E' }) });
    await expect(pe.getByRole('cell')).toHaveCount(2);
    // The answer is drawn again while it streams: wait for the end (the input is enabled again), then bring the
    // row up; both figures must fit.
    await expect(input).toBeEnabled({ timeout: 20_000 });
    await pe.scrollIntoViewIfNeeded();
    for (const cell of await pe.getByRole('cell').all()) await expect(cell).toBeInViewport();
    const scroll = await table.evaluate((node) => node.scrollWidth - node.clientWidth);
    expect(scroll).toBeLessThanOrEqual(0);
  });

  test('a long table on a phone: names a third of the screen wide and the next-page arrow in view', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/mutualfunds');
    const table = page.getByTestId('funds-table');
    const firstName = table.getByRole('row').nth(1).getByRole('cell').first();
    await expect(firstName).toHaveText(/\S/, { timeout: 20_000 }); // a scheme's name, not a loading placeholder
    const width = (await firstName.boundingBox())!.width;
    expect(width, 'the pinned scheme name is squeezed to its longest word').toBeGreaterThanOrEqual(390 * 0.3);
    const next = table.getByRole('button', { name: 'Go to next page' });
    await next.scrollIntoViewIfNeeded();
    const box = (await next.boundingBox())!;
    expect(box.x + box.width, 'the next-page arrow is past the screen edge').toBeLessThanOrEqual(390);
    await next.click();
    await expect(table.getByText(/^26–50 of /)).toBeVisible();
  });
});

test('the watchlist and Schedule 112A on a phone: the page never scrolls sideways; a table wider than its box says so, keeps its key figures in view and scrolls in its box', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors;
  test.setTimeout(90_000);
  const { token } = await signInQuickly(page);
  const headers = { Authorization: `Bearer ${token}` };
  const index = await (await page.request.get('/api/indices/NIFTY%2050')).json();
  const symbols = (index.constituents as { symbol: string }[]).slice(0, 3).map((c) => c.symbol);
  const trades: string[] = [];
  for (const [i, symbol] of symbols.entries()) {
    const added = await page.request.post('/v1/graphql', {
      headers,
      data: { query: 'mutation($s: String!) { addWatchListItem(symbol: $s) { id } }', variables: { s: symbol } },
    });
    expect(added.ok()).toBe(true);
    const { company } = await (await page.request.get(`/api/company/${encodeURIComponent(symbol)}`)).json();
    // Bought in 2021 and sold in 2024: long-term gains on equity, the rows of Schedule 112A.
    trades.push(
      `${symbol},${company.isin},2021-03-10,NSE,EQ,EQ,buy,false,20.0,900.00,P${i},10${i},2021-03-10T10:00:00`,
    );
    trades.push(
      `${symbol},${company.isin},2024-08-01,NSE,EQ,EQ,sell,false,5.0,1400.00,S${i},20${i},2024-08-01T10:00:00`,
    );
  }
  const header =
    'symbol,isin,trade_date,exchange,segment,series,trade_type,auction,quantity,price,trade_id,order_id,order_execution_time';
  const imported = await page.request.post('/api/portfolio/import', {
    headers,
    data: { content: `${header}\n${trades.join('\n')}\n` },
  });
  expect(imported.ok()).toBe(true);

  /** The table scrolls in its box: the hint is there, its arrow scrolls it on, and at the table's end the hint goes. */
  async function scrollsInItsBox(table: import('@playwright/test').Locator) {
    const more = table.getByTestId('table-scroll-more');
    await expect(more).toBeVisible();
    const box = table.getByTestId('table-scroll-box');
    await more.click();
    await expect.poll(() => box.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
    await box.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
    await expect(more).toBeHidden();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  }

  await page.goto('/watchlist');
  const watchlist = page.getByTestId('watchlist-table');
  await expect(watchlist.getByRole('row')).toHaveCount(symbols.length + 1);
  expect(await noSidewaysScroll(page), 'sideways scroll on /watchlist').toBeLessThanOrEqual(0);
  // The symbol carries the name on a phone: the price and the day's change are in view beside it.
  await expect(watchlist.getByRole('columnheader', { name: 'Change %' })).toBeInViewport({ ratio: 1 });
  await scrollsInItsBox(watchlist);
  await expect(watchlist.getByRole('link', { name: symbols[0] })).toBeInViewport(); // the pinned column stays

  await page.goto('/portfolio');
  const schedule = page.getByTestId('portfolio-schedule-112a');
  await expect(schedule.getByRole('row')).toHaveCount(symbols.length + 1);
  expect(await noSidewaysScroll(page), 'sideways scroll on /portfolio').toBeLessThanOrEqual(0);
  await scrollsInItsBox(schedule);
  await expect(schedule.getByRole('row').nth(1).getByRole('cell').first()).toBeInViewport(); // the name stays

  // A 1366 px laptop: the watchlist fits its box, with no hint.
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/watchlist');
  await expect(page.getByTestId('watchlist-table').getByRole('row')).toHaveCount(symbols.length + 1);
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expect(page.getByTestId('watchlist-table').getByTestId('table-scroll-more')).toHaveCount(0);
});
