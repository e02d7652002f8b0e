/**
 * Source `screener`: Screener.in export CSVs that a person exported (the mirror's
 * screener-fundamentals-2024 family). The files are joined per company on NSE code (else BSE code,
 * from join_key) and matched to existing listings; they give
 * - company_profile: industry (Screener's Indian classification wins), market cap (crores -> rupees), BSE code;
 * - financial_statements (screenerStatements.ts, screenerMetrics.ts) and shareholding_pattern
 *   (screenerShareholding.ts), all with as_of = the export date.
 * Export date: the dataset's own note (`data_DD_MM_YYYY` in a Readme next to the files: 2024-07-01 for
 * the mirror), else the end of the latest result month in the files. nifty750_fundamentals.csv is a
 * different, later snapshot with four columns and is not loaded with this set.
 * There is no public address: online runs skip this source with a note.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { sliceTurns } from '../../../platform/inTurns';
import { fileGroup } from '../../fileLedger';
import { mirrorListing, type FileSpec, type LoadedFile } from '../../fileSource';
import {
  createScreenerParser,
  normalizeHeader,
  parseInTurns,
  type ParseProblem,
  type ParseResult,
  type ScreenerCompany,
} from '../../parsers/index';
import { screenerKeyMetrics } from './screenerMetrics';
import { screenerShareholding } from './screenerShareholding';
import { ANNUAL_RESULT, fromCrores, LATEST_RESULT, monthEnd, screenerStatements } from './screenerStatements';
import { inTransaction, queryRows, updateRows, upsertRows, type Executor, type Row } from '../../sqlBatch';
import { nseSymbolResolver, type SymbolResolver } from '../nse/symbolChanges';
import type { IngestSource, LoaderContext } from '../../types';

const FOLDERS = ['screener-fundamentals-2024', 'screener'];
const OTHER_SNAPSHOTS = /^nifty750_fundamentals/i;
/** Files whose columns win when two files disagree (market cap moves between the files' snapshots). */
const PRIORITY = ['ratios_1', 'ratios_2', 'price', 'other_metrics', 'annual_p_l_1'];

interface Company {
  nseCode: string | null;
  bseCode: string | null;
  industry: string | null;
  metrics: Map<string, number | null>;
}

function files(ctx: LoaderContext): FileSpec[] {
  const root = ctx.options.from!;
  return FOLDERS.flatMap((folder) => mirrorListing(root, folder, ['.csv', '.csv.gz']))
    .filter((mirror) => !OTHER_SNAPSHOTS.test(path.basename(mirror)))
    .map((mirror) => ({ name: path.basename(mirror).replace(/\.gz$/i, ''), mirror: mirror.replace(/\.gz$/i, '') }));
}

const rank = (name: string) => {
  const i = PRIORITY.findIndex((p) => name.toLowerCase().startsWith(p));
  return i === -1 ? PRIORITY.length : i;
};

/**
 * The export writes placeholders for a missing code: BSE code `-1.0` for NSE-only companies and NSE
 * code `__NA__`. They are no codes (matching them would tie unrelated companies together).
 */
const bseCodeOf = (code: string | null) => (code && /^[1-9]\d{5}$/.test(code) ? code : null);
const nseCodeOf = (code: string | null) => (code && /^[A-Z0-9][A-Z0-9&.-]*$/i.test(code) ? code : null);

/** Joins the files per company (on NSE code, else BSE code); the first value of a column (by PRIORITY) is kept. */
async function joinFiles(
  files: LoadedFile[],
  headers: Map<string, string>,
  problems: ParseProblem[],
): Promise<Map<string, Company>> {
  const companies = new Map<string, Company>();
  const normalizedOf = new Map<string, string>(); // ~600 distinct headers, ~2 M cells
  const parsedFiles: ParseResult<ScreenerCompany>[] = [];
  // In slices with turns of the event loop between them: the first start must not hold up /healthz.
  for (const f of [...files].sort((a, b) => rank(a.name) - rank(b.name)))
    parsedFiles.push(await parseInTurns(createScreenerParser, f.text(), f.name));
  // A row without its NSE code still belongs with the rows of the same BSE code that have one.
  const nseOfBse = new Map<string, string>();
  const turn = sliceTurns();
  for (const parsed of parsedFiles) {
    for (const row of parsed.rows) {
      await turn(); // tens of thousands of rows: 70-80 ms in one go
      const bse = bseCodeOf(row.bseCode);
      const nse = nseCodeOf(row.nseCode);
      if (bse && nse) nseOfBse.set(bse, nse);
    }
  }
  for (const parsed of parsedFiles) {
    problems.push(...parsed.problems);
    for (const row of parsed.rows) {
      await turn();
      const bseCode = bseCodeOf(row.bseCode);
      const nseCode = nseCodeOf(row.nseCode) ?? (bseCode ? (nseOfBse.get(bseCode) ?? null) : null);
      const key = nseCode ?? (bseCode ? `BSE:${bseCode}` : null);
      if (key === null) continue;
      let company = companies.get(key);
      if (!company) companies.set(key, (company = { nseCode, bseCode, industry: null, metrics: new Map() }));
      company.bseCode ??= bseCode;
      company.industry ??= row.industry;
      const values: [string, number | null][] = Object.entries(row.metrics);
      if (row.currentPrice !== null) values.push(['Current Price', row.currentPrice]);
      for (const [header, value] of values) {
        let normalized = normalizedOf.get(header);
        if (normalized === undefined) {
          normalized = normalizeHeader(header);
          normalizedOf.set(header, normalized);
          if (!headers.has(normalized)) headers.set(normalized, header);
        }
        if ((company.metrics.get(normalized) ?? null) === null) company.metrics.set(normalized, value);
      }
    }
  }
  return companies;
}

