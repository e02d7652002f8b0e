import { expect, signInQuickly, test } from './fixtures';

test('a feedback submission is stored', async ({ page, consoleErrors }) => {
  void consoleErrors;
  const { token } = await signInQuickly(page);
  await page.goto('/feedback');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Your feedback').fill('Please add a PEG ratio column to the screener.');
  await expect(submit).toBeEnabled();
  await page.getByTestId('feedback-type').click();
  await page.getByRole('option', { name: 'Enhancement' }).click();
  await submit.click();
  await expect(page.getByText('Thank you for your feedback')).toBeVisible();
  await expect(page.getByLabel('Your feedback')).toHaveValue('');

  const stored = await page.request.post('/v1/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ myFeedback { comment type } }' },
  });
  expect((await stored.json()).data.myFeedback).toEqual([
    { comment: 'Please add a PEG ratio column to the screener.', type: 1 },
  ]);
});
