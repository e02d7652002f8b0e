/**
 * Kite instruments dump -> derivative_contracts. Reuses the market ingest's Kite parser; keeps the
 * NFO/BFO futures and options (FUT, CE, PE) and upserts them by instrument token.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createKiteInstrumentsParser, parseInTurns, type KiteInstrument } from '../ingest/parsers/index';
import { upsertRows, type Row } from '../ingest/index';
import type { AppDb } from '../platform/db/client';
import { rows } from '../platform/db/sql';

const DERIVATIVE_TYPES = new Set(['FUT', 'CE', 'PE']);
const DERIVATIVE_EXCHANGES = new Set(['NFO', 'BFO']);

/** The mirror files, most complete first (instruments.csv has NFO and BFO; nfo_instruments.csv NFO only). */
export const MIRROR_DUMPS = ['kite-instruments/instruments.csv', 'kite-instruments/nfo_instruments.csv'];

export function isDerivative(row: KiteInstrument): boolean {
  return DERIVATIVE_TYPES.has(row.instrumentType) && DERIVATIVE_EXCHANGES.has(row.exchange) && row.expiry !== null && row.name !== null;
}

export interface DumpLoadReport {
  file: string;
  rows: number;
  problems: number;
}

/**
 * Parses a dump's text and stores its derivative rows; returns how many were stored. With `notBefore`
 * (an ISO date), contracts that expired before it are skipped (a stale dump is mostly expired rows).
 */
export async function storeKiteDump(db: AppDb, text: string, fileName: string, notBefore?: string): Promise<DumpLoadReport> {
  const { rows, problems } = await parseInTurns(createKiteInstrumentsParser, text, fileName);
  const live = (r: KiteInstrument) => isDerivative(r) && (!notBefore || (r.expiry !== null && r.expiry >= notBefore));
  const contracts: Row[] = rows.filter(live).map((r) => ({
    instrument_token: r.instrumentToken,
    exchange_token: r.exchangeToken,
    tradingsymbol: r.tradingsymbol,
    underlying: r.name,
    expiry: r.expiry,
    strike: r.instrumentType === 'FUT' ? null : r.strike,
    instrument_type: r.instrumentType,
    tick_size: r.tickSize,
    lot_size: r.lotSize,
    segment: r.segment,
    exchange: r.exchange,
  }));
  await upsertRows(
    db,
    {
      table: 'derivative_contracts',
      columns: {
        instrument_token: 'bigint',
        exchange_token: 'bigint',
        tradingsymbol: 'text',
        underlying: 'text',
        expiry: 'date',
        strike: 'double precision',
        instrument_type: 'text',
        tick_size: 'double precision',
        lot_size: 'integer',
        segment: 'text',
        exchange: 'text',
      },
      conflict: ['instrument_token'],
      update: ['exchange_token', 'tradingsymbol', 'underlying', 'expiry', 'strike', 'instrument_type', 'tick_size', 'lot_size', 'segment', 'exchange'],
    },
    contracts,
  );
  return { file: fileName, rows: contracts.length, problems: problems.length };
}

/** Loads the first Kite dump found in a mirror folder (DATA_MIRROR); null when there is none. */
export async function loadMirrorDump(db: AppDb, mirror: string, notBefore?: string): Promise<DumpLoadReport | null> {
  for (const relative of MIRROR_DUMPS) {
    const file = path.join(mirror, relative);
    if (!fs.existsSync(file)) continue;
    return storeKiteDump(db, fs.readFileSync(file, 'utf8'), relative, notBefore);
  }
  return null;
}

export async function storedContractCount(db: AppDb): Promise<number> {
  const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from derivative_contracts`);
  return count?.n ?? 0;
}
