import { expect, signInQuickly, test } from './fixtures';

// Each run loads arrays on the server and runs them in the QuickJS pool: slow steps on a busy CI machine.
test.describe.configure({ timeout: 60_000 });

/** The data-array explorer on the built server: arrays from the real database, functions run in the QuickJS worker pool. */
test('fetches arrays and runs a pasted function over them on the server', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await signInQuickly(page);
  await page.goto('/arrayview');
  await expect(page.getByRole('heading', { name: 'Data-array explorer' })).toBeVisible();

  // Fetch runs once on open with company_profile selected.
  const companies = page.getByTestId('explorer-array-company_profile');
  await expect(companies).toBeVisible();
  await expect(companies.getByRole('columnheader', { name: /company_name/ })).toBeVisible();
  await expect(companies.getByRole('row').nth(1)).toBeVisible();

  // The example function runs as it is: sectors and largest companies.
  await page.getByRole('button', { name: 'Execute' }).click();
  const results = page.getByTestId('explorer-results');
  // A run loads its arrays on the server first (up to 1,00,000 rows): allow for a busy machine.
  await expect(results.getByRole('heading', { name: 'JS Execution Results' })).toBeVisible({ timeout: 20_000 });
  await expect(results.getByRole('heading', { name: 'sectors' })).toBeVisible();
  await expect(results.getByRole('heading', { name: 'largest' })).toBeVisible();

  // Add a second array, fetch, and paste a function that uses both.
  await page.getByLabel('Select Data Arrays').fill('stock_price_daily');
  await page.getByRole('option', { name: /^stock_price_daily_historical/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Fetch' }).click();
  await expect(
    page
      .getByTestId('explorer-array-stock_price_daily_historical')
      .getByRole('columnheader', { name: /close/ })
      .first(),
  ).toBeVisible();

  const box = page.getByTestId('explorer-function');
  await box.fill(`function (arrays, context) {
  const names = Object.fromEntries(arrays.company_profile.map((c) => [c.symbol, c.company_name]));
  return arrays.stock_price_daily_historical.slice(0, 3).map((r) => ({ symbol: r.symbol, name: names[r.symbol] ?? null, close: r.close, market: context.country }));
}`);
  await page.getByRole('button', { name: 'Execute' }).click();
  const table = results.getByRole('table', { name: 'Result' });
  await expect(table.getByRole('columnheader', { name: 'market', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('row')).toHaveCount(4); // header + 3 rows
  await expect(table.getByRole('cell', { name: 'IN', exact: true })).toHaveCount(3);
  await expect(results.getByRole('table', { name: 'sectors' })).toHaveCount(0);
});

test('a syntax error says where it is and clears the results', async ({ page, consoleErrors }) => {
  await signInQuickly(page);
  await page.goto('/arrayview');
  await expect(page.getByTestId('explorer-array-company_profile')).toBeVisible();
  await page.getByTestId('explorer-function').fill('function (arrays) {\n  return [1,,};\n}');
  await page.getByRole('button', { name: 'Execute' }).click();
  await expect(page.getByTestId('explorer-exec-error')).toContainText('SyntaxError on line 2', { timeout: 20_000 });
  await expect(page.getByTestId('explorer-results')).toHaveCount(0);

  // An endless loop is stopped by the time limit; the page stays usable.
  await page.getByTestId('explorer-function').fill('function () { while (true) {} }');
  await page.getByRole('button', { name: 'Execute' }).click();
  await expect(page.getByTestId('explorer-exec-error')).toHaveText(
    'Time limit: the function ran for more than 1000 ms and was stopped.',
    { timeout: 20_000 },
  );

  // The failures are logged as the spec says (and the browser reports the 422s); nothing else.
  expect(consoleErrors.filter((e) => !/status of 422|Error executing function:/.test(e))).toEqual([]);
  consoleErrors.length = 0;
});
