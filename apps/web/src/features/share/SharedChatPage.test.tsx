import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import SharedChatPage from './SharedChatPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const uuid = '11111111-2222-4333-8444-555555555555';
const page = () =>
  renderWithProviders(
    <Routes>
      <Route path="/share/:uuid" element={<SharedChatPage />} />
    </Routes>,
    { route: `/share/${uuid}` },
  );

describe('SharedChatPage', () => {
  it('shows the shared conversation read-only, without sign-in', async () => {
    const fetch = mockFetch({
      'GET /api/chat/view': () =>
        json([
          { id: 'r1', chat_uuid: uuid, chat_title: 'Big banks', text_content_user_query: 'largest banks', text_content_assistant_formatted_response: 'Two banks.\n\n| Bank | Mcap |\n|---|---:|\n| HDFC | 10 |', is_first: true, created_at: '2026-11-20T10:00:00Z' },
        ]),
    });
    page();
    expect(await screen.findByRole('heading', { name: 'Big banks' })).toBeInTheDocument();
    // The markdown renderer is its own chunk: the table follows the plain text a moment later.
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByText('largest banks')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as Report' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    const call = fetch.callsTo('/api/chat/view')[0]!;
    expect(call.url).toContain(`chat_uuid=${uuid}`);
    expect(call.headers.get('Authorization')).toBeNull();
  });

  it('says so when the chat is not shared', async () => {
    mockFetch({ 'GET /api/chat/view': () => json({ error: 'not_found', message: 'Chat not found.' }, 404) });
    page();
    expect(await screen.findByText(/This chat is not shared, or the link is wrong/)).toBeInTheDocument();
  });
});
