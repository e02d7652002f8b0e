import { type ArrayPageMeta, type ExplorerArrayName, explorerArrayInfo, MARKETS } from '@sanchay/core';
import type { AppDb } from '../../platform/db/client';
import { INTRADAY_LOADERS } from './intradayArrays';
import { STATEMENT_LOADERS } from './statementArrays';
import { type ArrayLoader, type ArrayQuery, type Row, TABLE_LOADERS } from './tableArrays';

export type { ArrayQuery, Row } from './tableArrays';

const LOADERS: Partial<Record<ExplorerArrayName, ArrayLoader>> = { ...TABLE_LOADERS, ...STATEMENT_LOADERS, ...INTRADAY_LOADERS };

export interface ArrayPage {
  rows: Row[];
  meta: ArrayPageMeta;
}

function emptyNote(name: ExplorerArrayName, q: ArrayQuery): string {
  const info = explorerArrayInfo(name);
  if (info.kind === 'intraday') return `No data: ${info.description}`;
  if (q.offset > 0) return `No data: ${name} has no rows after row ${q.offset.toLocaleString('en-IN')}.`;
  if (info.kind === 'personal') return 'No data: add companies to your watch list to see their peers.';
  const market = MARKETS.find((m) => m.value === q.country)?.title ?? q.country;
  return `No data: this database holds no ${name} rows for ${market}.`;
}

/** One page of one array; the loader is asked one row extra to know whether another page follows. */
export async function loadArrayPage(db: AppDb, name: ExplorerArrayName, q: ArrayQuery): Promise<ArrayPage> {
  const loader = LOADERS[name];
  const fetched = loader ? await loader(db, { ...q, limit: q.limit + 1 }) : [];
  const hasMore = fetched.length > q.limit;
  const rows = hasMore ? fetched.slice(0, q.limit) : fetched;
  const meta: ArrayPageMeta = { offset: q.offset, limit: q.limit, rows: rows.length, hasMore };
  if (rows.length === 0) meta.note = emptyNote(name, q);
  return { rows, meta };
}

/**
 * Up to `q.limit` rows of one array for js_exec, read in chunks (from `chunkRows`, doubling) with a yield to the event loop
 * between chunks (others' requests and database reads get in between); null once `deadline` (performance.now()
 * time) has passed before the rows were all read: the budget is checked before every chunk, the first included,
 * so a call over many arrays that each fit one chunk stops at its budget too.
 */
export async function loadArrayRows(
  db: AppDb,
  name: ExplorerArrayName,
  q: Omit<ArrayQuery, 'offset'>,
  options: { chunkRows: number; deadline: number },
): Promise<Row[] | null> {
  const rows: Row[] = [];
  // Each chunk is a query that sorts the array again (offset paging), so chunks double in size: a large
  // array costs a few queries, while the first, small one still answers quickly.
  let chunkRows = options.chunkRows;
  for (;; chunkRows *= 2) {
    if (performance.now() > options.deadline) return null;
    const limit = Math.min(chunkRows, q.limit - rows.length);
    const page = await loadArrayPage(db, name, { ...q, limit, offset: rows.length });
    for (const row of page.rows) rows.push(row);
    if (!page.meta.hasMore || rows.length >= q.limit) return rows;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
