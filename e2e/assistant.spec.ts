import { expect, signInQuickly, test } from './fixtures';

test.setTimeout(90_000);

test('a new user asks, saves a report, runs and schedules it, shares the chat and opens the link signed out', async ({ page, browser, consoleErrors }) => {
  void consoleErrors;
  await signInQuickly(page);
  await page.goto('/assistant');
  await expect(page.getByRole('heading', { name: 'Capital Markets Research Agent' })).toBeVisible();
  await expect(page.getByTestId('chat-title')).toHaveText('New Chat');

  // An example question: the table streams into one assistant message.
  await page.getByTestId('example-question').first().click();
  const answer = page.getByTestId('message-assistant').last();
  await expect(answer.locator('table')).toBeVisible({ timeout: 20_000 });
  await expect(answer.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('chat-history-item').first()).toBeVisible();

  // A typed question, sent with Ctrl+Enter.
  const input = page.getByRole('textbox', { name: 'Your question' });
  await expect(input).toBeEnabled();
  await input.fill('Return on equity > 15 sort by Market Capitalization desc limit 5');
  await input.press('Control+Enter');
  await expect(page.getByTestId('message-assistant')).toHaveCount(2, { timeout: 20_000 });
  const second = page.getByTestId('message-assistant').nth(1);
  await expect(second.locator('table')).toBeVisible({ timeout: 20_000 });

  // Save the first answer as a report.
  await page.getByTestId('message-assistant').first().getByRole('button', { name: 'Save as Report' }).click();
  await page.getByLabel('Title').fill('Largest companies');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Saved as Report')).toBeVisible();
  await expect(page.getByTestId('message-assistant').first().getByRole('button', { name: 'Remove Report' })).toBeVisible();

  // Run it again from Your Saved Prompts.
  await page.getByRole('button', { name: 'Your Saved Prompts' }).click();
  const saved = page.getByTestId('saved-prompts');
  await saved.getByLabel('Search or select a saved prompt').click();
  await page.getByRole('option', { name: /Largest companies/ }).click();
  await saved.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByText('Prompt executed successfully')).toBeVisible();
  const results = saved.getByRole('table', { name: 'Saved prompt results' });
  await expect(results).toBeVisible();
  await expect(results.locator('tbody tr')).toHaveCount(5); // 5 per page

  // Schedule it weekly on Friday at 18:30 IST.
  await saved.getByRole('button', { name: 'Schedule' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Frequency').click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await dialog.getByLabel('Day of week').click();
  await page.getByRole('option', { name: 'Friday' }).click();
  await dialog.getByLabel('Time (IST)').fill('18:30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Schedule saved: Weekly on Friday at 18:30 IST')).toBeVisible();
  await expect(saved.getByText('Weekly on Friday at 18:30 IST')).toBeVisible();

  // Share: the link opens in a new tab.
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Share chat' }).click()]);
  await tab.waitForURL(/\/share\/[0-9a-f-]{36}$/);
  const shareUrl = tab.url();
  await tab.close();

  // Signed out, in a fresh browser context: the read-only conversation.
  const anonymous = await browser.newContext();
  const viewer = await anonymous.newPage();
  await viewer.goto(shareUrl);
  await expect(viewer.getByTestId('shared-chat')).toBeVisible();
  await expect(viewer.getByRole('heading', { level: 1 })).toHaveText('Largest companies');
  await expect(viewer.getByTestId('message-assistant').first().locator('table')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Save as Report' })).toHaveCount(0);
  await expect(viewer.getByRole('textbox', { name: 'Your question' })).toHaveCount(0);
  await anonymous.close();
});

test('signed out, the assistant asks to sign in and the input is disabled', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/assistant');
  await expect(page.getByText(/Sign In needed/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your question' })).toBeDisabled();
  const view = await page.request.get(`/api/chat/view?chat_uuid=${crypto.randomUUID()}`);
  expect(view.status()).toBe(404);
});

test('the shell paints the assistant and the landing page before any JavaScript: visitors get the sign-in notice and the landing, a signed-in browser neither', async ({ page, browser, baseURL }) => {
  // A signed-in page load leaves the hint cookie that tells the server which shell to send.
  await signInQuickly(page);
  await page.goto('/assistant');
  await expect(page.getByTestId('chat-title')).toHaveText('New Chat');
  const hint = (await page.context().cookies()).find((cookie) => cookie.name === 'sanchay_signed_in');
  expect(hint?.value).toBe('1');

  for (const signedIn of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    if (signedIn) await context.addCookies([{ ...hint!, expires: -1 }]);
    const shell = await context.newPage();
    await shell.goto('/assistant');
    await expect(shell.getByRole('heading', { name: 'Capital Markets Research Agent' })).toBeVisible();
    await expect(shell.getByText('Sign In needed: sign in to ask the research agent and keep your chats.')).toHaveCount(signedIn ? 0 : 1);
    if (!signedIn) await expect(shell.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=/assistant');
    // The landing page is the visitor's home; a signed-in browser's home is the dashboard, its skeleton here.
    await shell.goto('/');
    await expect(shell.getByRole('heading', { name: 'Research, plan and invest with conviction' })).toHaveCount(signedIn ? 0 : 1);
    await context.close();
  }
});
