/**
 * The corporate_actions table's one reader and writer: recording actions from a file or a derivation,
 * the administrator's list and decisions, the applied share factors valuations use, and dividend history.
 */
import { type CorporateActionDetail, type DatedFactor, describeAction, type DividendPaid, shareFactor } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { type Executor, rows } from '../../platform/db/sql';
import type { CorporateActionStatus } from './schema';

export interface NewCorporateAction {
  companyId: string;
  detail: CorporateActionDetail;
  purpose: string;
  exDate: string | null;
  recordDate?: string | null;
  windowFrom?: string | null;
  windowTo?: string | null;
  /** 'confirmed' only for a reviewed list's rows, which name who decided. */
  status: 'file' | 'derived' | 'confirmed';
  /** nse (the exchange's file), reviewed (an administrator's checked list), mirror-pair and price-jump (derived). */
  source: 'nse' | 'reviewed' | 'mirror-pair' | 'price-jump';
  evidence?: string | null;
  pricesAdjusted?: boolean;
  decidedBy?: string | null;
}

export interface CorporateActionRow {
  id: string;
  companyId: string;
  symbol: string;
  kind: CorporateActionDetail['kind'];
  description: string;
  purpose: string;
  exDate: string | null;
  recordDate: string | null;
  windowFrom: string | null;
  windowTo: string | null;
  shareFactor: number;
  dividendPerShare: number | null;
  status: CorporateActionStatus;
  source: string;
  evidence: string | null;
  pricesAdjusted: boolean;
  decidedBy: string | null;
}

/** Statuses whose actions change share counts and prices. */
export const APPLIED_STATUSES: readonly CorporateActionStatus[] = ['file', 'confirmed'];

/** Two actions of one PURPOSE (a final and a special dividend) differ by what they are. */
const keyOf = (a: NewCorporateAction) =>
  `${a.source}:${describeAction(a.detail)}:${a.exDate ?? `${a.windowFrom}..${a.windowTo}`}:${a.purpose}`;

/**
 * Days apart within which two applied share-changing actions of one listing and factor are the same action (and,
 * in derive.ts, within which an applied action of the same factor explains a one-day fall).
 */
export const SAME_ACTION_DAYS = 5;

/**
 * Records actions; one already recorded (same company, source, kind, date and purpose) keeps its row and any
 * administrator's decision. An applied bonus, split or consolidation is recorded once whatever its source: one
 * that another applied row already holds (same listing and kind of change, ex-dates within 5 days) is skipped, so
 * the exchange's file and a reviewed list never double a share count. Returns how many were new.
 */
export async function recordCorporateActions(db: Executor, actions: readonly NewCorporateAction[]): Promise<number> {
  let added = 0;
  for (const a of actions) {
    const dividend = a.detail.kind === 'dividend' ? a.detail.perShare : null;
    const factor = shareFactor(a.detail);
    const appliedTwice =
      a.status !== 'derived' && factor !== 1 && a.exDate
        ? sql`and not exists (select 1 from corporate_actions o where o.company_id = ${a.companyId}::uuid
              and o.status in ('file', 'confirmed') and o.kind = ${a.detail.kind} and o.share_factor = ${factor}
              and o.ex_date between ${a.exDate}::date - ${SAME_ACTION_DAYS}::int and ${a.exDate}::date + ${SAME_ACTION_DAYS}::int)`
        : sql``;
    const inserted = await rows<{ id: string }>(
      db,
      sql`insert into corporate_actions (company_id, key, kind, detail, purpose, ex_date, record_date, window_from, window_to,
            share_factor, dividend_per_share, status, source, evidence, prices_adjusted, decided_by, decided_at)
          select ${a.companyId}::uuid, ${keyOf(a)}::text, ${a.detail.kind}::text, ${JSON.stringify(a.detail)}::jsonb, ${a.purpose}::text,
            ${a.exDate}::date, ${a.recordDate ?? null}::date, ${a.windowFrom ?? null}::date, ${a.windowTo ?? null}::date,
            ${factor}::float8, ${dividend}::float8, ${a.status}::text, ${a.source}::text, ${a.evidence ?? null}::text,
            ${a.pricesAdjusted ?? false}::boolean, ${a.decidedBy ?? null}::text, ${a.decidedBy ? sql`now()` : sql`null::timestamptz`}
          where true ${appliedTwice}
          on conflict (company_id, key) do nothing returning id`,
    );
    added += inserted.length;
  }
  return added;
}

const SELECT = sql`select a.id, a.company_id as "companyId", c.symbol, a.kind, a.detail, a.purpose,
    to_char(a.ex_date, 'YYYY-MM-DD') as "exDate", to_char(a.record_date, 'YYYY-MM-DD') as "recordDate",
    to_char(a.window_from, 'YYYY-MM-DD') as "windowFrom", to_char(a.window_to, 'YYYY-MM-DD') as "windowTo",
    a.share_factor as "shareFactor", a.dividend_per_share as "dividendPerShare", a.status, a.source, a.evidence,
    a.prices_adjusted as "pricesAdjusted", a.decided_by as "decidedBy"
  from corporate_actions a join company_profile c on c.id = a.company_id`;

type StoredRow = Omit<CorporateActionRow, 'description'> & { detail: CorporateActionDetail };
const present = ({ detail, ...row }: StoredRow): CorporateActionRow => ({ ...row, description: describeAction(detail) });

