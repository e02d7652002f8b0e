import { randomUUID } from 'node:crypto';
import { questionOfHref } from '@sanchay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/support';
import { ask, makeCompanies } from '../../test/factories/chatTestSupport';

let t: TestApp;
let user: SignedIn;
let symbols: { a: string; b: string };

beforeAll(async () => {
  t = await createTestApp();
  symbols = await makeCompanies(t.services.database.db);
  user = await signIn(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('a chat remembers what it is about', () => {
  it('follow-ups work on the previous answer of the same conversation, not of another one', async () => {
    const chat = randomUUID();
    const first = await ask(t.app, user.token, chat, `compare ${symbols.a} and ${symbols.b} on market cap`);
    expect(first.items[0]!.response).toBe(`${symbols.a} and ${symbols.b} compared on Market cap\n`);
    const second = await ask(t.app, user.token, chat, 'and their ROE?');
    expect(second.items[0]!.response).toBe(`${symbols.a} and ${symbols.b} compared on ROE\n`);
    expect(second.text).toContain('| Return on equity (%) |');
    // A new conversation has nothing to refer back to: the same words are not read as about these companies.
    const other = await ask(t.app, user.token, randomUUID(), 'and their ROE?');
    expect(other.text).not.toContain(symbols.a);
  });

  it('"the two" reaches back two exchanges of the stored conversation', async () => {
    const chat = randomUUID();
    await ask(t.app, user.token, chat, `${symbols.a} market cap`);
    const second = await ask(t.app, user.token, chat, `and ${symbols.b}?`);
    expect(second.items[0]!.response).toBe(`Market cap of ${symbols.b}\n`);
    const third = await ask(t.app, user.token, chat, 'which of the two has the higher market cap');
    expect(third.items[0]!.response).toBe(`${symbols.a} and ${symbols.b} compared on Market cap\n`);
  });

  it('a clarification lists its choices as links that ask a full question, and asking one runs that reading', async () => {
    const chat = randomUUID();
    const answer = await ask(t.app, user.token, chat, `${symbols.a} market cap and sparkle`);
    expect(answer.items[0]!.response).toMatch(/^Read as: Market cap of .* \(without "sparkle"\)\n$/);
    const links = [...answer.text.matchAll(/\]\((#ask:[^)]+)\)/g)].map((m) => questionOfHref(m[1]));
    expect(links.length).toBeGreaterThan(0);
    const chosen = await ask(t.app, user.token, chat, links[0]!);
    expect(chosen.text).toContain(`| ${symbols.a} |`);
    expect(chosen.text).toMatch(/As of /);
  });
});
