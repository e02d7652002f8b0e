/**
 * Portfolio test kit: unique ISINs, listings with closes, and files in the formats the import reads
 * (Zerodha Console tradebook, holdings export, the generic CSV). Not imported by application code.
 */
import type { AppDb } from '../../src/platform/db/client';
import { insertBars, insertCompany, uniqueTag } from './marketFixtures';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** A well-formed ISIN no other test uses: INE + 8 random characters + a digit. */
export function uniqueIsin(prefix: 'INE' | 'INF' = 'INE'): string {
  let body = '';
  for (let i = 0; i < 8; i++) body += ALNUM[Math.floor(Math.random() * ALNUM.length)];
  return `${prefix}${body}${Math.floor(Math.random() * 10)}`;
}

/** A listed company with an ISIN and daily closes ([date, close] oldest first). */
export async function listedStock(db: AppDb, closes: [string, number][], extra: { sector?: string; marketCapType?: string } = {}) {
  const isin = uniqueIsin();
  const symbol = uniqueTag('P');
  const company = await insertCompany(db, { symbol, isin, sector: extra.sector ?? 'Information Technology', marketCapType: extra.marketCapType ?? 'Large Cap' });
  await insertBars(db, company.id, closes);
  return { isin, symbol, companyId: company.id, name: company.companyName };
}

export interface TradebookRow {
  symbol: string;
  isin: string;
  date: string;
  side: 'buy' | 'sell';
  quantity: number;
  price: number;
  tradeId: string;
  segment?: string;
}

/** A Console tradebook CSV, header and rows as Console writes them. */
export function tradebookCsv(rows: readonly TradebookRow[]): string {
  const header = 'symbol,isin,trade_date,exchange,segment,series,trade_type,auction,quantity,price,trade_id,order_id,order_execution_time';
  const lines = rows.map((r, i) =>
    [r.symbol, r.isin, r.date, 'NSE', r.segment ?? 'EQ', 'EQ', r.side, 'false', r.quantity.toFixed(1), r.price.toFixed(2), r.tradeId, `${1000000 + i}`, `${r.date}T10:15:${String(i % 60).padStart(2, '0')}`].join(','),
  );
  return `${[header, ...lines].join('\n')}\n`;
}

/** `count` tradebook rows over `isins` in rounds (one trade per ISIN a round): buys of 2, every fifth round sells of 1, from 2019 on. */
export function bulkTradebook(isins: readonly string[], count: number): string {
  const rows: TradebookRow[] = [];
  const sellRound = (i: number) => Math.floor(i / isins.length) % 5 === 4;
  for (let i = 0; i < count; i++) {
    const day = new Date(Date.UTC(2019, 0, 1) + Math.floor(i / 4) * 86_400_000).toISOString().slice(0, 10);
    rows.push({ symbol: `S${i % isins.length}`, isin: isins[i % isins.length]!, date: day, side: sellRound(i) ? 'sell' : 'buy', quantity: sellRound(i) ? 1 : 2, price: 100 + (i % 37), tradeId: `T${i}` });
  }
  return tradebookCsv(rows);
}
