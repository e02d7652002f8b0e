import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedRequest, TEST_CONFIG } from '../../test/fetchMock';
import { renderApp, signIn, TEST_USER } from '../../test/render';
import type { TelegramWidgetUser } from './api';
import { TELEGRAM_STORAGE_KEY, TELEGRAM_TEXT, TELEGRAM_WIDGET_SRC } from './texts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TG: TelegramWidgetUser = {
  id: 123456789,
  first_name: 'Asha',
  username: 'asha_tg',
  photo_url: 'https://t.me/i/userpic/320/asha.jpg',
  auth_date: 1_760_000_000,
  hash: 'f'.repeat(64),
};
const LINK = { id: '123456789', username: 'asha_tg', firstName: 'Asha', photoUrl: TG.photo_url, linkedAt: '2026-01-01T00:00:00Z' };

function graphqlHandler(request: RecordedRequest) {
  const query = String((request.body as { query?: string }).query ?? '');
  if (query.includes('unreadNotificationCount')) return json({ data: { unreadNotificationCount: 0 } });
  return json({ data: { me: { id: 'u1', email: TEST_USER.email, name: TEST_USER.displayName, picture: null } } });
}

function setup(options: { botName?: string | null; linked?: boolean; admin?: boolean; auth?: (r: RecordedRequest) => Response | Promise<Response> } = {}) {
  let linked = options.linked ?? false;
  return mockFetch({
    'GET /api/admin/access': () => (options.admin ? json({ admin: true }) : json({ error: 'forbidden', message: 'Admins only.' }, 403)),
    '/api/config': () => json({ ...TEST_CONFIG, telegramBotName: options.botName === undefined ? 'SanchayBot' : options.botName }),
    'POST /v1/graphql': graphqlHandler,
    'GET /api/telegram/link': () => json({ botName: 'SanchayBot', telegram: linked ? LINK : null }),
    'DELETE /api/telegram/link': () => {
      linked = false;
      return json({ ok: true, removed: true });
    },
    'POST /api/telegram/auth': options.auth ?? (() => json({ ok: true, telegram: LINK })),
  });
}

/** Calls the widget's data-onauth callback as Telegram's script would. */
async function completeWidget(user: TelegramWidgetUser = TG) {
  const widget = await screen.findByTestId('telegram-login-widget');
  const script = widget.querySelector('script');
  const callback = script?.getAttribute('data-onauth')?.replace('(user)', '') ?? '';
  const fn = (window as unknown as Record<string, (u: TelegramWidgetUser) => void>)[callback];
  expect(fn).toBeTypeOf('function');
  await act(async () => {
    fn!(user);
  });
}

