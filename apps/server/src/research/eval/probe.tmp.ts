import { configureLogger } from '../../platform/logger';
import { createResearchEngine } from '../engine';
import { openMirrorDatabase } from './mirrorDatabase';
import fs from 'node:fs';
configureLogger('silent');
const d = await openMirrorDatabase();
const engine = createResearchEngine(d.db);
await engine.answer('Market Capitalization > 0 limit 1');
const qs = fs.readFileSync(process.argv[2]!, 'utf8').split('\n').filter(Boolean);
let prev: Awaited<ReturnType<typeof engine.answer>> | undefined;
for (const q of qs) {
  const follow = q.startsWith('> ');
  const a = await engine.answer(follow ? q.slice(2) : q, follow ? { previous: prev } : {});
  prev = a;
  const extra = a.kind === 'clarify' ? ` :: ${a.lead} ${a.choices?.map((c) => c.question).join(' | ')}` : a.kind === 'cannot_answer' ? ` :: ${a.lead}` : ` :: ${a.rows.length} rows ${a.rows.slice(0, 2).map((r) => r.symbol).join(',')}`;
  console.log(`${a.kind.padEnd(13)} ${q}\n    ${a.restated}${extra.slice(0, 300)}`);
}
await d.close();
