/**
 * Phase two of the demo universe, one company at a time: statements, shareholding, prices, moving averages,
 * key metrics and events, encoded straight into the batch's COPY buffers (nothing per company is kept,
 * so memory stays flat however large the universe). Index constituents also feed their indices' sums.
 */
import { BinaryCopyEncoder } from './binaryCopy';
import { ANNUAL_LAG_DAYS, type FiscalCalendar, lowerBound, QUARTER_LAG_DAYS } from './calendar';
import type { CompanyPlan } from './companyFactory';
import { buildEvents, EVENT_COMPANIES } from './eventsFactory';
import { uuidBytes as uuidOf } from './identifiers';
import { accumulate, type DemoIndex } from './indexBuilder';
import { deriveKeyMetrics } from './keyMetrics';
import type { MarketFactors } from './marketFactors';
import { movingAverages } from './movingAverages';
import { buildPriceSeries } from './priceSeries';
import { buildShareholding } from './shareholdingFactory';
import { buildStatements } from './statementFactory';
import { DEMO_SOURCE, encodeBars, encodeMovingAverage, encodeStatement } from './tables';

export interface SeriesContext {
  seed: number;
  asOfDay: number;
  factors: MarketFactors;
  fiscal: FiscalCalendar;
  shareholdingQuarters: readonly number[];
  /** Companies without full history get this many of the latest trading days. */
  tailTradingDays: number;
  memberships: ReadonlyMap<string, readonly DemoIndex[]>;
}

/** The COPY buffers of one batch; reused (reset) batch after batch so they stop growing after the first. */
export class BatchBuffers {
  readonly prices = new BinaryCopyEncoder(1 << 22);
  readonly statements = new BinaryCopyEncoder(1 << 20);
  readonly shareholding = new BinaryCopyEncoder(1 << 18);
  readonly movingAverages = new BinaryCopyEncoder(1 << 16);
  readonly announcements = new BinaryCopyEncoder(1 << 16);
  readonly insiderTrades = new BinaryCopyEncoder(1 << 16);

  reset(): void {
    for (const encoder of [
      this.prices,
      this.statements,
      this.shareholding,
      this.movingAverages,
      this.announcements,
      this.insiderTrades,
    ])
      encoder.reset();
  }
}

/** Calendar index of a company's first bar: its listing day, and not before its history starts. */
export function firstBarIndex(ctx: SeriesContext, plan: CompanyPlan): number {
  const days = ctx.factors.days;
  const listed = lowerBound(days, plan.listingDay);
  const historyStart = plan.fullHistory ? 0 : Math.max(0, days.length - ctx.tailTradingDays);
  return Math.min(Math.max(listed, historyStart), days.length - 1);
}

export function generateCompanySeries(ctx: SeriesContext, plan: CompanyPlan, out: BatchBuffers): void {
  const id = plan.idBytes;
  const { fiscal, asOfDay, seed } = ctx;
  const statements = buildStatements(plan, fiscal, seed);
  const published = (end: number, lag: number) => Math.min(end + lag, asOfDay);
  fiscal.annualEnds.forEach((end, y) => {
    const asOf = published(end, ANNUAL_LAG_DAYS);
    encodeStatement(out.statements, id, 'income_statement', 'annual', end, statements.income[y]!, plan.currency, asOf);
    encodeStatement(
      out.statements,
      id,
      'balance_sheet_statement',
      'annual',
      end,
      statements.balance[y]!,
      plan.currency,
      asOf,
    );
    encodeStatement(
      out.statements,
      id,
      'cash_flow_statement',
      'annual',
      end,
      statements.cashFlow[y]!,
      plan.currency,
      asOf,
    );
  });
  fiscal.quarterEnds.forEach((end, q) => {
    encodeStatement(
      out.statements,
      id,
      'income_statement',
      'quarterly',
      end,
      statements.quarterly[q]!,
      plan.currency,
      published(end, QUARTER_LAG_DAYS),
    );
  });

  const shareholding = buildShareholding(plan, seed, ctx.shareholdingQuarters);
  for (const row of shareholding) {
    out.shareholding.row(9).uuid(id).date(row.quarterEnd);
    out.shareholding
      .float8(row.promoter)
      .float8(row.fii)
      .float8(row.dii)
      .float8(row.public)
      .float8(row.government)
      .float8(row.pledged)
      .text(DEMO_SOURCE);
  }

  const from = firstBarIndex(ctx, plan);
  const bars = buildPriceSeries(plan, ctx.factors, seed, from);
  encodeBars(out.prices, id, bars);
  for (const index of ctx.memberships.get(plan.id) ?? []) accumulate(index, plan.shares, bars, from);
  const movingAverage = movingAverages(bars);
  if (movingAverage) encodeMovingAverage(out.movingAverages, id, movingAverage);

  const metrics = deriveKeyMetrics({ plan, statements, bars, movingAverage, shareholding });
  encodeStatement(out.statements, id, 'key_metrics', 'ttm', asOfDay, metrics, plan.currency, asOfDay);

  if (plan.country === 'IN' && plan.inRank < EVENT_COMPANIES) {
    const { announcements, trades } = buildEvents(plan, seed, asOfDay, fiscal.quarterEnds, statements.quarterly);
    for (const a of announcements) {
      out.announcements
        .row(8)
        .uuid(uuidOf(a.id))
        .uuid(id)
        .timestamptz(a.instantMs)
        .text(a.summary)
        .text(a.impact)
        .null()
        .float8(a.sentiment)
        .text(DEMO_SOURCE);
    }
    for (const t of trades) {
      out.insiderTrades
        .row(14)
        .uuid(uuidOf(t.id))
        .uuid(id)
        .date(t.day)
        .text(t.nameOfInsider)
        .text(t.category)
        .text('Equity Shares');
      out.insiderTrades
        .int8(t.transacted)
        .int8(t.before)
        .int8(t.after)
        .float8(t.holdingBefore)
        .float8(t.holdingAfter)
        .text(t.mode)
        .text(t.type)
        .text(DEMO_SOURCE);
    }
  }
}
