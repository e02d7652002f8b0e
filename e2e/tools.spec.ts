import { expect, signInQuickly, test } from './fixtures';

test('the valuation matrix recomputes when the EPS growth changes', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Tools and Frameworks for Stock Pickers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Valuation Framework' })).toBeVisible();
  const cell = page.getByTestId('cagr-15-20');
  await expect(cell).toHaveText('-17.50%');
  await page.getByRole('combobox', { name: 'EPS Growth %' }).click();
  await page.getByRole('option', { name: '25%' }).click();
  // 15 x 125 / 2000 - 1 = -6.25%
  await expect(cell).toHaveText('-6.25%');
  await page.getByRole('combobox', { name: 'Time In Years' }).click();
  await page.getByRole('option', { name: '10 Years' }).click();
  // (15 / 20)^(1/10) x 1.25 - 1 = 21.46%
  await expect(cell).toHaveText('21.46%');
});

test('the calculators compute and validate', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/utils');
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText('₹23,23,391')).toBeVisible();
  await page.getByRole('textbox', { name: 'Monthly investment' }).fill('5000');
  await expect(result.getByText('₹11,61,695')).toBeVisible();
  await page.getByRole('textbox', { name: 'Period' }).fill('0');
  await expect(page.getByText('Period must be between 1 year and 50 years')).toBeVisible();
  await expect(result).toHaveCount(0);

  await page.getByRole('tab', { name: 'XIRR' }).click();
  await expect(page.getByRole('region', { name: 'Result' }).getByText('XIRR')).toBeVisible();
});

test('the reference screens search', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/principles');
  await expect(page.getByRole('heading', { name: 'Own the market before trying to beat it' })).toBeVisible();
  await page.goto('/vocab');
  await page.getByRole('searchbox', { name: 'Search terms' }).fill('max pain');
  await expect(page.getByTestId('vocab-term')).toHaveCount(1);
  await page.goto('/fields');
  await page.getByRole('searchbox', { name: 'Search datasets and fields' }).fill('roce');
  await expect(page.getByText('roce', { exact: true })).toBeVisible();
});

test('a signed-in user saves a risk profile and finds it after a reload', async ({ page, consoleErrors }) => {
  void consoleErrors;
  const { token } = await signInQuickly(page);
  await page.goto('/riskProfile');
  const answers: [RegExp, string][] = [
    [/How old are you/, 'Under 30'],
    [/need most of this money/, 'After more than 10 years'],
    [/How stable is your income/, 'Stable salary or pension'],
    [/emergency fund/, 'Both, with 6 months or more set aside'],
    [/invested in before/, 'Mutual funds or SIPs'],
    [/falls 20%/, 'Invest more while prices are lower'],
    [/matters most/, 'Highest long-term growth, accepting deep falls'],
    [/depend on your income/, 'None'],
  ];
  for (const [question, answer] of answers) {
    await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer }).check();
  }
  await page.getByRole('button', { name: 'See my risk profile' }).click();
  const result = page.getByTestId('risk-result');
  // 4+4+3+4+2+4+4+4 = 29 of 32 -> 91: aggressive
  await expect(result.getByText('Risk score 91 / 100')).toBeVisible();
  await expect(result.getByRole('heading', { name: 'Aggressive' })).toBeVisible();
  await result.getByRole('button', { name: 'Save to my profile' }).click();
  await expect(page.getByText('Risk profile saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('risk-result').getByRole('heading', { name: 'Aggressive' })).toBeVisible();
  await expect(page.getByTestId('risk-saved-at')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: /falls 20%/ }).getByRole('radio', { name: 'Invest more while prices are lower' })).toBeChecked();

  const stored = await page.request.post('/v1/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ userConfigs { key value } }' },
  });
  const configs = (await stored.json()).data.userConfigs as { key: string; value: string }[];
  const saved = JSON.parse(configs.find((c) => c.key === 'riskProfile')!.value);
  expect(saved).toMatchObject({ score: 91, profile: 'aggressive', allocation: { equityIndex: 80, debt: 10, gold: 10 } });
});
