import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { foreignWrites, type OwnershipRules, tableDeclarations, writesIn } from './tableWrites';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** The declared exceptions (docs/ARCHITECTURE.md, "Who owns which table"). */
const RULES: OwnershipRules = {
  grants: [
    { writer: 'ingest', owner: 'market', tables: 'all', why: 'the ingest is the market catalogue\'s write side: it loads every catalogue table' },
  ],
};

describe('every table has one owner, and only its owner writes it', () => {
  it('declares each table in exactly one feature', () => {
    const declarations = tableDeclarations(SRC);
    expect(declarations.length).toBeGreaterThan(30);
    const seen = new Map<string, string>();
    for (const d of declarations) {
      expect(seen.get(d.table), `${d.table} declared by ${seen.get(d.table)} and ${d.feature}`).toBeUndefined();
      seen.set(d.table, d.feature);
    }
  });

  it('finds no feature writing a table it does not own', () => {
    const problems = foreignWrites(SRC, RULES).map((p) => `${p.feature} writes ${p.table} (owned by ${p.owner}) at ${p.file}:${p.line}`);
    expect(problems).toEqual([]);
  });

  it('catches a planted write of each kind: raw SQL, drizzle and a batch-writer spec', () => {
    const declarations = tableDeclarations(SRC);
    const planted = [
      "await db.execute(sql`update user_instrument set last_telegram_notification = now() where user_id = ${id}`);",
      'await tx.insert(notifications).values(row);',
      "await upsertRows(db, { table: 'users', columns: {}, conflict: ['id'], update: [] }, rows);",
      '// update users set ... in a comment is no write',
    ].join('\n');
    const writes = writesIn(planted, 'planted.ts', 'watchlist', declarations).map((w) => `${w.table}@${w.line}`);
    expect(writes).toEqual(['user_instrument@1', 'notifications@2', 'users@3']);
  });

  it('reports a planted file of another feature through the same check', () => {
    const declarations = tableDeclarations(SRC);
    const owner = new Map(declarations.map((d) => [d.table, d.feature]));
    const writes = writesIn('await tx.delete(users).where(eq(users.id, id));', 'account/x.ts', 'account', declarations);
    expect(writes.map((w) => owner.get(w.table))).toEqual(['identity']);
  });
});