/** Actions by status (all when none is given), by symbol then date. */
export async function listCorporateActions(
  db: Executor,
  filter: { status?: CorporateActionStatus; companyId?: string } = {},
): Promise<CorporateActionRow[]> {
  const found = await rows<StoredRow>(
    db,
    sql`${SELECT} where (${filter.status ?? null}::text is null or a.status = ${filter.status ?? null})
          and (${filter.companyId ?? null}::uuid is null or a.company_id = ${filter.companyId ?? null}::uuid)
        order by c.symbol, coalesce(a.ex_date, a.window_to), a.kind`,
  );
  return found.map(present);
}

export async function corporateAction(db: Executor, id: string): Promise<CorporateActionRow> {
  const [found] = await rows<StoredRow>(db, sql`${SELECT} where a.id = ${id}::uuid`);
  if (!found) throw notFound(`No corporate action ${id}.`);
  return present(found);
}

/** An administrator's decision on a derived action (a file's actions are the exchange's word and stay applied). */
export async function setDecision(
  db: AppDb,
  id: string,
  decision: 'confirmed' | 'rejected',
  by: string,
): Promise<CorporateActionRow> {
  const updated = await rows<{ id: string }>(
    db,
    sql`update corporate_actions set status = ${decision}, decided_by = ${by}, decided_at = now()
        where id = ${id}::uuid and status in ('derived', 'confirmed', 'rejected') returning id`,
  );
  if (updated.length === 0) {
    await corporateAction(db, id); // 404 when unknown
    throw notFound(`Corporate action ${id} comes from the exchange's file and is applied as published.`);
  }
  return corporateAction(db, id);
}

export async function markPricesAdjusted(db: Executor, id: string, adjusted = true): Promise<void> {
  await db.execute(sql`update corporate_actions set prices_adjusted = ${adjusted} where id = ${id}::uuid`);
}

/**
 * The applied share factors (file and confirmed actions that change the count) per company; an action known
 * only by a window counts at the window's last day (the valuations it changes are after it).
 */
export async function appliedShareFactors(db: Executor, companyIds?: readonly string[]): Promise<Map<string, DatedFactor[]>> {
  const found = await rows<{ company_id: string; ex_date: string; factor: number }>(
    db,
    sql`select company_id, to_char(coalesce(ex_date, window_to), 'YYYY-MM-DD') as ex_date, share_factor as factor
        from corporate_actions
        where status in ('file', 'confirmed') and share_factor <> 1 and coalesce(ex_date, window_to) is not null
          ${companyIds ? sql`and company_id = any(${`{${companyIds.join(',')}}`}::uuid[])` : sql``}
        order by company_id, 2`,
  );
  const byCompany = new Map<string, DatedFactor[]>();
  for (const r of found) byCompany.set(r.company_id, [...(byCompany.get(r.company_id) ?? []), { exDate: r.ex_date, factor: r.factor }]);
  return byCompany;
}

/** An applied bonus, split or consolidation of a listing, by ISIN (for the portfolio's lots). */
export interface AppliedShareChange {
  isin: string;
  exDate: string;
  detail: Extract<CorporateActionDetail, { kind: 'bonus' | 'split' | 'consolidation' }>;
}

/** The applied (exchange file or confirmed) bonuses, splits and consolidations of these ISINs, oldest first. */
export async function appliedShareChanges(db: Executor, isins: readonly string[]): Promise<AppliedShareChange[]> {
  if (isins.length === 0) return [];
  return rows<AppliedShareChange>(
    db,
    sql`select distinct c.isin, to_char(a.ex_date, 'YYYY-MM-DD') as "exDate", a.detail, a.kind
        from corporate_actions a join company_profile c on c.id = a.company_id
        where c.isin = any(${`{${isins.join(',')}}`}::text[]) and a.status in ('file', 'confirmed')
          and a.kind in ('bonus', 'split', 'consolidation') and a.ex_date is not null
        order by 2, a.kind`,
  );
}

export type DividendRecord = DividendPaid;

/**
 * Dividend history of a listing (for the company page and the assistant's "dividend history of ITC"): the
 * exchange's (and confirmed) dividends per share with their ex-dates, newest first.
 */
export async function dividendHistory(db: Executor, companyId: string): Promise<DividendRecord[]> {
  const [found, factors] = await Promise.all([
    rows<{ ex_date: string; record_date: string | null; detail: CorporateActionDetail; purpose: string }>(
      db,
      sql`select to_char(ex_date, 'YYYY-MM-DD') as ex_date, to_char(record_date, 'YYYY-MM-DD') as record_date, detail, purpose
          from corporate_actions
          where company_id = ${companyId}::uuid and kind = 'dividend' and status in ('file', 'confirmed') and ex_date is not null
          order by ex_date desc, dividend_per_share desc`,
    ),
    appliedShareFactors(db, [companyId]),
  ]);
  const own = factors.get(companyId) ?? [];
  return found.flatMap((r) => {
    if (r.detail.kind !== 'dividend') return [];
    const later = own.filter((f) => f.exDate > r.ex_date).reduce((p, f) => p * f.factor, 1);
    return [
      {
        exDate: r.ex_date,
        recordDate: r.record_date,
        kind: r.detail.dividendKind,
        perShare: r.detail.perShare,
        perShareAdjusted: r.detail.perShare / later,
        purpose: r.purpose,
      },
    ];
  });
}
