import { test as base, expect, type Page } from '@playwright/test';

/** Every page records console errors and uncaught exceptions; a test fails if any appear. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});
export { expect };

let counter = 0;
export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}.${++counter}@example.com`;

/** Signs in without the popup (as a script would): dev token -> session, stored the way the web stores it. */
export async function signInQuickly(page: Page, email = uniqueEmail('e2e'), name = 'Meera Iyer') {
  const minted = await page.request.post('/dev/idp/token', { data: { email, name } });
  const credential = (await minted.json()).credential as string;
  const auth = await page.request.post('/api/auth/google', { data: { token: credential } });
  const { user, token } = await auth.json();
  await page.goto('/about');
  await page.evaluate(
    ([idToken, session, u]) => {
      localStorage.setItem('token', idToken);
      localStorage.setItem('AUTH_TOKEN', session);
      localStorage.setItem('user', JSON.stringify({ email: u.email, uid: u.uid, displayName: u.name, photoURL: u.picture }));
    },
    [credential, token, user] as const,
  );
  return { user, token: token as string };
}
