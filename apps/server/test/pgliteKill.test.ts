/**
 * Issue 13 item 1 (PGlite): a `kill -9` in the middle of saves leaves a consistent database. A child
 * process (pgliteCrashWriter.ts) saves prompts into a PGlite data folder in a loop, each save a
 * multi-step write in one transaction; it is killed with SIGKILL mid-way, several times. Reopening the
 * folder then works (the stale lock is taken over, PGlite recovers), every acknowledged save is there,
 * and every save is whole: its conversation row, report flag and share, or none of them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/platform/db/client';
import { rows } from '../src/platform/db/sql';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-kill-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the writer and kills it with SIGKILL after `acks` commits (plus a random few milliseconds). */
async function writeAndKill(acks: number): Promise<string[]> {
  // node --import tsx (not the tsx binary, which runs the script in a grandchild the kill would miss).
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'pgliteCrashWriter.ts'), dataDir], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const acked: string[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  let buffer = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('ack ')) acked.push(line.slice(4));
      if (acked.length >= acks) {
        // Mid-write: the next save has begun by now; the delay varies where in it the kill lands.
        setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, Math.floor(Math.random() * 5));
      }
    });
    child.on('exit', () => reject(new Error(`writer exited before ${acks} saves: ${stderr.slice(-2000)}`)));
  }).catch((error: unknown) => {
    if (child.exitCode === null && child.signalCode === null) throw error;
    if (child.signalCode !== 'SIGKILL') throw error;
  });
  expect(await exited).toBe('SIGKILL');
  return acked;
}

// PGlite only, and independent of the project's database: it runs once, in the server-pglite project.
describe.skipIf(process.env.SANCHAY_TEST_DB === 'postgres')('PGlite survives kill -9 in the middle of saves', () => {
  it('keeps every acknowledged save, whole, across three kills', { timeout: 120_000 }, async () => {
    const acked: string[] = [];
    for (const acks of [15, 25, 20]) acked.push(...(await writeAndKill(acks)));

    const database = await openPglite({ dataDir });
    try {
      const chats = await rows<{ id: string; chat_uuid: string; is_alert_set: boolean; chat_title: string | null; shared: boolean }>(
        database.db,
        sql`select c.id::text, c.chat_uuid::text, c.is_alert_set, c.chat_title, exists (select 1 from chat_share s where s.chat_uuid = c.chat_uuid) as shared from user_chat c`,
      );
      const ids = new Set(chats.map((c) => c.id));
      expect(acked.filter((id) => !ids.has(id))).toEqual([]);
      // Whole or absent: a conversation without its report flag or its share is a half-written save.
      expect(chats.filter((c) => !c.is_alert_set || !c.chat_title || !c.shared)).toEqual([]);
      const orphanShares = await rows<{ chat_uuid: string }>(
        database.db,
        sql`select s.chat_uuid::text from chat_share s where not exists (select 1 from user_chat c where c.chat_uuid = s.chat_uuid)`,
      );
      expect(orphanShares).toEqual([]);
      expect(chats.length).toBeGreaterThanOrEqual(acked.length);
    } finally {
      await database.close();
    }
  });
});
