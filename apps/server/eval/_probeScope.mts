// ad hoc: scoped rankings over catalogue industries, truth in SQL here (never engine code); not committed.
import { openMirrorDatabase } from './mirrorDatabase';
import { prepareTruthBase, BASE_CTE } from './baseSql';
import { createResearchEngine } from '../src/research/engine';
import { engineAsker } from './askers';
import { configureLogger } from '../src/platform/logger';
import { sql } from 'drizzle-orm';
import { rows } from '../src/market/api/sql';
configureLogger('silent');
const d = await openMirrorDatabase(undefined, () => {});
await prepareTruthBase(d.db);
const ask = engineAsker(createResearchEngine(d.db));
const q = async (s: string) => (await rows(d.db, sql.raw(s))) as any[];
const inds = (await q(`${BASE_CTE} select industry, count(*) n from base where country='IN' and industry is not null and market_cap > 0 group by 1 having count(*) >= 8 order by 1`)).map((r) => r.industry as string);
const typed = (ind: string) => ind.toLowerCase().replace(/\s+-\s+/g, ' ').replace(/[^a-z0-9&/ ]+/g, ' ').replace(/\s+/g, ' ').trim();
const metrics: [string, string, string][] = [['roe', 'roe', 'desc'], ['pe', 'pe', 'asc'], ['opm', 'opm', 'desc'], ['d/e', 'debt_to_equity', 'asc'], ['dividend yield', 'dividend_yield', 'desc'], ['pb', 'pb', 'asc'], ['roce', 'roce', 'desc']];
const templates: [string, (n: number, k: number) => [number, number]][] = [
  ['of the {n} biggest {ind} cos, the {k} with the {dir} {m}', (n, k) => [n, k]],
  ['{ind} top {n} by mcap, inme se {dirh} {m} wale {k}', (n, k) => [n, k]],
  ['among the {n} largest {ind} stocks which {k} have the {dir} {m}', (n, k) => [n, k]],
  ['{ind} ke top {n} me sabse {dirh2} {m} kiska', (n) => [n, 1]],
];
let ok = 0, bad = 0, decl = 0, i = 0;
for (const ind of inds) {
  const [mName, col, dirSql] = metrics[i % metrics.length]!;
  const [tpl, nk] = templates[i % templates.length]!;
  i++;
  const [n, k] = nk(6 + (i % 5), 2 + (i % 2));
  const dir = dirSql === 'desc' ? 'highest' : 'lowest';
  const question = tpl.replace('{n}', String(n)).replace('{k}', String(k)).replace('{ind}', typed(ind)).replace('{dir}', dir).replace('{m}', mName)
    .replace('{dirh}', dirSql === 'desc' ? 'sabse zyada' : 'sabse kam').replace('{dirh2}', dirSql === 'desc' ? 'zyada' : 'kam');
  const pos = col === 'pe' ? ` and ${col} > 0` : '';
  const truth = await q(`${BASE_CTE}, cut as (select * from base where country='IN' and industry = '${ind.replace(/'/g, "''")}' order by market_cap desc nulls last, symbol limit ${n})
    select symbol, ${col} from cut where ${col} is not null${pos} order by ${col} ${dirSql}, symbol limit ${k}`);
  const a = await ask(question, []);
  const got = ((a.rows ?? []) as any[]).map((r) => r.symbol);
  const want = truth.map((r) => r.symbol);
  if (a.kind !== 'table') { decl++; console.log(`DECL ${question} | ${a.restated}`); }
  else if (JSON.stringify(got) !== JSON.stringify(want)) { bad++; console.log(`WRNG ${question} | ${a.restated} | got ${got.join(',')} want ${want.join(',')}`); }
  else ok++;
}
console.log({ ok, decl, bad });
await d.close();
