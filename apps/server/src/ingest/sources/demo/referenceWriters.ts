/**
 * The rows around the companies' series: company_profile (companies and ETF listings), the indices with
 * their constituents, levels and moving averages, the ETFs with their prices, and the mutual funds.
 */
import { deleteEtfsOfSourceExcept, deleteIndexMembers, replaceIndicesOfSource } from '../../../market/sourceRows';
import { type CompanyPlan, companySummary, companyWebsite } from './companyFactory';
import { BinaryCopyEncoder, type BatchTx, type BulkSession, writeRows, type WriteMode } from './bulkWriter';
import { type DemoEtf, etfBars } from './etfFactory';
import { buildFunds } from './fundsFactory';
import { demoUuid, uuidBytes } from './identifiers';
import { type DemoIndex, INDEX_DEFINITIONS, indexBars } from './indexBuilder';
import { type Bars, movingAverages } from './movingAverages';
import { DEMO_SOURCE, encodeBars, encodeMovingAverage, TABLES } from './tables';

const CHUNK = 20_000;

/** company_profile rows of the companies (in chunks, one transaction each) and of the ETF listings. */
export async function writeCompanyProfiles(
  session: BulkSession,
  plans: readonly CompanyPlan[],
  etfs: readonly DemoEtf[],
  windowStartDay: number,
  mode: WriteMode,
): Promise<void> {
  for (let start = 0; start < plans.length || start === 0; start += CHUNK) {
    const enc = new BinaryCopyEncoder(1 << 22);
    for (const p of plans.slice(start, start + CHUNK)) {
      enc.row(17).uuid(p.idBytes).text(p.symbol).text(p.exchange).text(p.country).text(p.name).text(p.isin);
      enc
        .text(p.industry.sector)
        .text(p.industry.industry)
        .float8(p.marketCap)
        .text(p.marketCapType)
        .text(p.currency)
        .date(p.listingDay);
      enc
        .text(p.country === 'IN' ? 'EQ' : null)
        .float8(p.faceValue)
        .text(companyWebsite(p))
        .text(companySummary(p))
        .text(DEMO_SOURCE);
    }
    if (start === 0) {
      etfs.forEach((e) => {
        const d = e.definition;
        enc.row(17).uuid(e.companyIdBytes).text(d.symbol).text('NSE').text('IN').text(d.name).text(e.isin);
        enc
          .null()
          .text('Exchange Traded Fund')
          .null()
          .null()
          .text('INR')
          .date(windowStartDay - 400 - 90 * e.number);
        enc
          .text('EQ')
          .float8(d.assetClass === 'liquid' ? 1000 : 10)
          .null()
          .text(`${d.name} is a fictional exchange-traded fund of Sanchay's demo universe tracking ${d.underlying}.`)
          .text(DEMO_SOURCE);
      });
    }
    await session.transaction(async (tx) => {
      await writeRows(tx, TABLES.companies, enc, mode);
    });
  }
}

async function writeOwnedSeries(
  tx: BatchTx,
  kind: 'index' | 'company',
  owner: Uint8Array,
  bars: Bars,
  mode: WriteMode,
): Promise<number> {
  const prices = new BinaryCopyEncoder(1 << 18);
  const averages = new BinaryCopyEncoder(1 << 10);
  encodeBars(prices, owner, bars);
  const ma = movingAverages(bars);
  if (ma) encodeMovingAverage(averages, owner, ma);
  const written = await writeRows(tx, kind === 'index' ? TABLES.indexPrices : TABLES.prices, prices, mode);
  await writeRows(tx, kind === 'index' ? TABLES.indexMovingAverages : TABLES.movingAverages, averages, 'upsert');
  return written;
}