/** The export date (see the header comment). */
export function exportDate(root: string | undefined, companies: Iterable<Company>): string | null {
  for (const folder of root ? FOLDERS : []) {
    const dir = path.join(root!, folder);
    const readme = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => /^readme/i.test(f)) : undefined;
    const match = readme ? /data_(\d{2})_(\d{2})_(\d{4})/.exec(fs.readFileSync(path.join(dir, readme), 'utf8')) : null;
    if (match) return `${match[3]}-${match[2]}-${match[1]}`;
  }
  let latest = 0;
  for (const c of companies)
    latest = Math.max(latest, c.metrics.get(LATEST_RESULT) ?? 0, c.metrics.get(ANNUAL_RESULT) ?? 0);
  return latest > 0 ? monthEnd(latest) : null;
}

/** NSE codes (renamed ones followed to today's listing) and BSE codes -> company id. */
async function listingIds(
  ctx: LoaderContext,
  db: Executor,
): Promise<{ nse: SymbolResolver; bse: Map<string, string> }> {
  const bse = await queryRows<{ id: string; bse_code: string }>(
    db,
    sql`select id, bse_code from company_profile where bse_code is not null`,
  );
  return { nse: await nseSymbolResolver(ctx, db), bse: new Map(bse.map((r) => [r.bse_code, r.id])) };
}

/** A derived shareholding row never replaces one Screener reported for the same quarter. */
const keepReported = (c: string) =>
  `case when t.source = 'screener' and excluded.source <> 'screener' then t.${c} else excluded.${c} end`;

async function write(
  ctx: LoaderContext,
  tx: Executor,
  companies: Map<string, Company>,
  headers: Map<string, string>,
  asOf: string,
) {
  const ids = await listingIds(ctx, tx);
  const profiles: Row[] = [];
  const statements: Row[] = [];
  const holdings: Row[] = [];
  const turn = sliceTurns();
  for (const company of companies.values()) {
    await turn();
    const id =
      (company.nseCode && ids.nse(company.nseCode)) || (company.bseCode && ids.bse.get(company.bseCode)) || null;
    if (!id) continue;
    const cap = company.metrics.get(normalizeHeader('Market Capitalization')) ?? null;
    profiles.push({
      id,
      industry: company.industry,
      market_cap: cap === null ? null : fromCrores(cap),
      bse_code: company.bseCode,
    });
    const rows = screenerStatements(company.metrics);
    rows.push({
      statement: 'key_metrics',
      period: 'ttm',
      periodEnd: asOf,
      items: screenerKeyMetrics(company.metrics, headers),
    });
    for (const r of rows) {
      statements.push({
        company_id: id,
        statement: r.statement,
        period: r.period,
        period_end: r.periodEnd,
        items: r.items,
        currency: 'INR',
        as_of: asOf,
        source: 'screener',
      });
    }
    for (const r of screenerShareholding(company.metrics, asOf)) {
      holdings.push({
        company_id: id,
        quarter_end: r.quarterEnd,
        promoter: r.promoter,
        fii: r.fii,
        dii: r.dii,
        public: r.public,
        pledged: r.pledged,
        source: r.source,
      });
    }
  }
  const profileColumns = { id: 'uuid', industry: 'text', market_cap: 'double precision', bse_code: 'text' } as const;
  const set = {
    industry: 'coalesce(x.industry, t.industry)',
    market_cap: 'coalesce(x.market_cap, t.market_cap)',
    bse_code: 'coalesce(x.bse_code, t.bse_code)',
  };
  await updateRows(tx, { table: 'company_profile', columns: profileColumns, key: ['id'], set, touch: true }, profiles);
  await upsertRows(
    tx,
    {
      table: 'financial_statements',
      columns: {
        company_id: 'uuid',
        statement: 'text',
        period: 'text',
        period_end: 'date',
        items: 'jsonb',
        currency: 'text',
        as_of: 'date',
        source: 'text',
      },
      conflict: ['company_id', 'statement', 'period', 'period_end'],
      update: ['items', 'currency', 'as_of', 'source'],
      touch: true,
    },
    statements,
    1000,
  );
  const holdingColumns = ['promoter', 'fii', 'dii', 'public', 'pledged', 'source'];
  await upsertRows(
    tx,
    {
      table: 'shareholding_pattern',
      columns: {
        company_id: 'uuid',
        quarter_end: 'date',
        promoter: 'double precision',
        fii: 'double precision',
        dii: 'double precision',
        public: 'double precision',
        pledged: 'double precision',
        source: 'text',
      },
      conflict: ['company_id', 'quarter_end'],
      update: Object.fromEntries(holdingColumns.map((c) => [c, keepReported(c)])),
      touch: true,
    },
    holdings,
  );
  return { matched: profiles.length, rows: profiles.length + statements.length + holdings.length };
}

export const screenerSource: IngestSource = {
  name: 'screener',
  async run(ctx) {
    if (ctx.mode === 'online') {
      ctx.report.note = 'Screener.in exports are files a person downloads: load them with --from DIR';
      return;
    }
    await fileGroup(ctx, files(ctx), async (group) => {
      const headers = new Map<string, string>();
      const problems: ParseProblem[] = [];
      const companies = await joinFiles(group, headers, problems);
      const asOf = exportDate(ctx.options.from, companies.values());
      if (asOf === null)
        return { rows: 0, problems: [...problems, { file: group[0]!.name, line: 1, message: 'no export date found' }] };
      const { matched, rows } = await inTransaction(ctx.db, (tx) => write(ctx, tx, companies, headers, asOf));
      ctx.report.note = `${matched} of ${companies.size} companies matched a listing; export date ${asOf}`;
      return { rows, problems, incomplete: matched === 0 };
    });
  },
};
