import { expect, test, uniqueEmail } from './fixtures';

test('signs in through the development provider popup, then signs out', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/');
  await page.getByTestId('login-button').click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Sign in to access your financial dashboard')).toBeVisible();

  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  const size = await popup.evaluate(() => [window.outerWidth, window.outerHeight]);
  expect(size[0]).toBeGreaterThanOrEqual(480);
  const email = uniqueEmail('popup');
  await popup.getByLabel('Name').fill('Ravi Kumar');
  await popup.getByLabel('Email').fill(email);
  await popup.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByTestId('avatar-button')).toBeVisible();
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null'),
    authToken: localStorage.getItem('AUTH_TOKEN'),
    chatSessionId: sessionStorage.getItem('chatSessionId'),
  }));
  expect(stored.token?.split('.')).toHaveLength(3);
  expect(stored.authToken?.split('.')).toHaveLength(3);
  expect(stored.user.email).toBe(email);
  expect(stored.chatSessionId).toMatch(/^[0-9a-f-]{36}$/);

  // The navigation greets the signed-in user (at 1366 px it is the side rail, always in view).
  await expect(page.getByTestId('side-rail').getByText('Ravi Kumar')).toBeVisible();
  await expect(page.getByTestId('side-rail').getByText('Portfolio Manager')).toBeVisible();

  await page.getByTestId('avatar-button').click();
  const logout = page.getByRole('menuitem', { name: 'Logout' });
  await expect(logout).toBeVisible();
  await logout.click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  const cleared = await page.evaluate(() => [
    localStorage.getItem('token'),
    localStorage.getItem('user'),
    localStorage.getItem('AUTH_TOKEN'),
    sessionStorage.getItem('chatSessionId'),
  ]);
  expect(cleared).toEqual([null, null, null, null]);
});

test('returns to the redirect path after sign-in', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/login?redirect=/pricing');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupPromise;
  await popup.getByLabel('Name').fill('Neha Gupta');
  await popup.getByLabel('Email').fill(uniqueEmail('redirect'));
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Offerings' })).toBeVisible();
});

test('signs in through /dev/idp/token without a browser popup', async ({ request }) => {
  const minted = await request.post('/dev/idp/token', { data: { email: uniqueEmail('script'), name: 'Script' } });
  expect(minted.ok()).toBe(true);
  const auth = await request.post('/api/auth/google', { data: { token: (await minted.json()).credential } });
  expect(auth.status()).toBe(200);
  const { token } = await auth.json();
  const me = await request.post('/v1/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ me { email } }' },
  });
  expect((await me.json()).data.me.email).toContain('@example.com');
});
