/** Writes daily bars into stock_price_daily_historical and market_index_price_daily. */
import { upsertRows, type Executor, type UpsertSpec } from './sqlBatch';

const BAR_COLUMNS = {
  date: 'date',
  open: 'double precision',
  high: 'double precision',
  low: 'double precision',
  close: 'double precision',
  volume: 'bigint',
} as const;

/** A daily bar as stored: only the close is required (some sources have filler or no open/high/low). */
export interface Bar {
  date: string;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number;
  volume: number | null;
}

/** `replace`: the file is the authority for its dates; `keep`: fill only dates no other source has. */
export type BarMode = 'replace' | 'keep';

function spec(table: string, owner: string, mode: BarMode): UpsertSpec {
  return {
    table,
    columns: { [owner]: 'uuid', ...BAR_COLUMNS },
    conflict: [owner, 'date'],
    update: mode === 'replace' ? ['open', 'high', 'low', 'close', 'volume'] : [],
  };
}

function rowsOf(owner: string, id: string, bars: readonly Bar[]) {
  return bars.map((b) => ({
    [owner]: id,
    date: b.date,
    open: b.open,
    high: b.high,
    low: b.low,
    close: b.close,
    volume: b.volume === null ? null : Math.round(b.volume),
  }));
}

export interface OwnedBars {
  id: string;
  bars: readonly Bar[];
}

export async function writeStockBars(
  db: Executor,
  items: readonly OwnedBars[],
  mode: BarMode = 'replace',
): Promise<number> {
  const rows = items.flatMap((item) => rowsOf('company_id', item.id, item.bars));
  await upsertRows(db, spec('stock_price_daily_historical', 'company_id', mode), rows, 5000);
  return rows.length;
}

export async function writeIndexBars(db: Executor, items: readonly OwnedBars[]): Promise<number> {
  const rows = items.flatMap((item) => rowsOf('index_id', item.id, item.bars));
  await upsertRows(db, spec('market_index_price_daily', 'index_id', 'replace'), rows, 5000);
  return rows.length;
}
