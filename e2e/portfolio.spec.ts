import { expect, signInQuickly, test } from './fixtures';

/** Three NIFTY 50 companies of the running server's data (mirror or demo), with their ISINs. */
async function someStocks(request: import('@playwright/test').APIRequestContext) {
  const index = await (await request.get('/api/indices/NIFTY%2050')).json();
  const symbols = (index.constituents as { symbol: string }[]).slice(0, 3).map((c) => c.symbol);
  return Promise.all(
    symbols.map(async (symbol) => {
      const { company } = await (await request.get(`/api/company/${encodeURIComponent(symbol)}`)).json();
      return { symbol, isin: company.isin as string, name: (company.name ?? company.companyName ?? symbol) as string };
    }),
  );
}

test('a person imports a Console tradebook, sees holdings, XIRR beside NIFTY 50 and the gains of the year', async ({ page }, testInfo) => {
  await signInQuickly(page);
  const stocks = await someStocks(page.request);
  const header = 'symbol,isin,trade_date,exchange,segment,series,trade_type,auction,quantity,price,trade_id,order_id,order_execution_time';
  const [a, b, c] = stocks;
  const rows = [
    `${a!.symbol},${a!.isin},2021-03-10,NSE,EQ,EQ,buy,false,20.0,900.00,E1,101,2021-03-10T10:00:00`,
    `${b!.symbol},${b!.isin},2022-06-15,NSE,EQ,EQ,buy,false,10.0,1500.00,E2,102,2022-06-15T10:00:00`,
    `${c!.symbol},${c!.isin},2023-01-05,NSE,EQ,EQ,buy,false,15.0,700.00,E3,103,2023-01-05T10:00:00`,
    `${a!.symbol},${a!.isin},2024-08-01,NSE,EQ,EQ,sell,false,5.0,1400.00,E4,104,2024-08-01T10:00:00`,
  ];
  await page.goto('/portfolio');
  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByTestId('portfolio-import-file').setInputFiles({ name: 'tradebook.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${rows.join('\n')}\n`) });
  await expect(page.getByTestId('portfolio-import-preview')).toContainText('4 trades to add');
  await page.getByRole('button', { name: 'Import 4 trades' }).click();
  await expect(page.getByText('Imported 4 trades.')).toBeVisible();
  // Holdings are listed by company name (the mirror's "Tata Consultancy Services Limited" for TCS).
  await expect(page.getByTestId('portfolio-holdings')).toContainText(b!.name);
  await expect(page.getByTestId('portfolio-xirr')).toContainText('Your XIRR');
  await expect(page.getByTestId('portfolio-not-tax-advice')).toContainText('Not tax advice');
  await page.screenshot({ path: testInfo.outputPath('portfolio-1366.png'), fullPage: true });

  // The same file again adds nothing; a generic CSV with an unknown symbol asks for its ISIN.
  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByTestId('portfolio-import-file').setInputFiles({ name: 'tradebook.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${rows.join('\n')}\n`) });
  await expect(page.getByTestId('portfolio-import-preview')).toContainText('0 trades to add, 4 already imported');
  await page.getByTestId('portfolio-import-file').setInputFiles({ name: 'mine.csv', mimeType: 'text/csv', buffer: Buffer.from('date,symbol,side,quantity,price,charges\n2024-02-01,NOSUCHSYMBOL,buy,1,100,0\n2024-02-30,X,buy,1,100,0\n') });
  await expect(page.getByTestId('portfolio-import-preview')).toContainText('Row 3, date: "2024-02-30" is not a date');
  await expect(page.getByLabel(/NOSUCHSYMBOL \(row 2\)/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('portfolio-import-1366.png') });
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('portfolio-xirr')).toContainText('Your XIRR');
  await page.screenshot({ path: testInfo.outputPath('portfolio-390.png'), fullPage: true });
  await page.goto('/');
  await expect(page.getByTestId('home-portfolio')).toContainText('XIRR');
  await page.screenshot({ path: testInfo.outputPath('home-390.png'), fullPage: true });
});
