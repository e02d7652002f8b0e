import { CHAT_MESSAGES } from '@sanchay/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedRequest } from '../../test/fetchMock';
import { renderWithProviders, signIn } from '../../test/render';
import AssistantPage from './AssistantPage';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

/** An SSE answer whose lines arrive one by one. */
function sse(items: object[]): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const item of items) {
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(item)}\n\n`));
        await new Promise((r) => setTimeout(r, 5));
      }
      controller.close();
    },
  });
  return new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

let history: { id: string; title: string; createdAt: string }[] = [];
function graphqlHandler(request: RecordedRequest) {
  const query = (request.body as { query: string }).query;
  if (query.includes('userChats')) return json({ data: { userChats: history } });
  if (query.includes('savedPrompts')) return json({ data: { savedPrompts: [] } });
  return json({ data: {} });
}

const handlers = (reasoning: (request: RecordedRequest) => Response) => ({
  'POST /v1/graphql': graphqlHandler,
  'GET /api/agents/research/chatpromptcategories': () => json({ financials: [{ dataset_name: 'income_statement', fields: ['revenue'] }] }),
  'GET /api/agents/research/chatkeywords': () => json(['Market Capitalization']),
  'POST /api/agents/research/reasoning': reasoning,
});

const box = () => screen.getByRole('textbox', { name: 'Your question' });

describe('AssistantPage', () => {
  it('signed out: asks to sign in and the input is disabled', async () => {
    mockFetch(handlers(() => json({}, 500)));
    renderWithProviders(<AssistantPage />, { route: '/assistant' });
    expect(await screen.findByText(/Sign In needed/)).toBeInTheDocument();
    expect(box()).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Capital Markets Research Agent' })).toBeInTheDocument();
    expect(screen.getByTestId('chat-title')).toHaveTextContent('New Chat');
  });

  it('streams the answer into one assistant message, then refreshes the chat list', async () => {
    signIn();
    history = [];
    const uuid = '11111111-2222-4333-8444-555555555555';
    const fetch = mockFetch(
      handlers((request) => {
        const body = request.body as { chatSessionId: string; activity: string; messages: { role: string; content: string }[]; country: string };
        expect(request.headers.get('Authorization')).toBe('Bearer session-token-1');
        expect(body.activity).toBe('capital_market_chat');
        expect(body.country).toBe('IN');
        expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'top companies' });
        history = [{ id: body.chatSessionId, title: 'top companies', createdAt: new Date().toISOString() }];
        return sse([
          { response: 'Two companies match.\n', chat_id: null, chat_uuid: body.chatSessionId, done: false, error: null },
          { response: '| Company | Mcap |\n|---|---:|\n| Alpha | 10 |', chat_id: null, chat_uuid: body.chatSessionId, done: false, error: null },
          { response: '', chat_id: uuid, chat_uuid: body.chatSessionId, done: true, error: null },
        ]);
      }),
    );
    renderWithProviders(<AssistantPage />, { route: '/assistant' });
    await waitFor(() => expect(box()).toBeEnabled());
    expect(screen.getByTestId('chat-title')).toHaveTextContent('New Chat');
    fireEvent.change(box(), { target: { value: 'top companies' } });
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    const answer = await screen.findByTestId('message-assistant');
    await waitFor(() => expect(within(answer).getByRole('table')).toBeInTheDocument());
    expect(within(answer).getByText('Two companies match.')).toBeInTheDocument();
    expect(within(answer).getByText('Assistant')).toBeInTheDocument();
    expect(within(screen.getByTestId('message-user')).getByText('You')).toBeInTheDocument();
    expect(await within(answer).findByRole('button', { name: 'Save as Report' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('chat-history-item')).toHaveLength(1));
    expect(fetch.callsTo('/api/agents/research/reasoning')).toHaveLength(1);
  });

  it('shows "Not authorized" for a refused stream and an item\'s own error', async () => {
    signIn();
    let call = 0;
    mockFetch(
      handlers(() => {
        call++;
        if (call === 1) return json({ error: 'unauthorized', message: 'Not authorized' }, 401);
        return sse([{ response: '', chat_id: null, chat_uuid: null, done: true, error: CHAT_MESSAGES.assistantFailed }]);
      }),
    );
    renderWithProviders(<AssistantPage />, { route: '/assistant' });
    await waitFor(() => expect(box()).toBeEnabled());
    fireEvent.change(box(), { target: { value: 'one' } });
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText(CHAT_MESSAGES.notAuthorized)).toBeInTheDocument();
    await waitFor(() => expect(box()).toBeEnabled());
    fireEvent.change(box(), { target: { value: 'two' } });
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText(CHAT_MESSAGES.assistantFailed)).toBeInTheDocument();
  });

  it('search filters chat titles case-insensitively', async () => {
    signIn();
    history = [
      { id: 'a', title: 'Banks with high ROE', createdAt: new Date().toISOString() },
      { id: 'b', title: 'IT stocks', createdAt: new Date().toISOString() },
    ];
    mockFetch(handlers(() => json({}, 500)));
    renderWithProviders(<AssistantPage />, { route: '/assistant' });
    await waitFor(() => expect(screen.getAllByTestId('chat-history-item')).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: 'Search chats' })[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Search by title'), { target: { value: 'bANKS' } });
    expect(within(dialog).getByText('Banks with high ROE')).toBeInTheDocument();
    expect(within(dialog).queryByText('IT stocks')).toBeNull();
  });
});
