import { CHAT_MESSAGES, clarifyChoiceMarkdown } from '@sanchay/core';
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

  it('shows the restated question on top and clarification choices as chips that ask in the same chat', async () => {
    signIn();
    history = [];
    const asked: { question: string; chat: string }[] = [];
    mockFetch(
      handlers((request) => {
        const body = request.body as { chatSessionId: string; messages: { role: string; content: string }[] };
        const question = body.messages.at(-1)!.content;
        asked.push({ question, chat: body.chatSessionId });
        const item = (response: string) => ({ response, chat_id: null, chat_uuid: body.chatSessionId, done: false, error: null });
        const done = { response: '', chat_id: `id-${asked.length}`, chat_uuid: body.chatSessionId, done: true, error: null };
        if (asked.length === 1) {
          return sse([
            item('"sbi" fits more than one company\n'),
            item('Did you mean State Bank of India (SBIN) or SBI Life Insurance Company Limited (SBILIFE)?\n'),
            item([clarifyChoiceMarkdown({ label: 'State Bank of India (SBIN)', question: 'SBIN pe' }), clarifyChoiceMarkdown({ label: 'SBI Life Insurance Company Limited (SBILIFE)', question: 'SBILIFE pe' })].join('\n')),
            done,
          ]);
        }
        return sse([item('Price to earning of SBIN\n'), item('| Company | P/E |\n|---|---:|\n| State Bank of India | 9.5 |'), done]);
      }),
    );
    renderWithProviders(<AssistantPage />, { route: '/assistant' });
    await waitFor(() => expect(box()).toBeEnabled());
    fireEvent.change(box(), { target: { value: 'sbi pe' } });
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    const answer = await screen.findByTestId('message-assistant');
    expect(await within(answer).findByTestId('restated')).toHaveTextContent('"sbi" fits more than one company');
    const chips = await within(answer).findAllByTestId('clarify-choice');
    expect(chips.map((chip) => chip.textContent)).toEqual(['State Bank of India (SBIN)', 'SBI Life Insurance Company Limited (SBILIFE)']);
    await waitFor(() => expect(box()).toBeEnabled());
    fireEvent.click(chips[0]!);
    await waitFor(() => expect(screen.getAllByTestId('message-assistant')).toHaveLength(2));
    expect(asked.map((a) => a.question)).toEqual(['sbi pe', 'SBIN pe']);
    expect(asked[1]!.chat).toBe(asked[0]!.chat);
    const second = screen.getAllByTestId('message-assistant')[1]!;
    await waitFor(() => expect(within(second).getByRole('table')).toBeInTheDocument());
    expect(within(second).getByTestId('restated')).toHaveTextContent('Price to earning of SBIN');
    expect(within(screen.getAllByTestId('message-user')[1]!).getByText('SBIN pe')).toBeInTheDocument();
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
