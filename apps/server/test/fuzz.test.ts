import {
  chatUuidBody,
  deleteAccountBody,
  devIdpTokenBody,
  googleAuthBody,
  jsExecRequest,
  promptTestBody,
  researchAskBody,
  researchReasoningBody,
  researchScreenBody,
  runPromptBody,
  savePromptBody,
  scraperStartBody,
  categoryScrapeBody,
  tradingBacktestRequest,
} from '@sanchay/core';
import fc from 'fast-check';
import type { GraphQLObjectType, GraphQLOutputType } from 'graphql';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlSchema } from '../src/app/graphqlSchema';
import { telegramAuthBody } from '../src/telegram/telegramLink';
import { bodyFor, variablesFor } from './fuzz/arbitraries';
import { createTestApp, signIn, type SignedIn, type TestApp, uniqueEmail } from './support';

/**
 * Issue 13 item 9: property-based fuzzing of every REST route that takes a body and every GraphQL mutation,
 * signed in (as a user and as an administrator) and signed out. Bodies come from the routes' zod schemas
 * (through JSON Schema) and variables from the GraphQL argument types, mixed with hostile values. Every
 * answer must be below 500; a REST 4xx must be `{ error, message }` with a non-empty message; a GraphQL error
 * must carry a message and a known code (an error without one is an unexpected failure, a 500 in disguise).
 * FUZZ_RUNS sets the runs per target (default 100: about 3,500 requests, 15-20 s).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

interface RestTarget {
  method: 'POST' | 'DELETE';
  url: string;
  schema: z.ZodType | null;
}

/** Every REST route with a body (GET routes take none). */
const REST_TARGETS: RestTarget[] = [
  { method: 'POST', url: '/api/auth/google', schema: googleAuthBody },
  { method: 'POST', url: '/dev/idp/token', schema: devIdpTokenBody },
  { method: 'POST', url: '/api/agents/research/reasoning', schema: researchReasoningBody },
  { method: 'POST', url: '/api/agents/research/chatshare', schema: chatUuidBody },
  { method: 'DELETE', url: '/api/agents/research/chatshare/00000000-0000-4000-8000-000000000000', schema: null },
  { method: 'POST', url: '/api/chat/runPrompt', schema: runPromptBody },
  { method: 'POST', url: '/api/chat/savePrompt', schema: savePromptBody },
  { method: 'POST', url: '/api/chat/reasoning', schema: promptTestBody },
  { method: 'POST', url: '/api/chat/js_exec', schema: jsExecRequest },
  { method: 'POST', url: '/api/research/screen', schema: researchScreenBody },
  { method: 'POST', url: '/api/research/ask', schema: researchAskBody },
  { method: 'POST', url: '/api/scraper/runs', schema: scraperStartBody },
  { method: 'POST', url: '/api/scraper/stop', schema: null },
  { method: 'POST', url: '/api/mutualfunds/categoryScrape', schema: categoryScrapeBody },
  { method: 'POST', url: '/api/telegram/auth', schema: telegramAuthBody },
  { method: 'DELETE', url: '/api/telegram/link', schema: null },
  { method: 'POST', url: '/api/trading/backtest', schema: tradingBacktestRequest },
  { method: 'DELETE', url: '/api/account', schema: deleteAccountBody },
];

/** GraphQL error codes of a refusal; a resolver error with another code (or none) is an unexpected failure. */
const KNOWN_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
]);

let t: TestApp;
let sent = 0;
const seen5xx: string[] = [];
const adminEmail = uniqueEmail('fuzz-admin');
/** Who calls: a user, an administrator, nobody. A caller whose account a fuzzed call deleted is replaced. */
const callers: { label: string; email: string; session: SignedIn | null }[] = [
  { label: 'user', email: uniqueEmail('fuzz'), session: null },
  { label: 'admin', email: adminEmail, session: null },
  { label: 'anonymous', email: '', session: null },
];

