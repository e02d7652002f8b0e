import { formatDate, type DataStatusResponse, sourceFreshness } from '@sanchay/core';
import type { Database } from './db/client';
import type { Env } from './env';

/** The short "it's up" text of `npm start`: address, database, data source and the dates of its figures. */
export function startBanner(env: Env, database: Pick<Database, 'kind'>, data: DataStatusResponse, mirror: string | undefined): string {
  const host = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
  const databaseText =
    database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : `PostgreSQL ${safeDatabaseUrl(env.DATABASE_URL ?? '')}`;
  const origin = data.dataOrigin === 'mirror' && mirror ? `mirror (${mirror})` : data.dataOrigin;
  const dates = data.sources
    .filter((source) => source.id !== 'etf_list')
    .map((source) => `${source.label} ${source.asOf ? formatDate(source.asOf) : 'none'}`);
  return [
    '',
    `  Sanchay    http://${host}:${env.PORT}`,
    `  Database   ${databaseText}`,
    `  Data       ${origin}`,
    ...chunk(dates, 3).map((line) => `             ${line.join(' · ')}`),
    ...staleLine(data),
    '',
  ].join('\n');
}

function staleLine(data: DataStatusResponse): string[] {
  const stale = data.sources.filter((source) => sourceFreshness(source).stale).map((source) => source.label);
  return stale.length === 0 ? [] : [`             Older than they should be: ${stale.join(', ')} (the calendar icon in the app lists them)`];
}

/** postgres://user:secret@host:5432/db -> host:5432/db (never print a password). */
export function safeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return '(DATABASE_URL)';
  }
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
