/**
 * The child process of pgliteKill.test.ts (run with tsx): opens the PGlite data folder the way the app
 * does (openPglite, platform/db/client.ts) and saves prompts in a loop, each the app's multi-step write in
 * one transaction (the conversation row, its report flag and its share), printing `ack <chat id>` after
 * each commit. The test kills it with SIGKILL in the middle and checks the folder.
 */
import { randomUUID } from 'node:crypto';
import { appendExchange, setReport, shareConversation } from '../src/chat/chatStore';
import { openPglite } from '../src/platform/db/client';
import { inTransaction } from '../src/platform/db/sql';
import { userUpserter } from '../src/identity/userUpserter';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pgliteCrashWriter <dataDir>');
const database = await openPglite({ dataDir });
await database.migrate();
const user = await userUpserter(database.db, { googleId: 'crash-writer', email: 'crash.writer@example.com', name: 'Crash Writer', picture: null, issuedAt: new Date() });
process.stdout.write('ready\n');
for (let i = 0; ; i++) {
  const chatUuid = randomUUID();
  const row = await inTransaction(database.db, async (tx) => {
    const exchange = await appendExchange(tx, {
      userId: user.id,
      chatUuid,
      question: `question ${i} ${'x'.repeat(2000)}`,
      answer: `answer ${i} ${'y'.repeat(8000)}`,
      plan: { i },
      planQuery: null,
      answerSource: 'builtin',
    });
    await setReport(tx, user.id, exchange.id, chatUuid, `Saved ${i}`);
    await shareConversation(tx, user.id, chatUuid);
    return exchange;
  });
  process.stdout.write(`ack ${row.id}\n`);
}