beforeAll(async () => {
  t = await createTestApp({
    ADMIN_EMAILS: adminEmail,
    TELEGRAM_BOT_TOKEN: '7000000:fuzz-token',
    // Limits high enough that the fuzzer reaches the handlers (the limits have tests of their own).
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    CHAT_RATE_LIMIT_PER_MINUTE: '100000',
    // The scraper must never reach the network.
    SCRAPER_BASE_URL: 'http://127.0.0.1:9',
  });
  for (const caller of callers) if (caller.email) caller.session = await signIn(t.app, caller.email);
});
afterAll(async () => {
  console.info(`fuzz: ${sent} requests over ${REST_TARGETS.length} REST routes and the GraphQL mutations; ${seen5xx.length} answered 5xx`);
  await t?.close();
});

const callerArb = fc.constantFrom(0, 1, 2);

async function tokenOf(index: number): Promise<string | undefined> {
  const caller = callers[index]!;
  if (!caller.email) return undefined;
  caller.session ??= await signIn(t.app, caller.email);
  return caller.session.token;
}

function checkRest(label: string, status: number, contentType: string, body: string) {
  sent += 1;
  if (status >= 500) seen5xx.push(`${label} -> ${status} ${body.slice(0, 300)}`);
  expect(status, `${label}: ${body.slice(0, 300)}`).toBeLessThan(500);
  if (status >= 400) {
    expect(contentType, label).toContain('application/json');
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    expect(typeof parsed.error, `${label}: ${body}`).toBe('string');
    expect(typeof parsed.message, `${label}: ${body}`).toBe('string');
    expect((parsed.message as string).length, `${label}: ${body}`).toBeGreaterThan(0);
  }
}

/** The selection a mutation's result needs (scalars and enums need none); by class name, as in arbitraries.ts. */
function selectionFor(field: { type: GraphQLOutputType }): string {
  let named: GraphQLOutputType = field.type;
  while ('ofType' in named) named = named.ofType;
  return ['GraphQLObjectType', 'GraphQLInterfaceType', 'GraphQLUnionType'].includes(named.constructor.name) ? ' { __typename }' : '';
}

describe('fuzz: no 5xx, every refusal says what is wrong', () => {
  it('REST routes that take a body', { timeout: 240_000 }, async () => {
    for (const target of REST_TARGETS) {
      await fc.assert(
        fc.asyncProperty(bodyFor(target.schema), callerArb, async (body, who) => {
          const token = await tokenOf(who);
          const response = await t.app.inject({
            method: target.method,
            url: target.url,
            headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
          });
          if (target.url === '/api/account' && response.statusCode === 200) callers[who]!.session = null;
          checkRest(`${target.method} ${target.url} as ${callers[who]!.label}`, response.statusCode, String(response.headers['content-type'] ?? ''), response.body);
        }),
        { numRuns: RUNS },
      );
    }
  });

  it('GraphQL mutations', { timeout: 240_000 }, async () => {
    const mutation = graphqlSchema().getMutationType() as GraphQLObjectType;
    const fields = Object.values(mutation.getFields());
    expect(fields.length).toBeGreaterThan(5);
    for (const field of fields) {
      const declared = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const query = `mutation${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selectionFor(field)} }`;
      await fc.assert(
        fc.asyncProperty(variablesFor(field.args), callerArb, async (variables, who) => {
          const token = await tokenOf(who);
          const response = await t.app.inject({
            method: 'POST',
            url: '/v1/graphql',
            headers: token ? { authorization: `Bearer ${token}` } : {},
            payload: { query, variables },
          });
          sent += 1;
          const label = `mutation ${field.name} as ${callers[who]!.label}: ${response.body.slice(0, 400)}`;
          if (response.statusCode >= 500) seen5xx.push(label);
          expect(response.statusCode, label).toBeLessThan(500);
          const body = response.json() as { errors?: { message?: string; path?: unknown; extensions?: { code?: string } }[] };
          for (const error of body.errors ?? []) {
            expect(error.message?.length ?? 0, label).toBeGreaterThan(0);
            // A resolver's error (it has a path) must be a domain refusal with its code; yoga's own refusals of
            // the request (bad variables, validation) have no path and say what is wrong in the message.
            if (error.path || error.extensions?.code) expect(KNOWN_CODES.has(error.extensions?.code ?? ''), label).toBe(true);
          }
        }),
        { numRuns: RUNS },
      );
    }
  });
});
