import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signIn, type SignedIn, type TestApp } from '../../../test/support';
import { ask, makeCompanies } from '../../../test/factories/chatTestSupport';
import { collectNumbers, guardNumbers, UNVERIFIED_NUMBER } from './numberGuard';
import { type FakeLlmServer, startFakeLlmServer } from '../../../test/fakes/fakeLlmServer';

let fake: FakeLlmServer;
let t: TestApp;
let user: SignedIn;
let symbols: { a: string; b: string };

beforeAll(async () => {
  fake = await startFakeLlmServer();
  t = await createTestApp({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_API_KEY: 'sk-test', LLM_TIMEOUT_MS: '400' });
  symbols = await makeCompanies(t.services.database.db);
  user = await signIn(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => {
  fake.requests.length = 0;
});

const MESSAGES = `query($u: String!) { chatMessages(chatUuid: $u) { messages { role content id } } }`;

describe('LLM mode', () => {
  it('answers a question the compiler fully accounts for without the model', async () => {
    fake.script = [{ kind: 'text', text: 'The model should not have been asked.' }];
    const answer = await ask(t.app, user.token, randomUUID(), `compare ${symbols.a} and ${symbols.b} on market cap`);
    expect(fake.requests).toHaveLength(0);
    expect(answer.items[0]!.response).toBe(`${symbols.a} and ${symbols.b} compared on Market cap\n`);
    expect(answer.text).toContain(symbols.b);
  });

  it('a question the compiler cannot account for goes to the model, whose tool call the engine runs', async () => {
    fake.script = [
      { kind: 'tool', name: 'compare_companies', args: { symbols: [symbols.a, symbols.b], metrics: ['Market Capitalization'] } },
      { kind: 'text', text: `${symbols.a} is the larger of the two by market capitalisation.\nBoth trade on NSE.` },
    ];
    const chat = randomUUID();
    const question = `Which of ${symbols.a} or ${symbols.b} has the sturdier franchise?`;
    expect((await t.services.research.answer(question)).kind).not.toBe('table');
    const answer = await ask(t.app, user.token, chat, question);
    expect(answer.status).toBe(200);
    expect(answer.done).toMatchObject({ done: true, error: null });
    // The model got the tools, the key, and then the tool's result.
    expect(fake.requests[0]!.model).toBe('fake-model');
    expect(fake.requests[0]!.stream).toBe(true);
    expect(fake.requests[0]!.tools!.map((tool) => tool.function.name)).toContain('compare_companies');
    const toolMessage = fake.requests[1]!.messages.find((m) => m.role === 'tool');
    expect(toolMessage?.tool_call_id).toBe('call_fake_1');
    expect(toolMessage?.content).toContain(symbols.a);
    // Prose first, then the engine's table exactly as the built-in engine renders it.
    expect(answer.text.startsWith(`${symbols.a} is the larger`)).toBe(true);
    const builtin = await t.services.research.runPlan(
      (await t.services.research.callTool('compare_companies', { symbols: [symbols.a, symbols.b], metrics: ['Market Capitalization'] })).plan as never,
    );
    expect(answer.text).toContain(builtin.markdown.trim());
    // Saved with the tool's plan, so Run works on it.
    const id = answer.done!.chat_id!;
    await graphql(t.app, `mutation($id: ID!) { saveChatReport(chatId: $id, title: "LLM") { id } }`, { id }, user.token);
    const run = await t.app.inject({ method: 'POST', url: '/api/chat/runPrompt', headers: { authorization: `Bearer ${user.token}` }, payload: { chat_id: id } });
    expect(run.statusCode).toBe(200);
    expect((run.json() as unknown[]).length).toBe(2);
  });

  it('replaces numbers in the prose that no tool result holds, and says so', async () => {
    fake.script = [
      { kind: 'tool', name: 'compare_companies', args: { symbols: [symbols.a], metrics: ['Market Capitalization'] } },
      { kind: 'text', text: `Its market cap is 55,000 crore and it will grow 37.5% next year.` },
    ];
    const answer = await ask(t.app, user.token, randomUUID(), `How sturdy is ${symbols.a}?`);
    expect(answer.text).toContain('55,000 crore');
    expect(answer.text).not.toContain('37.5');
    expect(answer.text).toContain(UNVERIFIED_NUMBER);
    expect(answer.text).toMatch(/one figure the model wrote did not come from the data/);
  });

  for (const [label, reply] of [
    ['a 5xx answer', { kind: 'status', status: 503 }],
    ['a malformed stream', { kind: 'garbage' }],
    ['a stream cut mid-answer', { kind: 'cut' }],
    ['a timeout', { kind: 'hang' }],
  ] as const) {
    it(`falls back to the built-in engine on ${label}, and says so`, async () => {
      fake.script = [reply];
      const chat = randomUUID();
      const answer = await ask(t.app, user.token, chat, `how sturdy are ${symbols.a} and ${symbols.b}`);
      expect(answer.status).toBe(200);
      expect(answer.items[0]!.response).toMatch(/^_The language model is unavailable \(.+\), so this answer comes from the built-in research engine\._/);
      expect(answer.text).toContain(symbols.b);
      expect(answer.done).toMatchObject({ done: true, error: null });
      const stored = await graphql(t.app, MESSAGES, { u: chat }, user.token);
      expect(stored.body.data!.chatMessages.messages[1].content).toBe(answer.text);
    });
  }

  it('falls back when the model server refuses connections', async () => {
    const down = await createTestApp({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_TIMEOUT_MS: '2000' });
    try {
      const someone = await signIn(down.app);
      // A question the built-in compiler cannot read, so it goes to the (unreachable) model.
      const answer = await ask(down.app, someone.token, randomUUID(), `how sturdy are ${symbols.a} and ${symbols.b}`);
      expect(answer.items[0]!.response).toMatch(/could not be reached/);
      expect(answer.text).toContain(symbols.b);
    } finally {
      await down.close();
    }
  });

  it('the prompt test call is for administrators and works in LLM mode', async () => {
    fake.script = [{ kind: 'text', text: 'Ask me about listed companies.' }];
    const refused = await t.app.inject({ method: 'POST', url: '/api/chat/reasoning', headers: { authorization: `Bearer ${user.token}` }, payload: { messages: [{ role: 'user', content: 'hi' }] } });
    expect(refused.statusCode).toBe(403);
    const admin = await createTestApp({ LLM_BASE_URL: fake.baseUrl, ADMIN_EMAILS: 'boss@example.com' });
    try {
      const boss = await signIn(admin.app, 'boss@example.com');
      const result = await admin.app.inject({
        method: 'POST',
        url: '/api/chat/reasoning',
        headers: { authorization: `Bearer ${boss.token}` },
        payload: { distilledModel: 'tiny', llm: 'fake-model-2', singleShotPrompt: 'Be terse.', streaming: false, messages: [{ role: 'user', content: 'hello there' }] },
      });
      expect(result.statusCode).toBe(200);
      expect(result.json()).toMatchObject({ response: 'Ask me about listed companies.', mode: 'llm', source: 'llm', model: 'fake-model-2' });
      const sent = fake.requests.at(-1)!;
      expect(sent.model).toBe('fake-model-2');
      expect(sent.messages[0]).toMatchObject({ role: 'system', content: 'Be terse.' });
    } finally {
      await admin.close();
    }
  });
});

describe('number guard', () => {
  it('keeps numbers from the data (also rounded) and list markers, replaces the rest', () => {
    const known = collectNumbers('| TCS | 1,234.567 | 23.5 | as of 2026-03-10');
    const { text, removed } = guardNumbers('1. TCS has 1,234.57 and 23.5, up 99 in 2026.\n2. Nothing else.', known);
    expect(text).toBe(`1. TCS has 1,234.57 and 23.5, up ${UNVERIFIED_NUMBER} in 2026.\n2. Nothing else.`);
    expect(removed).toBe(1);
  });
});
