/**
 * NSE renames symbols (ZOMATO -> ETERNAL, TATAMOTORS -> TMPV). Files older than the securities list
 * (price histories, index lists, Screener exports) still use the old symbol; NSE's symbolchange.csv
 * (no header: company name, old symbol, new symbol, date) lets them reach today's listing. Read once
 * per run; if it cannot be had, symbols simply match as written.
 */
import { csvRows, toIsoDate } from '../../parsers/index';
import { nseCompanyIds } from '../../companyDirectory';
import { baseUrl, fetchFile, type FileSpec } from '../../fileSource';
import type { Executor } from '../../sqlBatch';
import type { IngestOptions, LoaderContext } from '../../types';

/** old symbol -> new symbol (the latest change when a symbol was renamed more than once). */
export function parseSymbolChanges(text: string): Map<string, string> {
  const latest = new Map<string, { symbol: string; date: string }>();
  for (const { fields } of csvRows(text)) {
    const [, old, renamed, when] = fields.map((f) => f.trim());
    if (!old || !renamed || old === renamed) continue;
    const date = toIsoDate(when ?? '') ?? '';
    const known = latest.get(old);
    if (!known || date >= known.date) latest.set(old, { symbol: renamed, date });
  }
  return new Map([...latest].map(([old, { symbol }]) => [old, symbol]));
}

const perRun = new WeakMap<IngestOptions, Promise<Map<string, string>>>();

function spec(ctx: LoaderContext): FileSpec {
  return {
    name: 'symbolchange.csv',
    mirror: 'nse-securities-master/symbolchange.csv',
    url: `${baseUrl(ctx, 'nse')}/content/equities/symbolchange.csv`,
    optional: true,
  };
}

export function symbolChanges(ctx: LoaderContext): Promise<Map<string, string>> {
  let changes = perRun.get(ctx.options);
  if (!changes) {
    changes = fetchFile(ctx, spec(ctx))
      .then((file) => (file ? parseSymbolChanges(file.text()) : new Map<string, string>()))
      .catch(() => new Map<string, string>());
    perRun.set(ctx.options, changes);
  }
  return changes;
}

/** Company id of an NSE symbol as written, or of the listing it was renamed to. */
export type SymbolResolver = (symbol: string) => string | undefined;

export function resolverOf(ids: ReadonlyMap<string, string>, changes: ReadonlyMap<string, string>): SymbolResolver {
  return (symbol) => {
    let current = symbol;
    for (let hop = 0; hop < 5; hop++) {
      const id = ids.get(current);
      if (id) return id;
      const next = changes.get(current);
      if (!next) return undefined;
      current = next;
    }
    return undefined;
  };
}

export async function nseSymbolResolver(ctx: LoaderContext, db: Executor = ctx.db): Promise<SymbolResolver> {
  return resolverOf(await nseCompanyIds(db), await symbolChanges(ctx));
}
