/**
 * Source `nse-indices`: niftyindices constituent lists -> market_indices + market_index_wise_companies
 * (industry as the index provider writes it). A list replaces its index's members. Constituents that
 * are not NSE listings in company_profile are reported and skipped, never invented.
 * The mirror has no clean ind_nifty50list.csv; as SOURCES.md says, the 50 symbols of
 * nifty50-ohlcv-2020-2025 (file names up to the first '_') stand in for NIFTY 50.
 */
import { dropIndexMembersExcept } from '../../../market/indexMembers';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { eachFile, loadFile, type FileOutcome } from '../../fileLedger';
import { baseUrl, loaded, mirrorListing, type FileSpec } from '../../fileSource';
import { csvRows, parseIndexConstituents, type ParseProblem } from '../../parsers/index';
import { inTransaction, queryRows, upsertRows, type Executor } from '../../sqlBatch';
import { nseSymbolResolver } from './symbolChanges';
import type { IngestSource, LoaderContext } from '../../types';

const KNOWN_LISTS: Record<string, string> = {
  ind_nifty50list: 'NIFTY 50',
  ind_niftynext50list: 'NIFTY NEXT 50',
  ind_nifty100list: 'NIFTY 100',
  ind_nifty200list: 'NIFTY 200',
  ind_nifty500list: 'NIFTY 500',
  ind_niftymidcap150list: 'NIFTY MIDCAP 150',
  ind_niftysmallcap250list: 'NIFTY SMALLCAP 250',
  ind_niftybanklist: 'NIFTY BANK',
  ind_niftyitlist: 'NIFTY IT',
  ind_niftytotalmarket_list: 'NIFTY TOTAL MARKET',
  nifty750list: 'NIFTY TOTAL MARKET',
};
const ONLINE_LISTS = [
  'ind_nifty50list',
  'ind_niftynext50list',
  'ind_nifty100list',
  'ind_nifty500list',
  'ind_niftytotalmarket_list',
];
export const NIFTY50_PRICE_FOLDER = 'nifty50-ohlcv-2020-2025';

/** `ind_nifty500list.csv` -> 'NIFTY 500'; unknown lists -> their name in capitals. */
export function indexNameOf(file: string): string {
  const base = path
    .basename(file)
    .replace(/\.csv$/i, '')
    .toLowerCase();
  return (
    KNOWN_LISTS[base] ??
    base
      .replace(/^ind_/, '')
      .replace(/_?list$/, '')
      .replace(/^nifty/, 'NIFTY ')
      .toUpperCase()
  );
}

function files(ctx: LoaderContext): FileSpec[] {
  if (ctx.mode === 'online') {
    const nse = `${baseUrl(ctx, 'nse')}/content/indices`;
    return ONLINE_LISTS.map((list) => ({
      name: `${list}.csv`,
      url: `${nse}/${list}.csv`,
      optional: list !== 'ind_nifty500list',
    }));
  }
  return mirrorListing(ctx.options.from!, 'nse-index-lists', ['.csv']).map((mirror) => ({
    name: path.basename(mirror),
    mirror,
  }));
}

export async function ensureIndex(db: Executor, name: string, source: string): Promise<string> {
  await upsertRows(
    db,
    {
      table: 'market_indices',
      columns: { index_name: 'text', country: 'text', source: 'text' },
      conflict: ['index_name'],
      update: [],
    },
    [{ index_name: name, country: 'IN', source }],
  );
  const rows = await queryRows<{ id: string }>(db, sql`select id from market_indices where index_name = ${name}`);
  return rows[0]!.id;
}

interface Member {
  symbol: string;
  industry: string | null;
  line: number;
}

/** Makes `members` the index's constituents: removes the others, upserts these. */
async function replaceMembers(
  ctx: LoaderContext,
  indexName: string,
  members: Member[],
  file: string,
): Promise<FileOutcome> {
  const problems: ParseProblem[] = [];
  return inTransaction(ctx.db, async (tx) => {
    const resolve = await nseSymbolResolver(ctx, tx);
    const rows = [];
    for (const member of members) {
      const companyId = resolve(member.symbol);
      if (companyId) rows.push({ company_id: companyId, industry: member.industry });
      else
        problems.push({
          file,
          line: member.line,
          message: `unknown NSE symbol ${member.symbol}: not in the securities list, skipped`,
        });
    }
    const indexId = await ensureIndex(tx, indexName, 'nse-index-list');
    await dropIndexMembersExcept(tx, indexId, rows.map((r) => r.company_id));
    await upsertRows(
      tx,
      {
        table: 'market_index_wise_companies',
        columns: { index_id: 'uuid', company_id: 'uuid', industry: 'text' },
        conflict: ['index_id', 'company_id'],
        update: ['industry'],
      },
      rows.map((r) => ({ index_id: indexId, ...r })),
    );
    return { rows: rows.length, problems, incomplete: problems.length > 0 };
  });
}

/** Line of each symbol in a constituent list (for problem reports). */
function symbolLines(text: string): Map<string, number> {
  const rows = csvRows(text);
  const column = (rows[0]?.fields ?? []).findIndex((h) => h.trim().toLowerCase() === 'symbol');
  return new Map(rows.slice(1).map((r) => [r.fields[column]?.trim() ?? '', r.line]));
}

async function loadNifty50FromPriceFiles(ctx: LoaderContext): Promise<void> {
  const names = mirrorListing(ctx.options.from!, NIFTY50_PRICE_FOLDER, ['.csv']).map((f) => path.basename(f));
  if (names.length === 0) return;
  const symbols = names.map((n) => n.slice(0, n.indexOf('_') === -1 ? n.length - 4 : n.indexOf('_')));
  const file = loaded(`${NIFTY50_PRICE_FOLDER} (file names)`, Buffer.from(symbols.join('\n')));
  await loadFile(ctx, file, async () => {
    // The industry the other lists give the company (these file names carry none).
    const industries = await queryRows<{ company_id: string; industry: string }>(
      ctx.db,
      sql`select distinct on (company_id) company_id, industry from market_index_wise_companies
          where industry is not null order by company_id, industry`,
    );
    const industryOf = new Map(industries.map((r) => [r.company_id, r.industry]));
    const resolve = await nseSymbolResolver(ctx);
    const members = symbols.map((symbol, i) => ({
      symbol,
      industry: industryOf.get(resolve(symbol) ?? '') ?? null,
      line: i + 1,
    }));
    return replaceMembers(ctx, 'NIFTY 50', members, file.name);
  });
}

export const nseIndicesSource: IngestSource = {
  name: 'nse-indices',
  async run(ctx) {
    const specs = files(ctx);
    await eachFile(ctx, specs, async (file) => {
      const text = file.text();
      const { rows, problems } = parseIndexConstituents(text, file.name);
      const lines = symbolLines(text);
      const members = rows.map((r) => ({ symbol: r.symbol, industry: r.industry, line: lines.get(r.symbol) ?? 0 }));
      const outcome = await replaceMembers(ctx, indexNameOf(file.name), members, file.name);
      return { ...outcome, problems: [...problems, ...outcome.problems] };
    });
    const hasNifty50List = specs.some((s) => indexNameOf(s.name) === 'NIFTY 50');
    if (ctx.mode === 'mirror' && !hasNifty50List) await loadNifty50FromPriceFiles(ctx);
  },
};
