/**
 * Helpers for the chat tests (not imported by application code): read an SSE answer, ask a question,
 * and make a few listed companies with unique symbols (tests share one PostgreSQL database).
 */
import type { ChatStreamItem } from '@sanchay/core';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../src/platform/db/client';
import { insertBars, insertCompany, uniqueTag } from './marketFixtures';

export function parseSse(body: string): ChatStreamItem[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as ChatStreamItem);
}

export async function ask(app: FastifyInstance, token: string | null, chatSessionId: string | undefined, question: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/agents/research/reasoning',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), accept: 'text/event-stream' },
    payload: { chatSessionId, country: 'IN', activity: 'capital_market_chat', messages: [{ role: 'user', content: question }] },
  });
  const items = response.statusCode === 200 ? parseSse(response.body) : [];
  const text = items.filter((i) => !i.done).map((i) => i.response).join('\n');
  const done = items.at(-1);
  return { status: response.statusCode, contentType: String(response.headers['content-type'] ?? ''), items, text, done, json: () => response.json() as { error: string; message: string } };
}

/** Two listed companies with a year of prices, for questions that produce tables. */
export async function makeCompanies(db: AppDb) {
  const tag = uniqueTag('C');
  const a = await insertCompany(db, { symbol: `${tag}A`, companyName: `${tag} Alpha Industries`, industry: 'Chemicals', sector: 'Chemicals', marketCap: 5.5e11 });
  const b = await insertCompany(db, { symbol: `${tag}B`, companyName: `${tag} Beta Motors`, industry: 'Automobiles', sector: 'Automobiles', marketCap: 2.25e11 });
  const bars = (base: number) => {
    const out: [string, number][] = [];
    const start = Date.parse('2025-01-01T00:00:00Z');
    for (let day = 0; day < 400; day += 1) {
      const date = new Date(start + day * 86_400_000);
      if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
      out.push([date.toISOString().slice(0, 10), Math.round((base + day * 0.5) * 100) / 100]);
    }
    return out;
  };
  await insertBars(db, a.id, bars(100));
  await insertBars(db, b.id, bars(250));
  return { tag, a: a.symbol, b: b.symbol };
}