describe('Telegram card on /profile', () => {
  it('tells an end user Telegram is not available (no server setup jargon) and shows no widget', async () => {
    setup({ botName: null });
    signIn();
    renderApp('/profile');
    const card = await screen.findByTestId('telegram-not-configured');
    expect(card).toHaveTextContent('alerts reach you in the app');
    expect(card).not.toHaveTextContent('TELEGRAM_BOT_TOKEN');
    expect(card).not.toHaveTextContent('@BotFather');
    expect(screen.queryByTestId('telegram-login-widget')).not.toBeInTheDocument();
    expect(screen.queryByTestId('telegram-admin-setup')).not.toBeInTheDocument();
  }, 20_000);

  it('tells an administrator how to set the bot up', async () => {
    setup({ botName: null, admin: true });
    signIn();
    renderApp('/profile');
    const steps = await screen.findByTestId('telegram-admin-setup');
    expect(steps).toHaveTextContent('@BotFather');
    expect(steps).toHaveTextContent('TELEGRAM_BOT_TOKEN');
    expect(steps).toHaveTextContent('TELEGRAM_BOT_NAME');
  }, 20_000);

  it('asks a signed-out visitor to sign in first', async () => {
    setup();
    renderApp('/profile');
    const card = await screen.findByTestId('telegram-card');
    expect(card).toHaveTextContent(TELEGRAM_TEXT.connectTitle);
    expect(card).toHaveTextContent(TELEGRAM_TEXT.signInFirst);
    expect(screen.queryByTestId('telegram-login-widget')).not.toBeInTheDocument();
  });

  it("loads Telegram's widget for the bot: large, requesting write access, with an onauth callback", async () => {
    setup();
    signIn();
    renderApp('/profile');
    const card = await screen.findByTestId('telegram-card');
    expect(await within(card).findByText(TELEGRAM_TEXT.connectTitle)).toBeInTheDocument();
    const script = (await screen.findByTestId('telegram-login-widget')).querySelector('script');
    expect(script?.getAttribute('src')).toBe(TELEGRAM_WIDGET_SRC);
    expect(script?.getAttribute('data-telegram-login')).toBe('SanchayBot');
    expect(script?.getAttribute('data-size')).toBe('large');
    expect(script?.getAttribute('data-request-access')).toBe('write');
    expect(script?.getAttribute('data-onauth')).toMatch(/^sanchayTelegramAuth\d+\(user\)$/);
  });

  it('connects: posts the widget user with the Google email and bearer token, shows the spinner, then the connected state', async () => {
    let release: () => void = () => {};
    const fetchMock = setup({
      auth: () => new Promise<Response>((resolve) => (release = () => resolve(json({ ok: true, telegram: LINK })))),
    });
    signIn();
    renderApp('/profile');
    await completeWidget();
    expect(await screen.findByTestId('telegram-connecting')).toBeVisible();
    const [post] = fetchMock.callsTo('/api/telegram/auth');
    expect(post?.body).toEqual({ userTG: TG, userGoogle: { email: TEST_USER.email } });
    expect(post?.headers.get('Authorization')).toBe('Bearer session-token-1');
    await act(async () => release());

    const connected = await screen.findByTestId('telegram-connected');
    expect(connected).toHaveTextContent(TELEGRAM_TEXT.connected);
    expect(connected).toHaveTextContent('Welcome, Asha!');
    expect(connected).toHaveTextContent('@asha_tg');
    expect(await screen.findByTestId('telegram-notice')).toHaveTextContent(TELEGRAM_TEXT.success);
    expect(JSON.parse(localStorage.getItem(TELEGRAM_STORAGE_KEY) ?? 'null')).toEqual(TG);
  });

  it.each([
    ['the server message', () => json({ error: 'telegram_already_linked', message: 'This Telegram account is already linked to another Sanchay user.' }, 409), 'This Telegram account is already linked to another Sanchay user.'],
    ['the HTTP status', () => new Response('oops', { status: 502 }), 'HTTP error! status: 502'],
    ['a generic failure', () => Promise.reject(new TypeError('Failed to fetch')), TELEGRAM_TEXT.failure],
  ])('on failure shows %s and clears the stored Telegram user', async (_label, answer, message) => {
    setup({ auth: answer as () => Response });
    signIn();
    renderApp('/profile');
    await completeWidget();
    const notice = await screen.findByTestId('telegram-notice');
    expect(notice).toHaveTextContent(message);
    expect(notice.className).toMatch(/Error/);
    expect(localStorage.getItem(TELEGRAM_STORAGE_KEY)).toBeNull();
    expect(screen.queryByTestId('telegram-connected')).not.toBeInTheDocument();
  });

  it('restores the link from the server and disconnects it there too', async () => {
    const fetchMock = setup({ linked: true });
    signIn();
    localStorage.setItem(TELEGRAM_STORAGE_KEY, JSON.stringify(TG));
    renderApp('/profile');
    const connected = await screen.findByTestId('telegram-connected');
    expect(connected).toHaveTextContent('Welcome, Asha!');
    await userEvent.click(within(connected).getByRole('button', { name: TELEGRAM_TEXT.disconnect }));
    expect(await screen.findByTestId('telegram-notice')).toHaveTextContent(TELEGRAM_TEXT.disconnected);
    expect(fetchMock.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(localStorage.getItem(TELEGRAM_STORAGE_KEY)).toBeNull();
    expect(await screen.findByTestId('telegram-login-widget')).toBeInTheDocument();
  });

  it('drops unparseable stored data', async () => {
    setup({ linked: false });
    signIn();
    localStorage.setItem(TELEGRAM_STORAGE_KEY, '{not json');
    renderApp('/profile');
    await screen.findByTestId('telegram-login-widget');
    expect(localStorage.getItem(TELEGRAM_STORAGE_KEY)).toBeNull();
  });

  it('forgets a stored Telegram user when the server has no link', async () => {
    setup({ linked: false });
    signIn();
    localStorage.setItem(TELEGRAM_STORAGE_KEY, JSON.stringify(TG));
    renderApp('/profile');
    await screen.findByTestId('telegram-login-widget');
    await waitFor(() => expect(localStorage.getItem(TELEGRAM_STORAGE_KEY)).toBeNull());
    expect(screen.queryByTestId('telegram-connected')).not.toBeInTheDocument();
  });
});
