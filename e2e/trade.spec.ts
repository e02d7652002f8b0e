import { startFakeKite, FAKE_KITE_BASKET_URL, type FakeKite } from './fakeKite';
import { expect, test } from './fixtures';

const BASKET = '/trade?i=NIFTYBEES%20Current%20245.30&price=240.5&quantity=4&reportedPrice=245.3';

test.describe('the Kite offsite basket', () => {
  // Only this group uses the fake, so one worker owns port 3198 at a time.
  let kite: FakeKite;
  test.beforeAll(async () => {
    kite = await startFakeKite();
  });
  test.afterAll(async () => {
    await kite.close();
  });

  test('review, edit, confirm and post the basket to Kite', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto(BASKET);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Review and place your investment orders' }),
    ).toBeVisible();
    await expect(page.getByTestId('trade-notice')).toContainText('Zerodha users can place these orders directly');
    await expect(page.getByTestId('trade-order-count')).toHaveText('1 Order');
    const row = page.getByTestId('trade-order-0');
    await expect(row.getByTestId('trade-order-name')).toHaveText('NIFTYBEES');
    // The link's price is the price in the alert; the current price (when the database knows NIFTYBEES) is its own.
    await expect(row.getByTestId('trade-alert-price').or(row.getByTestId('trade-current-price')).first()).toBeVisible();
    await expect(row.getByRole('spinbutton', { name: 'Target Price' })).toHaveValue('240.5');
    await expect(row.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('4');
    await expect(row.getByTestId('trade-order-amount')).toHaveText('₹962');
    await expect(page.getByTestId('trade-total')).toHaveText('₹962');
    for (const title of ['Secure Trading', 'Instant Execution', 'Smart Analysis']) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }

    const kiteButton = page.getByRole('button', { name: 'Place order on Kite' });
    const confirm = page.getByRole('button', { name: 'Confirm Orders' });
    await expect(kiteButton).toBeEnabled();
    await expect(confirm).toHaveCount(0);

    await row.getByRole('spinbutton', { name: 'Quantity' }).fill('5');
    await expect(confirm).toBeVisible();
    await expect(kiteButton).toHaveCount(0);
    await expect(page.getByTestId('trade-total')).toHaveText('₹1,203');
    // Nothing reached Kite on its own.
    expect(kite.posts).toEqual([]);

    await confirm.click();
    await expect(confirm).toHaveCount(0);
    await expect(kiteButton).toBeEnabled();
    expect(kite.posts).toEqual([]);

    await kiteButton.click();
    await page.waitForURL(FAKE_KITE_BASKET_URL);
    await expect(page.getByRole('heading', { name: 'Fake Kite basket' })).toBeVisible();
    expect(kite.posts).toHaveLength(1);
    expect(kite.posts[0]?.contentType).toBe('application/x-www-form-urlencoded');
    expect(kite.posts[0]?.fields).toEqual([
      ['api_key', 'e2e-kite-key'],
      [
        'data',
        '[{"variety":"regular","exchange":"NSE","tradingsymbol":"NIFTYBEES","transaction_type":"BUY","order_type":"LIMIT","price":240.5,"quantity":5,"product":"CNC"}]',
      ],
    ]);
  });
});

test('the CSP lets forms post to the configured basket address', async ({ request }) => {
  const response = await request.get('/trade');
  expect(response.headers()['content-security-policy']).toMatch(/form-action [^;]*http:\/\/127\.0\.0\.1:3198/);
});

test('a bad trade link is refused with a message', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/trade?i=NIFTYBEES%20Current%20245.30&price=240.555&quantity=4&reportedPrice=245.3');
  const refused = page.getByTestId('trade-refused');
  await expect(refused).toContainText('This trade link cannot be used');
  await expect(refused).toContainText('Order 1: price must be a number above 0 with at most 2 decimals.');
  await expect(page.getByTestId('trade-order-0')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place order on Kite' })).toHaveCount(0);
});

test('the return from Kite shows its result', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/trade?status=success&request_token=e2e-token');
  await expect(page.getByTestId('kite-return')).toContainText('Orders sent to Zerodha Kite');
  await page.goto('/trade?status=cancelled');
  await expect(page.getByTestId('kite-return')).toHaveText(
    'The basket was cancelled on Zerodha Kite; no orders were placed.',
  );
});

test('the trade screen fits a 390 px phone', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(
    '/trade?i=NIFTYBEES%20Current%20245&i=GOLDBEES%20Nippon%20India%20ETF%20Gold%20BeES%20Current%2061&price=240.5,60.25&quantity=4,10&reportedPrice=245.3,61.1',
  );
  await expect(page.getByTestId('trade-order-count')).toHaveText('2 Orders');
  await expect(page.getByRole('button', { name: 'Place order on Kite' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
