import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderApp, signIn } from '../../test/render';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const ADMIN = { '/api/admin/access': () => json({ admin: true, email: 'asha@example.com', fmpConfigured: false }) };
const NO_SAVED = { '/v1/graphql': () => json({ data: { userConfigs: [] } }) };

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('prompt test screen', () => {
  it('sends the prompt and query to POST /api/chat/reasoning and shows the answer and the time taken', async () => {
    const fetch = mockFetch({
      ...ADMIN,
      ...NO_SAVED,
      'POST /api/chat/reasoning': () => json({ response: '**TCS** and Infosys match.', mode: 'builtin', model: null, timeTakenMs: 420 }),
    });
    signIn();
    renderApp('/promptInstruct');
    await screen.findByRole('button', { name: 'SEND' });
    type('Prompt name', 'IT screen');
    type('Prompt', 'Answer in one line.');
    type('Query', 'Sector = IT AND Price to earning < 30');
    fireEvent.click(screen.getByRole('button', { name: 'SEND' }));

    await waitFor(() => expect(screen.getByTestId('prompt-response')).toHaveValue('**TCS** and Infosys match.'));
    expect(screen.getByTestId('prompt-time-taken')).toHaveTextContent(/^Time taken: \d+\.\d\d s \(server 0\.42 s\) · built-in engine$/);
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByTestId('prompt-preview').querySelector('strong')).toHaveTextContent('TCS');
    const [sent] = fetch.callsTo('/api/chat/reasoning');
    expect(sent!.method).toBe('POST');
    expect(sent!.headers.get('Authorization')).toBe('Bearer session-token-1');
    expect(sent!.body).toEqual({
      distilledModel: 'reasoning_dseek',
      llm: 'reasoning_dseek',
      singleShotPrompt: 'Answer in one line.',
      streaming: false,
      messages: [{ role: 'user', content: 'Sector = IT AND Price to earning < 30' }],
    });
  });

  it("shows the server's error message", async () => {
    mockFetch({
      ...ADMIN,
      ...NO_SAVED,
      'POST /api/chat/reasoning': () => json({ error: 'llm_unreachable', message: 'The language model server could not be reached.' }, 502),
    });
    signIn();
    renderApp('/promptInstruct');
    await screen.findByRole('button', { name: 'SEND' });
    type('Query', 'hello');
    fireEvent.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByTestId('prompt-error')).toHaveTextContent('The language model server could not be reached.');
    expect(screen.getByTestId('prompt-response')).toHaveValue('');
  });

  it('asks for a query before testing, and saves a named prompt with savePrompt', async () => {
    const fetch = mockFetch({
      ...ADMIN,
      '/v1/graphql': (request) => {
        const body = request.body as { query: string; variables: Record<string, string> };
        if (body.query.includes('upsertUserConfig')) return json({ data: { upsertUserConfig: { key: body.variables.key } } });
        return json({ data: { userConfigs: [] } });
      },
    });
    signIn();
    renderApp('/promptInstruct');
    await screen.findByRole('button', { name: 'SEND' });
    fireEvent.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('Write a query to test the prompt with.')).toBeInTheDocument();
    expect(fetch.callsTo('/api/chat/reasoning')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'savePrompt' }));
    type('Prompt name', 'Value picks!');
    type('Prompt', 'List value stocks.');
    fireEvent.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('Prompt saved as Value picks!.')).toBeInTheDocument();
    const upsert = fetch.callsTo('/v1/graphql').find((r) => (r.body as { query: string }).query.includes('upsertUserConfig'))!;
    const variables = (upsert.body as { variables: { key: string; value: string } }).variables;
    expect(variables.key).toBe('prompt:value-picks');
    expect(JSON.parse(variables.value)).toEqual({ name: 'Value picks!', prompt: 'List value stocks.', query: '', model: 'reasoning_dseek' });
  });

  it('shows an "admins only" screen to people who are not admins', async () => {
    const fetch = mockFetch({
      '/api/admin/access': () => json({ error: 'forbidden', message: 'This screen is for administrators only. Ask an admin to add asha@example.com to ADMIN_EMAILS.' }, 403),
    });
    signIn();
    renderApp('/promptInstruct');
    const card = await screen.findByTestId('admin-gate-refused');
    expect(card).toHaveTextContent('Admins only');
    expect(card).toHaveTextContent('This screen is for administrators only.');
    expect(screen.queryByRole('button', { name: 'SEND' })).not.toBeInTheDocument();
    expect(fetch.callsTo('/api/chat/reasoning')).toHaveLength(0);
  });

  it('asks visitors to sign in', async () => {
    mockFetch({});
    renderApp('/promptInstruct');
    expect(await screen.findByTestId('admin-gate-sign-in')).toHaveTextContent('Sign in');
  });
});
