import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signIn, type SignedIn, type TestApp } from '../../test/support';
import { ask, makeCompanies } from '../../test/factories/chatTestSupport';

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let symbols: { a: string; b: string };

beforeAll(async () => {
  t = await createTestApp();
  symbols = await makeCompanies(t.services.database.db);
  alice = await signIn(t.app);
  bob = await signIn(t.app);
});
afterAll(() => t.close());

const compareQuestion = () => `compare ${symbols.a}, ${symbols.b}: Market Capitalization`;

const HISTORY = `query { userChats { id title createdAt } }`;
const MESSAGES = `query($u: String!) { chatMessages(chatUuid: $u) { chatUuid shared messages { role content id chat_uuid is_alert_set chat_title } } }`;

describe('POST /api/agents/research/reasoning', () => {
  it('streams the lead first, then the table, and stores the exchange with its plan', async () => {
    const chat = randomUUID();
    const answer = await ask(t.app, alice.token, chat, compareQuestion());
    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('text/event-stream');
    expect(answer.items.length).toBeGreaterThan(2);
    expect(answer.items.every((i) => i.chat_uuid === chat && i.error === null)).toBe(true);
    expect(answer.done).toMatchObject({ done: true, error: null, chat_uuid: chat });
    expect(answer.done?.chat_id).toMatch(/^[0-9a-f-]{36}$/);
    // The table arrives in pieces after the lead; the rows name both companies.
    expect(answer.items[0]!.response).not.toContain('|');
    expect(answer.text).toContain(symbols.a);
    expect(answer.text).toMatch(/\|.*\|/);

    const messages = await graphql(t.app, MESSAGES, { u: chat }, alice.token);
    const list = messages.body.data!.chatMessages.messages;
    expect(list.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(list[0].content).toBe(compareQuestion());
    expect(list[1].content).toBe(answer.text);
    expect(list[1].id).toBe(answer.done!.chat_id);
  });

  it('keeps a conversation oldest first and lists conversations newest first by their first message', async () => {
    const first = randomUUID();
    const second = randomUUID();
    await ask(t.app, bob.token, first, compareQuestion());
    await ask(t.app, bob.token, first, `compare ${symbols.b}: Market Capitalization`);
    await ask(t.app, bob.token, second, `compare ${symbols.a}: Market Capitalization`);
    const history = await graphql(t.app, HISTORY, {}, bob.token);
    const ids = history.body.data!.userChats.map((c: { id: string }) => c.id);
    expect(ids.slice(0, 2)).toEqual([second, first]);
    expect(history.body.data!.userChats[1].title).toBe(compareQuestion());
    const convo = await graphql(t.app, MESSAGES, { u: first }, bob.token);
    const users = convo.body.data!.chatMessages.messages.filter((m: { role: string }) => m.role === 'user');
    expect(users.map((m: { content: string }) => m.content)).toEqual([compareQuestion(), `compare ${symbols.b}: Market Capitalization`]);
  });

  it('refuses signed-out requests, a missing session id, and blank input', async () => {
    const out = await ask(t.app, null, randomUUID(), 'anything');
    expect(out.status).toBe(401);
    expect(out.json().message).toBe(CHAT_MESSAGES.notAuthorized);
    const noSession = await ask(t.app, alice.token, undefined, 'top companies');
    expect(noSession.status).toBe(400);
    expect(noSession.json().message).toBe(CHAT_MESSAGES.sessionNotFound);
    const blank = await ask(t.app, alice.token, randomUUID(), '   \n ');
    expect(blank.status).toBe(400);
  });

  it('cuts a question to 1000 characters before storing it', async () => {
    const chat = randomUUID();
    const long = `${compareQuestion()} ${'x'.repeat(1500)}`;
    const answer = await ask(t.app, alice.token, chat, long);
    expect(answer.status).toBe(200);
    const convo = await graphql(t.app, MESSAGES, { u: chat }, alice.token);
    expect(convo.body.data!.chatMessages.messages[0].content).toHaveLength(1000);
  });

  it('an answer the engine cannot give still streams and is stored', async () => {
    const chat = randomUUID();
    const answer = await ask(t.app, alice.token, chat, 'what is the meaning of life qqq');
    expect(answer.status).toBe(200);
    expect(answer.done?.done).toBe(true);
    expect(answer.text.length).toBeGreaterThan(10);
  });
});

describe('reports, rename, delete', () => {
  it('saves as report and removes it; renames and deletes a conversation', async () => {
    const chat = randomUUID();
    const answer = await ask(t.app, alice.token, chat, compareQuestion());
    const id = answer.done!.chat_id!;
    const saved = await graphql(t.app, `mutation($id: ID!, $u: String, $t: String!) { saveChatReport(chatId: $id, chatUuid: $u, title: $t) { id is_alert_set chat_title } }`, { id, u: chat, t: 'Alpha vs Beta' }, alice.token);
    expect(saved.body.data!.saveChatReport).toEqual({ id, is_alert_set: true, chat_title: 'Alpha vs Beta' });
    const prompts = await graphql(t.app, `{ savedPrompts { id title chatUuid runnable } }`, {}, alice.token);
    expect(prompts.body.data!.savedPrompts).toContainEqual({ id, title: 'Alpha vs Beta', chatUuid: chat, runnable: true });
    const unsaved = await graphql(t.app, `mutation($id: ID!) { unsaveChatReport(chatId: $id) { is_alert_set } }`, { id }, alice.token);
    expect(unsaved.body.data!.unsaveChatReport.is_alert_set).toBe(false);
    const empty = await graphql(t.app, `mutation($id: ID!, $t: String!) { saveChatReport(chatId: $id, title: $t) { id } }`, { id, t: '   ' }, alice.token);
    expect(empty.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    expect((await graphql(t.app, `mutation($u: String!) { renameChat(chatUuid: $u, title: "Autos") }`, { u: chat }, alice.token)).body.data!.renameChat).toBe(true);
    const history = await graphql(t.app, HISTORY, {}, alice.token);
    expect(history.body.data!.userChats.find((c: { id: string }) => c.id === chat).title).toBe('Autos');
    expect((await graphql(t.app, `mutation($u: String!) { deleteChat(chatUuid: $u) }`, { u: chat }, alice.token)).body.data!.deleteChat).toBe(true);
    const gone = await graphql(t.app, MESSAGES, { u: chat }, alice.token);
    expect(gone.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('run a saved prompt', () => {
  it('re-executes the stored plan and answers rows', async () => {
    const chat = randomUUID();
    const answer = await ask(t.app, alice.token, chat, compareQuestion());
    const id = answer.done!.chat_id!;
    await graphql(t.app, `mutation($id: ID!) { saveChatReport(chatId: $id, title: "Run me") { id } }`, { id }, alice.token);
    const run = await t.app.inject({ method: 'POST', url: '/api/chat/runPrompt', headers: { authorization: `Bearer ${alice.token}` }, payload: { chat_id: id, chat_uuid: chat, email: bob.user.email } });
    expect(run.statusCode).toBe(200);
    const rows = run.json() as Record<string, unknown>[];
    expect(rows.length).toBe(2);
    expect(JSON.stringify(rows)).toContain(symbols.a);
    // Keyed by the answer's own column labels, units included, not by the engine's field names.
    for (const key of Object.keys(rows[0]!)) expect(answer.text).toContain(`${key} |`);
    expect(Object.keys(rows[0]!).some((key) => key.endsWith('(Rs Cr)'))).toBe(true);
    expect(Object.keys(rows[0]!).some((key) => key.includes('_'))).toBe(false);
    const bad = await t.app.inject({ method: 'POST', url: '/api/chat/runPrompt', headers: { authorization: `Bearer ${alice.token}` }, payload: { chat_id: 'nope' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('share and the shared view', () => {
  it('shares a conversation, shows it signed out, and revoking hides it again', async () => {
    const chat = randomUUID();
    await ask(t.app, alice.token, chat, compareQuestion());
    const before = await t.app.inject({ method: 'GET', url: `/api/chat/view?chat_uuid=${chat}` });
    expect(before.statusCode).toBe(404);
    const share = await t.app.inject({ method: 'POST', url: '/api/agents/research/chatshare', headers: { authorization: `Bearer ${alice.token}` }, payload: { chat_uuid: chat } });
    expect(share.statusCode).toBe(200);
    expect(share.json().url).toMatch(new RegExp(`/share/${chat}$`));
    const view = await t.app.inject({ method: 'GET', url: `/api/chat/view?chat_uuid=${chat}` });
    expect(view.statusCode).toBe(200);
    const records = view.json() as { text_content_user_query: string; chat_uuid: string }[];
    expect(records[0]!.text_content_user_query).toBe(compareQuestion());
    expect(JSON.stringify(records)).not.toContain(alice.user.email);
    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/agents/research/chatshare/${chat}`, headers: { authorization: `Bearer ${alice.token}` } });
    expect(revoke.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/api/chat/view?chat_uuid=${chat}` });
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual(before.json());
  });
});

describe('another user', () => {
  it('can never read, run, rename, delete, share or continue a chat that is not theirs', async () => {
    const chat = randomUUID();
    const answer = await ask(t.app, alice.token, chat, compareQuestion());
    const id = answer.done!.chat_id!;
    await graphql(t.app, `mutation($id: ID!) { saveChatReport(chatId: $id, title: "Mine") { id } }`, { id }, alice.token);
    const bobAuth = { authorization: `Bearer ${bob.token}` };

    const read = await graphql(t.app, MESSAGES, { u: chat }, bob.token);
    expect(read.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const random = await graphql(t.app, MESSAGES, { u: randomUUID() }, bob.token);
    expect(read.body.errors).toEqual(random.body.errors);
    expect((await graphql(t.app, `{ savedPrompts { id } }`, {}, bob.token)).body.data!.savedPrompts.map((p: { id: string }) => p.id)).not.toContain(id);

    const run = await t.app.inject({ method: 'POST', url: '/api/chat/runPrompt', headers: bobAuth, payload: { chat_id: id, chat_uuid: chat, email: alice.user.email } });
    expect(run.statusCode).toBe(404);
    const runRandom = await t.app.inject({ method: 'POST', url: '/api/chat/runPrompt', headers: bobAuth, payload: { chat_id: randomUUID() } });
    expect(run.json()).toEqual(runRandom.json());

    for (const mutation of [
      `mutation($u: String!) { renameChat(chatUuid: $u, title: "Pwned") }`,
      `mutation($u: String!) { deleteChat(chatUuid: $u) }`,
    ]) {
      const result = await graphql(t.app, mutation, { u: chat }, bob.token);
      expect(result.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    for (const mutation of [
      `mutation($id: ID!) { saveChatReport(chatId: $id, title: "Pwned") { id } }`,
      `mutation($id: ID!) { unsaveChatReport(chatId: $id) { id } }`,
      `mutation($id: ID!) { schedulePrompt(chatId: $id, frequency: "daily") { time } }`,
    ]) {
      const result = await graphql(t.app, mutation, { id }, bob.token);
      expect(result.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const share = await t.app.inject({ method: 'POST', url: '/api/agents/research/chatshare', headers: bobAuth, payload: { chat_uuid: chat } });
    expect(share.statusCode).toBe(404);
    const unshare = await t.app.inject({ method: 'DELETE', url: `/api/agents/research/chatshare/${chat}`, headers: bobAuth });
    expect(unshare.statusCode).toBe(404);
    const view = await t.app.inject({ method: 'GET', url: `/api/chat/view?chat_uuid=${chat}` });
    expect(view.statusCode).toBe(404);

    // Writing into Alice's conversation uuid is refused before anything streams.
    const hijack = await ask(t.app, bob.token, chat, compareQuestion());
    expect(hijack.status).toBe(404);
    expect(hijack.json().message).toBe(CHAT_MESSAGES.sessionNotFound);

    // Alice's chat is untouched.
    const mine = await graphql(t.app, MESSAGES, { u: chat }, alice.token);
    expect(mine.body.data!.chatMessages.messages).toHaveLength(2);
    expect(mine.body.data!.chatMessages.messages[1].is_alert_set).toBe(true);
    const history = await graphql(t.app, HISTORY, {}, alice.token);
    expect(history.body.data!.userChats.find((c: { id: string }) => c.id === chat).title).not.toBe('Pwned');
  });

  it('signed-out GraphQL chat operations are refused', async () => {
    const result = await graphql(t.app, HISTORY, {});
    expect(result.status).toBe(401);
  });
});

describe('public catalogue and keywords', () => {
  it('serves the prompt categories without sign-in and keywords only with it', async () => {
    const categories = await t.app.inject({ method: 'GET', url: '/api/agents/research/chatpromptcategories' });
    expect(categories.statusCode).toBe(200);
    const map = categories.json() as Record<string, { dataset_name: string; fields: string[] }[]>;
    expect(Object.keys(map)).toEqual(expect.arrayContaining(['financials', 'ratios', 'technicals', 'subjective', 'shareholding']));
    expect(map.financials![0]!.fields.every((f) => /^[a-z0-9_]+$/.test(f))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/agents/research/chatkeywords' })).statusCode).toBe(401);
    const keywords = await t.app.inject({ method: 'GET', url: '/api/agents/research/chatkeywords', headers: { authorization: `Bearer ${alice.token}` } });
    const list = keywords.json() as string[];
    expect(list).toContain('Market Capitalization');
    expect(list.length).toBe(new Set(list.map((k) => k.toLowerCase())).size);
  });
});

describe('POST /api/chat/savePrompt (Save on /stocks)', () => {
  const SAVED = `query { savedPrompts { id chatUuid title query runnable } }`;
  const save = (token: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/chat/savePrompt', headers: token ? { authorization: `Bearer ${token}` } : {}, payload: payload as object });

  it('stores the query as a saved prompt of the signed-in user only, which Run re-executes', async () => {
    const carol = await signIn(t.app);
    const query = compareQuestion();
    const saved = await save(carol.token, { title: '  Two companies by size ', prompt: query });
    expect(saved.statusCode).toBe(201);
    const { chat_id, chat_uuid } = saved.json();

    const mine = await graphql(t.app, SAVED, {}, carol.token);
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data!.savedPrompts).toEqual([
      { id: chat_id, chatUuid: chat_uuid, title: 'Two companies by size', query, runnable: true },
    ]);
    const theirs = await graphql(t.app, SAVED, {}, bob.token);
    expect(theirs.body.data!.savedPrompts.map((p: { id: string }) => p.id)).not.toContain(chat_id);

    const run = await t.app.inject({ method: 'POST', url: '/api/chat/runPrompt', headers: { authorization: `Bearer ${carol.token}` }, payload: { chat_id } });
    expect(run.statusCode).toBe(200);
    expect(JSON.stringify(run.json())).toContain(symbols.a);
  });

  it('refuses signed-out callers, blank or over-long input, and prompts the engine cannot answer, storing nothing', async () => {
    const dave = await signIn(t.app);
    expect((await save(undefined, { title: 'x', prompt: compareQuestion() })).statusCode).toBe(401);
    const blank = await save(dave.token, { title: '  ', prompt: compareQuestion() });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('title must not be empty');
    expect((await save(dave.token, { title: 'Long', prompt: 'a'.repeat(1001) })).statusCode).toBe(400);
    const cannot = await save(dave.token, { title: 'Forecast', prompt: 'what will the weather be tomorrow' });
    expect(cannot.statusCode).toBe(422);
    const saved = await graphql(t.app, SAVED, {}, dave.token);
    expect(saved.body.data!.savedPrompts).toEqual([]);
  });

  it('stores a save whole or not at all: when its second step (the report flag) fails, no conversation is left', async () => {
    const erin = await signIn(t.app);
    const db = t.services.database.db;
    await db.execute(sql.raw(`create or replace function refuse_report() returns trigger language plpgsql as $$
      begin if new.chat_title = 'Refused report' then raise exception 'reports are refused'; end if; return new; end $$`));
    await db.execute(sql`create trigger refuse_report before update on user_chat for each row execute function refuse_report()`);
    try {
      const refused = await save(erin.token, { title: 'Refused report', prompt: compareQuestion() });
      expect(refused.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_report on user_chat`);
    }
    const history = await graphql(t.app, HISTORY, {}, erin.token);
    expect(history.body.data!.userChats).toEqual([]);
  });
});
