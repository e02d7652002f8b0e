import { createHash } from 'node:crypto';
import {
  buildLedger,
  type ImportRowError,
  type ImportUnknown,
  type PortfolioImportFormat,
  type PortfolioImportPreview,
  type PortfolioImportRequest,
  type PortfolioImportResult,
  type Trade,
} from '@sanchay/core';
import { AppError, invalidInput } from '../platform/errors';
import type { AppDb } from '../platform/db/client';
import { inTransaction } from '../platform/db/sql';
import { readCsv } from './import/csvTable';
import { detectFormat, FORMAT_HELP, type FileTrade, type ParsedFile, parseGeneric, parseZerodhaHoldings, parseZerodhaTradebook } from './import/formats';
import { isCasStatement, parseCasStatement } from './import/casStatement';
import { readPdfLines } from './import/pdfText';
import { portfolioSecurities, portfolioTrades } from './schema';
import { isinsOfSchemeCodes, isinsOfSymbols, securityInfo } from './securities';
import { asCoreTrade, existingKeys, tradesOf } from './tradeStore';

/** Rows one import takes (a decade of an active trader's tradebook). */
export const IMPORT_MAX_ROWS = 50_000;
const INSERT_CHUNK = 1000;

interface Prepared {
  preview: PortfolioImportPreview;
  /** Securities the file names that no data knows: their names are kept as the person's notes. */
  newNames: [string, string][];
  inserts: (typeof portfolioTrades.$inferInsert)[];
}

/** A row without a broker id is known by its content and its occurrence in the file (two equal rows are two trades). */
function rowKeys(format: PortfolioImportFormat, trades: readonly (FileTrade & { isin: string })[]): string[] {
  const seen = new Map<string, number>();
  return trades.map((t) => {
    if (t.externalId) return t.externalId;
    const content = [format, t.date, t.isin, t.side, t.quantity, t.price, t.charges].join('|');
    const hash = createHash('sha256').update(content).digest('hex').slice(0, 32);
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    return `row:${hash}#${n}`;
  });
}

interface ReadFile {
  format: PortfolioImportFormat;
  parsed: ParsedFile & { warnings?: ImportRowError[] };
}

const PDF_BASE64 = /^JVBERi0/; // "%PDF-"

/** The file's trades and errors, by its format (given, or told from its header row or its PDF signature). */
async function readFile(request: PortfolioImportRequest): Promise<ReadFile> {
  if (request.format === 'cas_pdf' || (request.format === 'auto' && PDF_BASE64.test(request.content))) {
    const lines = await readPdfLines(Buffer.from(request.content, 'base64'), request.password);
    if (!isCasStatement(lines)) throw new AppError(400, 'unknown_format', `The PDF does not read as a CAMS or KFintech consolidated account statement. ${FORMAT_HELP}`);
    return { format: 'cas_pdf', parsed: parseCasStatement(lines) };
  }
  const table = readCsv(request.content);
  if (!table) throw invalidInput(`The file is not a CSV with a header row. ${FORMAT_HELP}`);
  const format = request.format === 'auto' ? detectFormat(table) : request.format;
  if (!format || (request.format !== 'auto' && detectFormat(table) !== format)) {
    throw new AppError(400, 'unknown_format', `The file's columns (${table.headers.slice(0, 14).join(', ')}) are not a format Sanchay reads. ${FORMAT_HELP}`);
  }
  if (table.records.length > IMPORT_MAX_ROWS) throw invalidInput(`The file has ${table.records.length} rows; an import takes at most ${IMPORT_MAX_ROWS}.`);
  if (format === 'zerodha_holdings' && !request.holdingsDate) {
    throw invalidInput('holdingsDate: a holdings export has no trade dates; give the day these holdings count as bought.');
  }
  const parsed =
    format === 'zerodha_tradebook' ? parseZerodhaTradebook(table) : format === 'generic' ? parseGeneric(table) : parseZerodhaHoldings(table, request.holdingsDate!);
  return { format, parsed };
}

