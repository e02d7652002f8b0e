// ad hoc: ask the engine questions; a chat's turns split by " / ". Not committed.
import { openMirrorDatabase } from './mirrorDatabase';
import { prepareTruthBase } from './baseSql';
import { createResearchEngine } from '../src/research/engine';
import { engineAsker, type EvalAnswer } from './askers';
import { configureLogger } from '../src/platform/logger';
import { readChatWords } from '../../../packages/core/src/research/chatWords';
configureLogger('silent');
const d = await openMirrorDatabase(undefined, () => {});
await prepareTruthBase(d.db);
const ask = engineAsker(createResearchEngine(d.db));
for (const chat of process.argv.slice(2)) {
  const prev: { question: string; answer: EvalAnswer }[] = [];
  for (const q of chat.split(' / ')) {
    const a = await ask(q, prev);
    const rows = (a.rows ?? []) as Record<string, unknown>[];
    console.log(`Q: ${q}\n   chat: ${readChatWords(q)}\n   ${a.kind}: ${a.restated ?? ''} | ${(a as any).lead?.slice(0, 160) ?? ''}\n   rows ${rows.length}: ${rows.slice(0, 4).map((r) => `${r.symbol ?? r.quarter ?? ''}`).join(', ')}`);
    prev.push({ question: q, answer: a });
  }
}
await d.close();
