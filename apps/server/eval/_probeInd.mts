// ad hoc: every catalogue industry asked by typed forms of its name; not committed.
import { openMirrorDatabase } from './mirrorDatabase';
import { prepareTruthBase } from './baseSql';
import { createResearchEngine } from '../src/research/engine';
import { engineAsker } from './askers';
import { configureLogger } from '../src/platform/logger';
import { sql } from 'drizzle-orm';
import { rows } from '../src/market/api/sql';
configureLogger('silent');
const d = await openMirrorDatabase(undefined, () => {});
await prepareTruthBase(d.db);
const ask = engineAsker(createResearchEngine(d.db));
const all = (await rows(d.db, sql.raw(`select industry, symbol from eval_truth_base where country='IN' and industry is not null and market_cap > 0`))) as { industry: string; symbol: string }[];
const byInd = new Map<string, Set<string>>();
for (const r of all) (byInd.get(r.industry) ?? byInd.set(r.industry, new Set()).get(r.industry)!).add(r.symbol);
const template = process.env.T ?? 'top 5 {} stocks by market cap';
let miss = 0, wrong = 0, ok = 0;
for (const [ind, syms] of [...byInd].sort()) {
  if (syms.size < 3) continue;
  const parts = ind.split(/\s+-\s+/);
  const plain = ind.toLowerCase().replace(/[^a-z0-9& ]+/g, ' ').replace(/\s+/g, ' ').trim();
  const reversed = parts.length > 1 ? [...parts].reverse().join(' ').toLowerCase().replace(/[^a-z0-9& ]+/g, ' ').replace(/\s+/g, ' ').trim() : null;
  for (const form of [plain, reversed].filter(Boolean) as string[]) {
    const q = template.replace('{}', form);
    const a = await ask(q, []);
    const got = ((a.rows ?? []) as any[]).map((r) => r.symbol as string);
    if (a.kind !== 'table') { miss++; console.log(`DECL ${ind} | ${q} | ${a.restated}`); continue; }
    const out = got.filter((s) => !syms.has(s));
    if (out.length) { wrong++; console.log(`WRNG ${ind} | ${q} | ${a.restated} | out: ${out.slice(0, 3).join(',')}`); } else ok++;
  }
}
console.log({ ok, miss, wrong });
await d.close();
