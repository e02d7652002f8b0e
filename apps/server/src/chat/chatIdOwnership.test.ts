import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES } from '@sanchay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signIn, type SignedIn, type TestApp } from '../../test/support';
import { ask, makeCompanies } from '../../test/factories/chatTestSupport';

/** Issue 13 item 4: a chat id is bound to its first user for ever; a deleted chat's share link stays 404. */
let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let question: string;

beforeAll(async () => {
  t = await createTestApp();
  const symbols = await makeCompanies(t.services.database.db);
  question = `compare ${symbols.a}, ${symbols.b}: Market Capitalization`;
  alice = await signIn(t.app);
  bob = await signIn(t.app);
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const share = (token: string, chatUuid: string) =>
  t.app.inject({ method: 'POST', url: '/api/agents/research/chatshare', headers: auth(token), payload: { chat_uuid: chatUuid } });
const view = (chatUuid: string) => t.app.inject({ method: 'GET', url: `/api/chat/view?chat_uuid=${chatUuid}` });
const DELETE = `mutation($u: String!) { deleteChat(chatUuid: $u) }`;
const RENAME = `mutation($u: String!, $t: String!) { renameChat(chatUuid: $u, title: $t) }`;

describe('chat ids belong to their owner', () => {
  it("after A shares and deletes a chat, B cannot take its id over and A's old link stays 404", async () => {
    const chat = randomUUID();
    expect((await ask(t.app, alice.token, chat, question)).done?.error).toBeNull();
    expect((await share(alice.token, chat)).statusCode).toBe(200);
    expect((await view(chat)).statusCode).toBe(200);
    expect((await graphql(t.app, DELETE, { u: chat }, alice.token)).body.data?.deleteChat).toBe(true);
    expect((await view(chat)).statusCode).toBe(404);

    // B asks with A's old chatSessionId: a clear 4xx before anything streams, and nothing is stored.
    const taken = await ask(t.app, bob.token, chat, question);
    expect(taken.status).toBe(404);
    expect(taken.json()).toEqual({ error: 'chat_not_found', message: CHAT_MESSAGES.sessionNotFound });
    // B cannot rename, share or read it either; the link stays 404.
    expect((await graphql(t.app, RENAME, { u: chat, t: 'mine now' }, bob.token)).body.data?.renameChat).toBeFalsy();
    expect((await share(bob.token, chat)).statusCode).toBe(404);
    expect((await view(chat)).statusCode).toBe(404);
    const mine = await graphql(t.app, `query($u: String!) { chatMessages(chatUuid: $u) { messages { content } } }`, { u: chat }, bob.token);
    expect(mine.body.data?.chatMessages?.messages ?? []).toHaveLength(0);
  });

  it("refuses B on A's live chat id too, and the id stays A's", async () => {
    const chat = randomUUID();
    await ask(t.app, alice.token, chat, question);
    expect((await ask(t.app, bob.token, chat, question)).status).toBe(404);
    // A continues the same conversation as before.
    expect((await ask(t.app, alice.token, chat, question)).done?.error).toBeNull();
  });

  it('binds an id on first use even when the first user is B: A is then refused', async () => {
    const chat = randomUUID();
    await ask(t.app, bob.token, chat, question);
    await graphql(t.app, DELETE, { u: chat }, bob.token);
    expect((await ask(t.app, alice.token, chat, question)).status).toBe(404);
  });
});
