import { COLOR_MODE_HINT_COOKIE, MAIN_MENU, SIGNED_IN_HINT_COOKIE, STORAGE_KEYS } from '@sanchay/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_STORAGE_KEYS } from '../../lib/storage';
import { json, mockFetch, TEST_CONFIG } from '../../test/fetchMock';
import { renderApp, signIn, TEST_USER } from '../../test/render';

const ME = () =>
  json({ data: { me: { id: 'u1', email: TEST_USER.email, name: TEST_USER.displayName, picture: null } } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('top bar', () => {
  it('shows the Login button to visitors', async () => {
    mockFetch();
    renderApp('/');
    expect(await screen.findByTestId('login-button')).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('avatar-button')).not.toBeInTheDocument();
  });

  it('offers View Profile and Logout to a signed-in user; Logout revokes the session, clears it and goes home', async () => {
    const { callsTo } = mockFetch({ 'POST /v1/graphql': ME, 'POST /api/auth/signout': () => json({ signedOut: 1 }) });
    signIn();
    const token = localStorage.getItem(STORAGE_KEYS.authToken);
    sessionStorage.setItem(STORAGE_KEYS.chatSessionId, 'chat-1');
    renderApp('/pricing');
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('avatar-button'));
    // A session kept from an earlier visit gets the server's hint that this browser is signed in.
    expect(document.cookie).toContain(`${SIGNED_IN_HINT_COOKIE}=1`);
    await user.click(await screen.findByRole('menuitem', { name: 'View Profile' }));
    expect(await screen.findByTestId('google-account-card')).toHaveTextContent(TEST_USER.email);

    await user.click(screen.getByTestId('avatar-button'));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByTestId('login-button')).toBeInTheDocument();
    expect(await screen.findByTestId('carousel')).toBeInTheDocument();
    for (const key of [STORAGE_KEYS.idToken, STORAGE_KEYS.user, STORAGE_KEYS.authToken]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem(STORAGE_KEYS.chatSessionId)).toBeNull();
    expect(document.cookie).not.toContain(SIGNED_IN_HINT_COOKIE);
    // The server revokes the token too, so a copy of it is worth nothing.
    expect(callsTo('/api/auth/signout').map((call) => call.headers.get('authorization'))).toEqual([`Bearer ${token}`]);
  });

  it('signs out and in together with other tabs', async () => {
    mockFetch({ 'POST /v1/graphql': ME });
    signIn();
    renderApp('/');
    expect(await screen.findByTestId('avatar-button')).toBeInTheDocument();

    localStorage.clear();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.authToken, newValue: null })));
    expect(await screen.findByTestId('login-button')).toBeInTheDocument();

    signIn();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.authToken, newValue: 'x' })));
    expect(await screen.findByTestId('avatar-button')).toBeInTheDocument();
  });

  it('keeps the market choice in shared state and localStorage', async () => {
    mockFetch();
    renderApp('/');
    const user = userEvent.setup();
    const select = screen.getByTestId('market-select');
    expect(select).toHaveTextContent('India');

    await user.click(select);
    const listbox = await screen.findByRole('listbox', { name: 'Market' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['IndiaIN', 'USAUS', 'SingaporeSG', 'DubaiAE']);
    await user.click(within(listbox).getByRole('option', { name: 'USA' }));

    await waitFor(() => expect(select).toHaveTextContent('USA'));
    expect(localStorage.getItem(UI_STORAGE_KEYS.market)).toBe('US');
  });

  it('toggles and remembers dark mode', async () => {
    mockFetch();
    renderApp('/');
    const toggle = screen.getByTestId('theme-toggle');
    expect(toggle).toHaveAccessibleName('Switch to dark mode');
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Switch to light mode');
    expect(localStorage.getItem(UI_STORAGE_KEYS.colorMode)).toBe('dark');
    // The server draws the next page's shell dark too.
    expect(document.cookie).toContain(`${COLOR_MODE_HINT_COOKIE}=dark`);
    await userEvent.click(toggle);
    expect(document.cookie).not.toContain(COLOR_MODE_HINT_COOKIE);
  });

  it('shows the Demo data chip only when the server says so', async () => {
    mockFetch({ '/api/config': () => json({ ...TEST_CONFIG, demoData: true }) });
    renderApp('/');
    expect(await screen.findAllByTestId('demo-data-chip')).not.toHaveLength(0);
  });
});

describe('drawer', () => {
  it('opens from the menu button with MAIN MENU, expands Trading Agent and closes on navigation', async () => {
    mockFetch();
    renderApp('/');
    const user = userEvent.setup();
    expect(screen.queryByTestId('drawer')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('open-drawer'));
    const drawer = await screen.findByTestId('drawer');
    expect(within(drawer).getByText('MAIN MENU')).toBeInTheDocument();
    for (const entry of MAIN_MENU) expect(within(drawer).getByText(entry.label)).toBeInTheDocument();
    expect(within(drawer).queryByText('Indicators')).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Trading Agent' }));
    expect(within(drawer).getByRole('link', { name: 'Indicators' })).toHaveAttribute(
      'href',
      '/tradingagent/indicators',
    );
    expect(within(drawer).getByRole('link', { name: 'Strategies' })).toHaveAttribute(
      'href',
      '/tradingagent/strategies',
    );

    await user.click(within(drawer).getByRole('link', { name: 'Feedback' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('drawer')).not.toBeInTheDocument());
  });

  it('shows the display name and Portfolio Manager to a signed-in user', async () => {
    mockFetch({
      'POST /v1/graphql': () => json({ data: { me: { id: 'u1', email: TEST_USER.email, name: null, picture: null } } }),
    });
    signIn({ ...TEST_USER, displayName: null });
    renderApp('/');
    await userEvent.click(screen.getByTestId('open-drawer'));
    const drawer = await screen.findByTestId('drawer');
    expect(within(drawer).getByText('User')).toBeInTheDocument();
    expect(within(drawer).getByText('Portfolio Manager')).toBeInTheDocument();
  });
});

describe('chat button and footer', () => {
  it('links to the assistant and hides on /assistant', async () => {
    mockFetch();
    renderApp('/');
    const fab = screen.getByTestId('chat-fab');
    expect(fab).toHaveAttribute('href', '/assistant');
    await userEvent.click(fab);
    // The assistant screen is lazy and large: give its first load longer than the default wait.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Capital Markets Research Agent' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('chat-fab')).not.toBeInTheDocument();
  }, 30_000);

  it('links the legal pages, Contact, the contact email and the copyright', async () => {
    mockFetch();
    renderApp('/about');
    const footer = screen.getByRole('contentinfo');
    for (const [label, path] of [['Terms of Service', '/terms'], ['Privacy Policy', '/privacy'], ['Cookie Policy', '/cookies']]) {
      expect(within(footer).getByRole('link', { name: label })).toHaveAttribute('href', path);
    }
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(await within(footer).findByRole('link', { name: TEST_CONFIG.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${TEST_CONFIG.contactEmail}`,
    );
    expect(within(footer).getByText(/private limited company/)).toBeInTheDocument();
    expect(within(footer).getByTestId('copyright')).toHaveTextContent(`© ${new Date().getFullYear()} Sanchay`);
  });
});
