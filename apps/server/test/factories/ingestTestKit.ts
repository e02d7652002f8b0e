/**
 * Test helpers for the ingest tests (imported by *.test.ts only): a temp mirror folder written from fixtures,
 * zip and tar.gz builders, table counts. Each test's database is its own (test/support's openTestDatabase).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/client';
import { queryRows } from '../../src/ingest/sqlBatch';

/** A temp folder laid out like the data mirror. */
export function writeMirror(files: Record<string, string | Uint8Array>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-mirror-'));
  for (const [relative, content] of Object.entries(files)) {
    const full = path.join(root, relative);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
  }
  return root;
}

export function removeMirror(root: string): void {
  fs.rmSync(root, { recursive: true, force: true });
}

export async function count(db: Database['db'], table: string, where = 'true'): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return rows[0]!.n;
}

export const TABLES = [
  'company_profile',
  'etfs',
  'stock_price_daily_historical',
  'market_indices',
  'market_index_wise_companies',
  'market_index_price_daily',
  'stock_price_volume_daily_moving_averages',
  'market_index_price_volume_daily_moving_averages',
  'financial_statements',
  'shareholding_pattern',
  'mutual_fund_schemes',
] as const;

export async function tableCounts(db: Database['db']): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[table] = await count(db, table);
  return counts;
}

/** A zip with deflated entries, as NSE ships bhavcopies. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const packed = zlib.deflateRawSync(data);
    const crc = zlib.crc32(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A gzipped ustar archive (directory entry first, like `tar czf`). */
export function tarGzOf(folder: string, entries: Record<string, string>): Buffer {
  const blocks: Buffer[] = [];
  const header = (name: string, size: number, type: string) => {
    const block = Buffer.alloc(512);
    block.write(name, 0, 100, 'utf8');
    block.write('0000644\0', 100);
    block.write('0000000\0', 108);
    block.write('0000000\0', 116);
    block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
    block.write('00000000000\0', 136);
    block.write(type, 156);
    block.write('ustar\0', 257);
    block.write('00', 263);
    block.fill(' ', 148, 156);
    let sum = 0;
    for (const byte of block) sum += byte;
    block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    return block;
  };
  blocks.push(header(`${folder}/`, 0, '5'));
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    blocks.push(header(`${folder}/${name}`, data.length, '0'), data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return zlib.gzipSync(Buffer.concat(blocks));
}
