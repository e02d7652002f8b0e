import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reusePreparedStatements } from './pgliteStatements';

describe('PGlite statements prepared once', () => {
  let plain: PGlite;
  let fast: PGlite;

  beforeAll(async () => {
    [plain, fast] = await Promise.all([PGlite.create(), PGlite.create()]);
    reusePreparedStatements(fast);
    for (const db of [plain, fast]) {
      await db.exec(
        `create table item (id serial primary key, name text unique not null, at timestamptz, tags text[], meta jsonb, ok boolean)`,
      );
    }
  });
  afterAll(async () => {
    await Promise.all([plain.close(), fast.close()]);
  });

  /** The same call on both clients; the results must be the same. */
  async function both(text: string, params: unknown[] = [], options?: Parameters<PGlite['query']>[2]) {
    const [a, b] = await Promise.all([plain.query(text, params, options), fast.query(text, params, options)]);
    expect(b).toEqual(a);
    return b;
  }

  it('answers inserts, selects, updates and deletes as PGlite does, in both row modes, run after run', async () => {
    const at = new Date('2026-11-24T10:00:00Z');
    for (let i = 0; i < 3; i++) {
      await both('insert into item (name, at, tags, meta, ok) values ($1, $2, $3, $4, $5) returning id, name', [
        `n${i}`,
        at,
        ['a', 'b'],
        { k: i },
        i % 2 === 0,
      ]);
    }
    await both('select * from item where ok = $1 order by id', [true]);
    await both('select id, name, at, tags, meta from item order by id', [], { rowMode: 'array' });
    const updated = await both('update item set name = name || $1 where id > $2', ['!', 1]);
    expect(updated.affectedRows).toBe(2);
    await both('select count(*) from item where name like $1', ['%!']);
    await both('select $1::int + 1 as next', [null]);
    const deleted = await both('delete from item where id = $1', [3]);
    expect(deleted.affectedRows).toBe(1);
  });

  it('fails with PostgreSQL error code and the query, and keeps working after an error', async () => {
    await fast.query('insert into item (name) values ($1)', ['dup']);
    const error = await fast.query('insert into item (name) values ($1)', ['dup']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: 'insert into item (name) values ($1)', params: ['dup'] });
    const syntax = await fast.query('select from where').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect(
      (await fast.query<{ n: number }>('select count(*)::int as n from item where name = $1', ['dup'])).rows,
    ).toEqual([{ n: 1 }]);
  });

  it('prepares again when a table changes under a statement', async () => {
    await fast.exec('create table changing (a int)');
    await fast.query('insert into changing values ($1)', [1]);
    expect((await fast.query('select * from changing')).rows).toEqual([{ a: 1 }]);
    await fast.exec('alter table changing add column b text');
    expect((await fast.query('select * from changing')).rows).toEqual([{ a: 1, b: null }]);
  });

  it('keeps at most a bounded number of statements, closing the oldest', async () => {
    for (let i = 0; i < 250; i++) await fast.query(`select ${i} as n where $1::int is not null`, [i]);
    const { rows } = await fast.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`);
    expect(rows[0]?.n).toBeLessThanOrEqual(200);
    expect((await fast.query('select 1 as n where $1::int is not null', [1])).rows).toEqual([{ n: 1 }]);
  });

  it('plans each run for its own values (an "is null or" branch never turns into a scan of the whole table)', async () => {
    const { rows } = await fast.query<{ plan_cache_mode: string }>('show plan_cache_mode');
    expect(rows).toEqual([{ plan_cache_mode: 'force_custom_plan' }]);
  });

  it('leaves transactions to PGlite', async () => {
    await fast.transaction(async (tx) => {
      await tx.query('insert into item (name) values ($1)', ['in tx']);
      expect(fast.isInTransaction()).toBe(true);
    });
    expect((await fast.query('select name from item where name = $1', ['in tx'])).rows).toEqual([{ name: 'in tx' }]);
  });
});
