import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signIn, type SignedIn, type TestApp, uniqueEmail } from '../../test/support';
import { userChats } from '../chat/schema';
import { userConfigs } from '../userconfig/schema';

/** Issue 13 item 7: NUL and lone surrogates in any string are a 400 naming the field, before anything is written. */
let t: TestApp;
let admin: SignedIn;
const adminEmail = uniqueEmail('admin');
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  admin = await signIn(t.app, adminEmail);
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const LONE_HIGH = 'x\uD800y';
const LONE_LOW = '\uDC00';
const auth = (who: SignedIn) => ({ authorization: `Bearer ${who.token}` });

function expectNamed(response: { statusCode: number; json: () => unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { error: string; message: string };
  expect(body.error).toBe('invalid_input');
  expect(body.message).toContain(field);
  expect(body.message).toMatch(/NUL/);
}

describe('REST input hygiene', () => {
  it('refuses NUL in /api/trading/backtest, /api/mutualfunds/categoryScrape and a path parameter with a 400 naming the field', async () => {
    const backtest = await t.app.inject({
      method: 'POST',
      url: '/api/trading/backtest',
      payload: { symbol: NUL, strategy: { kind: 'sma_crossover', fast: 10, slow: 30 }, from: '2025-01-01' },
    });
    expectNamed(backtest, 'symbol');
    const scrape = await t.app.inject({
      method: 'POST',
      url: '/api/mutualfunds/categoryScrape',
      headers: auth(admin),
      payload: { categoryKey: 'index-fundsetfs', funds: [{ name: 'Fund', url: 'https://example.test/f', schemeCode: NUL }] },
    });
    expectNamed(scrape, 'funds.0.schemeCode');
    expectNamed(await t.app.inject({ method: 'GET', url: '/api/indices/%00' }), 'name');
    expectNamed(await t.app.inject({ method: 'GET', url: '/api/company/list?q=%00' }), 'q');
  });

  it('refuses lone surrogates (high and low) and bad object keys too', async () => {
    for (const bad of [LONE_HIGH, LONE_LOW]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/trading/backtest',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ symbol: 'X', strategy: { kind: bad } }),
      });
      expectNamed(response, 'strategy.kind');
    }
    // A well-formed pair (an emoji) is fine: the route answers its own way, not with the hygiene 400.
    const emoji = await t.app.inject({ method: 'POST', url: '/api/trading/backtest', payload: { symbol: '📈' } });
    expect(emoji.json().message ?? '').not.toMatch(/NUL/);
  });

  it('savePrompt with a NUL in the title writes nothing (no half-written conversation)', async () => {
    const me = await signIn(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat/savePrompt',
      headers: auth(me),
      payload: { prompt: 'Market Capitalization > 1000', title: `My ${NUL} screen` },
    });
    expectNamed(response, 'title');
    const rows = await t.services.database.db.select().from(userChats).where(eq(userChats.userId, me.user.id));
    expect(rows).toHaveLength(0);
  });
});

describe('GraphQL input hygiene', () => {
  it('refuses a NUL in a mutation variable with a 400 naming the variable, and writes nothing', async () => {
    const me = await signIn(t.app);
    const result = await graphql(
      t.app,
      'mutation($key: String!, $value: String!) { upsertUserConfig(key: $key, value: $value) { key } }',
      { key: 'risk', value: NUL },
      me.token,
    );
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]?.message).toContain('variables.value');
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const rows = await t.services.database.db.select().from(userConfigs).where(eq(userConfigs.userId, me.user.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a NUL written inline as an argument naming the argument, and a lone surrogate in the document', async () => {
    const me = await signIn(t.app);
    const inline = await graphql(t.app, 'mutation { upsertUserConfig(key: "risk", value: "a\\u0000b") { key } }', {}, me.token);
    expect(inline.status).toBe(400);
    expect(inline.body.errors?.[0]?.message).toMatch(/^value: /);
    // graphql's parser itself refuses a lone surrogate in the document, raw or escaped: also a 400 with a message.
    for (const text of [LONE_HIGH, '\\uD800']) {
      const surrogate = await graphql(t.app, `mutation { renameChat(chatUuid: "x", title: "${text}") }`, {}, me.token);
      expect(surrogate.status).toBe(400);
      expect(surrogate.body.errors?.[0]?.message).toMatch(/Syntax Error/);
    }
  });
});