/** market_indices (upserted by name: an existing row keeps its id), constituents, levels, moving averages. */
export async function writeIndices(
  session: BulkSession,
  seed: number,
  indices: readonly DemoIndex[],
  calendarDays: Int32Array,
): Promise<{ bars: Map<string, Bars>; rows: number }> {
  const bars = new Map<string, Bars>();
  // Indices of an earlier demo universe that this one does not have (too few banks, say) go.
  const idOf = await replaceIndicesOfSource(
    session,
    DEMO_SOURCE,
    indices.map((index) => ({
      id: demoUuid(
        seed,
        'index',
        INDEX_DEFINITIONS.findIndex((d) => d.name === index.name),
      ),
      name: index.name,
      country: 'IN',
    })),
  );
  if (indices.length === 0) return { bars, rows: 0 };
  let rows = 0;
  await session.transaction(async (tx) => {
    await deleteIndexMembers(tx, [...idOf.values()]);
    const members = new BinaryCopyEncoder(1 << 16);
    for (const index of indices) {
      const indexId = uuidBytes(idOf.get(index.name) as string);
      index.constituents.forEach((c, k) =>
        members
          .row(4)
          .uuid(indexId)
          .uuid(c.idBytes)
          .float8(index.weights[k] as number)
          .text(c.industry.industry),
      );
      const levels = indexBars(index, calendarDays);
      bars.set(index.name, levels);
      rows += await writeOwnedSeries(tx, 'index', indexId, levels, 'upsert');
    }
    await writeRows(tx, TABLES.indexCompanies, members, 'insert');
  });
  return { bars, rows };
}

/** ETF prices (tracking the index levels) and etfs rows. Returns the price rows written. */
export async function writeEtfs(
  session: BulkSession,
  seed: number,
  etfs: readonly DemoEtf[],
  calendarDays: Int32Array,
  indexBarsByName: ReadonlyMap<string, Bars>,
  mode: WriteMode,
): Promise<number> {
  let rows = 0;
  await deleteEtfsOfSourceExcept(
    session,
    DEMO_SOURCE,
    etfs.map((e) => e.definition.symbol),
  );
  await session.transaction(async (tx) => {
    const etfRows = new BinaryCopyEncoder(1 << 12);
    for (const etf of etfs) {
      const d = etf.definition;
      rows += await writeOwnedSeries(
        tx,
        'company',
        etf.companyIdBytes,
        etfBars(seed, etf, calendarDays, indexBarsByName),
        mode,
      );
      etfRows.row(12).uuid(uuidBytes(etf.etfId)).text(d.symbol).text(d.underlying).text(d.name).text(etf.isin);
      etfRows
        .uuid(etf.companyIdBytes)
        .text(d.assetClass)
        .bool(d.assetClass === 'equity-index')
        .float8(1)
        .float8(d.assetClass === 'liquid' ? 1000 : 10)
        .null()
        .text(DEMO_SOURCE);
    }
    await writeRows(tx, TABLES.etfs, etfRows, 'upsert');
  });
  return rows;
}

/** The demo mutual fund schemes with NAVs dated on the data date. */
export async function writeFunds(session: BulkSession, seed: number, asOfDay: number): Promise<number> {
  const funds = buildFunds(seed, asOfDay);
  const enc = new BinaryCopyEncoder(1 << 16);
  for (const f of funds) {
    enc
      .row(18)
      .int4(f.schemeCode)
      .text(f.name)
      .text(f.fundHouse)
      .text(f.structure)
      .text(f.category)
      .text(f.plan)
      .text(f.option);
    enc
      .text(f.isinGrowth)
      .text(f.isinReinvestment)
      .float8(f.nav)
      .date(asOfDay)
      .float8(f.expenseRatio)
      .float8(f.categoryAverageExpenseRatio);
    enc.float8(f.aumCrore).int4(f.rating).jsonb(JSON.stringify(f.returns)).bool(false).text(DEMO_SOURCE);
  }
  await session.transaction(async (tx) => {
    await writeRows(tx, TABLES.funds, enc, 'upsert');
  });
  return funds.length;
}
