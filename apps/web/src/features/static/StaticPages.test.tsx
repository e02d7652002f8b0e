import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, TEST_CONFIG } from '../../test/fetchMock';
import { renderApp, signIn, TEST_USER } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('static pages', () => {
  it('Contact shows only the admin address, as a mailto link', async () => {
    mockFetch();
    renderApp('/contact');
    const link = await screen.findByTestId('contact-email');
    expect(link).toHaveTextContent(TEST_CONFIG.contactEmail);
    expect(link).toHaveAttribute('href', `mailto:${TEST_CONFIG.contactEmail}`);
  });

  it('Privacy lists consent, collection, safeguards and changes', async () => {
    mockFetch();
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Consent', 'Information we collect', 'How we protect it', 'Changes to this policy']),
    );
    expect(screen.getByText(/name and email address/)).toBeInTheDocument();
  });

  it('Terms of Service and the Cookie Policy are pages of their own', async () => {
    mockFetch();
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(screen.getByRole('heading', { level: 2, name: 'Information, not advice' })).toBeInTheDocument();
    expect(screen.getByText(/never places an order/)).toBeInTheDocument();
  });

  it('the Cookie Policy names the cookies and storage the app really uses', async () => {
    mockFetch();
    renderApp('/cookies');
    await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' });
    expect(screen.getByText(/sanchay_signed_in/)).toBeInTheDocument();
    expect(screen.getByText(/sanchay_color_mode/)).toBeInTheDocument();
    expect(screen.getByText(/AUTH_TOKEN/)).toBeInTheDocument();
  });

  it('About names the Bengaluru start-up and the self-hosted enterprise offer', async () => {
    mockFetch();
    renderApp('/about');
    expect(await screen.findByText(/Bengaluru-based/)).toBeInTheDocument();
    expect(screen.getAllByText(/never goes to/).length).toBeGreaterThan(0);
  });
});

describe('profile page', () => {
  it('asks a visitor to sign in, also to connect Telegram', async () => {
    mockFetch();
    renderApp('/profile');
    expect(await screen.findByTestId('profile-sign-in')).toBeInTheDocument();
    expect(screen.queryByTestId('google-account-card')).not.toBeInTheDocument();
    expect(screen.getByTestId('telegram-card')).toHaveTextContent('Connect Your Telegram');
  });

  it('shows the Google account of a signed-in user', async () => {
    mockFetch({ 'POST /v1/graphql': () => new Response(JSON.stringify({ data: { me: null } })) });
    signIn();
    renderApp('/profile');
    const card = await screen.findByTestId('google-account-card');
    expect(card).toHaveTextContent(TEST_USER.displayName ?? '');
    expect(card).toHaveTextContent(TEST_USER.email);
  });
});