/** Reads, checks and resolves a file without writing anything: what would be added, and why not. */
export async function prepareImport(db: AppDb, userId: string, request: PortfolioImportRequest): Promise<Prepared> {
  const { format, parsed } = await readFile(request);

  // Resolve: the person's mapping first, then the ISIN the row gives, then the symbol's listing or the scheme's
  // AMFI code. Never a guess.
  const unresolved = parsed.trades.filter((t) => !t.isin && !request.mappings[t.key]);
  const symbols = [...new Set(unresolved.filter((t) => !t.amfiCode).map((t) => t.key))];
  const codes = [...new Set(unresolved.flatMap((t) => (t.amfiCode ? [t.amfiCode] : [])))];
  const [bySymbol, byCode] = await Promise.all([isinsOfSymbols(db, symbols), isinsOfSchemeCodes(db, codes)]);
  const unknownRows = new Map<string, number[]>();
  const resolved: (FileTrade & { isin: string })[] = [];
  for (const t of parsed.trades) {
    const isin = request.mappings[t.key] ?? t.isin ?? (t.amfiCode ? byCode.get(t.amfiCode) : bySymbol.get(t.key));
    if (!isin) unknownRows.set(t.key, [...(unknownRows.get(t.key) ?? []), t.row]);
    else resolved.push({ ...t, isin });
  }
  // Names the file gives securities (a CAS's scheme names), for ISINs the market data does not know.
  const names = new Map(resolved.flatMap((t) => (t.name ? [[t.isin, t.name] as const] : [])));
  const unknown: ImportUnknown[] = [...unknownRows].map(([key, rows]) => ({ key, rows }));

  const isins = [...new Set(resolved.map((t) => t.isin))];
  const dedupe = rowKeys(format, resolved);
  const [info, keys, stored] = await Promise.all([securityInfo(db, userId, isins), existingKeys(db, userId, dedupe), tradesOf(db, userId)]);
  const warnings: ImportRowError[] = [...(parsed.warnings ?? [])];
  for (const isin of isins) {
    if (!info.has(isin)) {
      const rows = resolved.filter((t) => t.isin === isin).map((t) => t.row);
      warnings.push({ row: rows[0]!, field: 'isin', message: `${isin}${names.has(isin) ? ` (${names.get(isin)})` : ''} is not in the market data: it will be held without a price (rows ${rows.slice(0, 10).join(', ')}${rows.length > 10 ? ', ...' : ''})` });
    }
  }
  const fresh = resolved.map((t, i) => ({ t, key: dedupe[i]!, duplicate: keys.has(dedupe[i]!) }));
  // Sells of more than would be held after the import: said, not refused (earlier buys may come in a later file).
  const candidate: Trade[] = [
    ...stored.map(asCoreTrade),
    ...fresh.filter((f) => !f.duplicate).map(({ t }) => ({ id: `row:${t.row}`, isin: t.isin, date: t.date, side: t.side, quantity: t.quantity, price: t.price, charges: t.charges })),
  ];
  for (const issue of buildLedger(candidate).issues) {
    if (issue.tradeId.startsWith('row:')) warnings.push({ row: Number(issue.tradeId.slice(4)), field: 'quantity', message: issue.message });
  }

  const rows = fresh.map(({ t, duplicate }) => ({ row: t.row, date: t.date, isin: t.isin, name: info.get(t.isin)?.name ?? names.get(t.isin) ?? t.symbol ?? t.isin, side: t.side, quantity: t.quantity, price: t.price, charges: t.charges, duplicate }));
  const inserts = fresh
    .filter((f) => !f.duplicate)
    .map(({ t, key }) => ({ userId, isin: t.isin, symbol: t.symbol, tradeDate: t.date, side: t.side, quantity: t.quantity, price: t.price, charges: t.charges, source: format, dedupeKey: key }));
  const newNames = [...names].filter(([isin]) => !info.has(isin));
  return {
    newNames,
    preview: { format, rows, toAdd: inserts.length, duplicates: rows.length - inserts.length, errors: parsed.errors, warnings: warnings.sort((a, b) => a.row - b.row), unknown },
    inserts,
  };
}

/** Writes a checked import in one transaction; refuses (writing nothing) while rows have errors or unknown securities. */
export async function confirmImport(db: AppDb, userId: string, request: PortfolioImportRequest): Promise<PortfolioImportResult> {
  const { preview, inserts, newNames } = await prepareImport(db, userId, request);
  if (preview.errors.length > 0) {
    const first = preview.errors[0]!;
    throw new AppError(400, 'import_has_errors', `${preview.errors.length} row error${preview.errors.length === 1 ? '' : 's'}: nothing was imported. First: row ${first.row}, ${first.field}: ${first.message}.`);
  }
  if (preview.unknown.length > 0) {
    throw new AppError(400, 'import_has_unknown', `Map ${preview.unknown.map((u) => u.key).slice(0, 5).join(', ')}${preview.unknown.length > 5 ? ', ...' : ''} to an ISIN first: nothing was imported.`);
  }
  const added = await inTransaction(db, async (tx) => {
    let count = 0;
    for (let i = 0; i < inserts.length; i += INSERT_CHUNK) {
      const done = await tx.insert(portfolioTrades).values(inserts.slice(i, i + INSERT_CHUNK)).onConflictDoNothing().returning({ id: portfolioTrades.id });
      count += done.length;
    }
    if (newNames.length > 0) {
      await tx.insert(portfolioSecurities).values(newNames.map(([isin, name]) => ({ userId, isin, name }))).onConflictDoNothing();
    }
    return count;
  });
  return { added, skipped: preview.rows.length - added };
}
