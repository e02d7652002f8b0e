/**
 * PGlite in a worker thread (the server's database, openDatabase) answers as PGlite in this thread does:
 * the same results, errors with their PostgreSQL fields, transactions that commit and roll back, Drizzle and
 * migrations on top. And its statements run off the event loop: while one long statement runs the event
 * loop keeps turning, which PGlite in this thread cannot do (it runs the statement synchronously).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite, protocol } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { PgliteInWorker } from './pgliteInWorker';
import { rows } from './sql';
import { turnsDuring } from '../../../test/eventLoopTurns';

const LONG_STATEMENT = 'select count(*)::int as n from generate_series(1, 1000000) g where g % 7 = 0';

describe('PGlite in a worker thread', () => {
  let here: PGlite;
  let worker: PgliteInWorker;

  beforeAll(async () => {
    [here, worker] = await Promise.all([PGlite.create(), PgliteInWorker.create()]);
    for (const db of [here, worker]) {
      await db.exec(`create table item (id serial primary key, name text unique not null, at timestamptz,
        day date, tags text[], meta jsonb, ok boolean, big bigint, data bytea)`);
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all([here.close(), worker.close()]);
  });

  async function both(text: string, params: unknown[] = [], options?: Parameters<PGlite['query']>[2]) {
    const [a, b] = await Promise.all([here.query(text, params, options), worker.query(text, params, options)]);
    expect(b).toEqual(a);
    return b;
  }

  it('answers statements as PGlite does, with values of every kind and both row modes', async () => {
    const at = new Date('2026-11-24T10:00:00Z');
    for (let i = 0; i < 3; i++) {
      await both(
        'insert into item (name, at, day, tags, meta, ok, big, data) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, name',
        [`n${i}`, at, '2026-11-24', ['a', 'b'], { k: i }, i % 2 === 0, 2n ** 40n, new Uint8Array([1, 2, i])],
      );
    }
    await both('select * from item order by id');
    await both('select id, name from item where ok = $1 order by id', [true], { rowMode: 'array' });
    // Drizzle's parsers keep dates and timestamps as text; they cross as a list of types.
    const keep = (value: string) => value;
    const kept = await both('select at, day from item order by id limit 1', [], { parsers: { 1184: keep, 1082: keep } });
    expect(kept.rows[0]).toEqual({ at: '2026-11-24 10:00:00+00', day: '2026-11-24' });
    await both('update item set ok = not ok where id > $1', [1]);
    expect((await worker.exec('select 1 as a; select 2 as b')).map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  });

  it('refuses a parser it cannot run instead of dropping it', async () => {
    await expect(worker.query('select 1', [], { parsers: { 23: (value) => Number(value) * 2 } })).rejects.toThrow(
      /cannot run in the PGlite worker/,
    );
  });

  it('throws PostgreSQL errors with their fields, as a DatabaseError', async () => {
    const error = await worker.query('insert into item (name) values ($1)', ['n0']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(protocol.messages.DatabaseError);
    expect(error).toMatchObject({ code: '23505', constraint: 'item_name_key', table: 'item' });
    // The worker goes on answering.
    expect((await worker.query('select count(*)::int as n from item')).rows).toEqual([{ n: 3 }]);
  });

  it('commits a transaction whose work resolves and rolls back one whose work throws', async () => {
    const id = await worker.transaction(async (tx) => {
      const inserted = await tx.query<{ id: number }>('insert into item (name) values ($1) returning id', ['kept']);
      await tx.exec(`update item set ok = true where name = 'kept'`);
      return inserted.rows[0]!.id;
    });
    expect(id).toBeGreaterThan(3);
    const failed = worker.transaction(async (tx) => {
      await tx.query('insert into item (name) values ($1)', ['dropped']);
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    const names = await worker.query<{ name: string }>(`select name from item where name in ('kept', 'dropped')`);
    expect(names.rows).toEqual([{ name: 'kept' }]);
  });

  it('lets a query from outside wait for an open transaction, as PGlite does', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await worker.transaction(async (tx) => {
      await tx.query(`insert into item (name) values ('inside')`);
      outside = worker.query(`select count(*)::int as n from item where name = 'inside'`).then((r) => {
        order.push('outside');
        return r.rows;
      });
      await tx.query('select 1'); // the transaction's own statement is not stuck behind the outside one
      order.push('inside');
    });
    expect(await outside).toEqual([{ n: 1 }]); // it ran after the commit
    expect(order).toEqual(['inside', 'outside']);
  });

  it('loads a binary COPY from a blob in a transaction (the demo generator)', async () => {
    await worker.exec('create table nums (n int)');
    await here.exec('create table nums (n int)');
    const dump = await here.query(`copy (select generate_series(1, 5)) to '/dev/blob' with (format binary)`);
    await worker.transaction(async (tx) => {
      await tx.query(`copy nums from '/dev/blob' with (format binary)`, [], { blob: dump.blob });
    });
    expect((await worker.query('select sum(n)::int as s from nums')).rows).toEqual([{ s: 15 }]);
  });

  it('keeps the event loop turning while a long statement runs (PGlite in this thread cannot)', async () => {
    const inWorker = await turnsDuring(() => worker.query<{ n: number }>(LONG_STATEMENT));
    const inThread = await turnsDuring(() => here.query<{ n: number }>(LONG_STATEMENT));
    expect(inWorker.result.rows).toEqual(inThread.result.rows);
    // PGlite in this thread runs the statement within one turn; the few turns are those before it starts.
    expect(inThread.turns).toBeLessThan(5);
    expect(inWorker.turns).toBeGreaterThan(50);
  });
});

describe('the server database on PGlite (a worker thread)', () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-worker-'));
    database = await openDatabase({ dataDir, DATABASE_POOL_SIZE: 1 }); // as boot() opens it, migrations applied
  }, 120_000);
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs Drizzle and the migrations, and answers /readyz pings', async () => {
    const tables = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.tables where table_name = 'company_profile'`,
    );
    expect(tables).toEqual([{ n: 1 }]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table t (d date) on commit drop`);
      await tx.execute(sql`insert into t values ('2026-01-02')`);
      // Drizzle keeps dates as text on PGlite; the same through the worker.
      expect(await rows(tx, sql`select d from t`)).toEqual([{ d: '2026-01-02' }]);
    });
    await database.ping();
  });

  it('never holds the event loop for a statement', async () => {
    const { turns } = await turnsDuring(() => database.db.execute(sql.raw(LONG_STATEMENT)));
    expect(turns).toBeGreaterThan(50);
  });
});
