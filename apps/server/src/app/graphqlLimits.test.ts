import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, type TestApp } from '../../test/support';
import { GRAPHQL_LIMITS } from '../platform/graphql/armor';

/** Issue 13 item 2: one signed-out GraphQL request cannot freeze the server; production hides the schema. */
let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  dev = await createTestApp();
  prod = await createTestApp({ NODE_ENV: 'production', DEV_LOGIN: 'true' });
});
afterAll(async () => {
  await dev.close();
  await prod.close();
});

const refusal = (result: Awaited<ReturnType<typeof graphql>>) => {
  expect(result.status).toBe(400);
  const message = result.body.errors?.[0]?.message ?? '';
  expect(message.length).toBeGreaterThan(0);
  return message;
};

describe('GraphQL limits (GraphQL Armor)', () => {
  it('refuses 3,000 aliases of stockList(limit:100) with a 400 before running any of them', async () => {
    const query = `{ ${Array.from({ length: 3000 }, (_, i) => `a${i}: stockList(limit: 100) { id symbol }`).join(' ')} }`;
    expect(query.length).toBeGreaterThan(100_000);
    const result = await graphql(dev.app, query);
    expect(refusal(result)).toMatch(/limit/i);
    expect(result.body.data).toBeUndefined();
    // Within the token limit, the alias limit itself answers.
    const aliases = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: indexNames`).join(' ')} }`;
    expect(refusal(await graphql(dev.app, aliases))).toMatch(/alias/i);
  });

  it('answers a selection nested 5,000 deep with a 400, not a 500 "Maximum call stack"', async () => {
    const query = `{ ${'stockList { quote { '.repeat(2500)}${'} } '.repeat(2500)} }`;
    const message = refusal(await graphql(dev.app, query));
    expect(message).not.toMatch(/call stack/i);
    // Shallow enough for the token limit but deeper than the depth limit.
    const deep = `{ me ${'{ a '.repeat(GRAPHQL_LIMITS.maxDepth + 1)}${'} '.repeat(GRAPHQL_LIMITS.maxDepth + 1)} }`;
    expect(refusal(await graphql(dev.app, deep))).toMatch(/depth/i);
  });

  it('runs the web app’s real documents within the limits', async () => {
    const stockList =
      'query ($q: String, $limit: Int, $offset: Int, $country: String) { stockList(q: $q, limit: $limit, offset: $offset, country: $country) { id symbol exchange companyName marketCap kiteInstrumentToken quote { date close prevClose change changePct volume } } }';
    const result = await graphql(dev.app, stockList, { limit: 5 });
    expect(result.status).toBe(200);
    expect(result.body.errors).toBeUndefined();
  });

  it('turns introspection and field suggestions off in production only', async () => {
    const introspection = '{ __schema { queryType { name } } }';
    expect((await graphql(dev.app, introspection)).body.data?.__schema.queryType.name).toBe('Query');
    const refused = await graphql(prod.app, introspection);
    expect(refusal(refused)).toMatch(/introspection/i);
    expect(refused.body.data).toBeUndefined();

    const typo = '{ stockLis(limit: 1) { id } }';
    expect(JSON.stringify((await graphql(dev.app, typo)).body)).toContain('Did you mean');
    const hidden = await graphql(prod.app, typo);
    expect(hidden.status).toBe(400);
    expect(JSON.stringify(hidden.body)).not.toContain('Did you mean');
    expect(JSON.stringify(hidden.body)).not.toContain('stockList');
  });
});
