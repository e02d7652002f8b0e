import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedRequest } from '../../test/fetchMock';
import { renderApp, signIn, TEST_USER } from '../../test/render';
import type { AppNotification } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ITEMS: AppNotification[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'dip_alert',
    title: 'NIFTYBEES is down 2.60%',
    body: 'NIFTYBEES (Nifty 50) fell 2.60% from the previous close of ₹250.00 to ₹243.50. Your ₹5,000 buys 20 units at ₹243.50.',
    link: '/trade?i=NIFTYBEES%20Current%20243.50&price=243.50&quantity=20&reportedPrice=243.50',
    createdAt: '2026-03-10T10:20:00Z',
    readAt: null,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    kind: 'dip_alert',
    title: 'BANKBEES is down 3.00%',
    body: 'Older one',
    link: null,
    createdAt: '2026-03-09T10:20:00Z',
    readAt: '2026-03-09T11:00:00Z',
  },
];

/** The notificationState subscription's SSE answer: one event per state, then the stream ends. */
const sse = (...states: { unreadCount: number; newest: AppNotification | null }[]) =>
  new Response(states.map((s) => `event: next\ndata: ${JSON.stringify({ data: { notificationState: s } })}\n\n`).join(''), {
    headers: { 'Content-Type': 'text/event-stream' },
  });

function setup(subscription?: () => Response) {
  const marked: unknown[] = [];
  let unread = 1;
  const fetchMock = mockFetch({
    'POST /v1/graphql': (request: RecordedRequest) => {
      const { query, variables } = request.body as { query: string; variables: Record<string, unknown> };
      if (query.startsWith('subscription')) return subscription ? subscription() : sse({ unreadCount: unread, newest: ITEMS[0]! });
      if (query.includes('markNotificationsRead')) {
        marked.push(variables);
        unread = 0;
        return json({ data: { markNotificationsRead: [ITEMS[0]!.id] } });
      }
      if (query.includes('unreadNotificationCount')) return json({ data: { unreadNotificationCount: unread } });
      if (query.includes('notifications(')) return json({ data: { notifications: ITEMS } });
      return json({ data: { me: { id: 'u1', email: TEST_USER.email, name: TEST_USER.displayName, picture: null } } });
    },
  });
  return { fetchMock, marked };
}

describe('the notification bell', { timeout: 20_000 }, () => {
  it('is not shown to visitors', async () => {
    setup();
    renderApp('/about');
    await screen.findByTestId('login-button');
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
  });

  it('shows the unread count, lists notifications, and on click marks read and opens the link', async () => {
    const { marked } = setup();
    signIn();
    renderApp('/about');
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(within(bell).getByTestId('notification-badge')).toHaveTextContent('1'));
    expect(bell).toHaveAccessibleName('Notifications, 1 unread');

    await userEvent.click(bell);
    const items = await screen.findAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('NIFTYBEES is down 2.60%');
    expect(items[0]).toHaveTextContent('Your ₹5,000 buys 20 units');

    await userEvent.click(items[0]!);
    await waitFor(() => expect(marked).toEqual([{ ids: [ITEMS[0]!.id] }]));
    // The trade route opened (whatever it shows); the badge refreshes to zero.
    await waitFor(() => expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications'));
    expect(screen.queryByText(/Bengaluru-based/)).not.toBeInTheDocument();
  });

  it('marks all read', async () => {
    const { marked } = setup();
    signIn();
    renderApp('/about');
    await userEvent.click(await screen.findByTestId('notification-bell'));
    await screen.findAllByTestId('notification-item');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(marked).toEqual([{}]));
  });

  it('keeps the badge current from the subscription (SSE) instead of polling', async () => {
    const fresh: AppNotification = { ...ITEMS[0]!, id: '33333333-3333-4333-8333-333333333333', title: 'JUNIORBEES is down 2.20%' };
    let opened = 0;
    const { fetchMock } = setup(() => {
      opened++;
      return opened === 1 ? sse({ unreadCount: 1, newest: ITEMS[0]! }, { unreadCount: 4, newest: fresh }) : new Response('', { status: 503 });
    });
    signIn();
    renderApp('/about');
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(within(bell).getByTestId('notification-badge')).toHaveTextContent('4'));
    expect(bell).toHaveAccessibleName('Notifications, 4 unread');
    const subscribe = fetchMock.requests.find((r) => String((r.body as { query?: string } | undefined)?.query).startsWith('subscription'))!;
    expect(subscribe.headers.get('Accept')).toBe('text/event-stream');
    const countCalls = fetchMock.requests.filter((r) => String((r.body as { query?: string } | undefined)?.query).includes('unreadNotificationCount'));
    expect(countCalls).toHaveLength(0); // no query and no polling while the subscription works
  });
});
