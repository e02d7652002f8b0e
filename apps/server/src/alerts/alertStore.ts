import {
  ALERT_KIND_SPECS,
  ALERT_MESSAGES,
  type AlertEventView,
  type AlertKind,
  type AlertRepeat,
  type AlertStatus,
  type AlertView,
  alertPeriodOf,
  describeAlert,
  MAX_ALERTS_PER_USER,
  type ParsedAlertInput,
} from '@sanchay/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError, invalidInput, notFound } from '../platform/errors';
import type { AppDb } from '../platform/db/client';
import { inTransaction, rows } from '../platform/db/sql';
import { type AlertEventRow, type AlertRow, alertEvents, alerts } from './schema';

/** The alerts' commands (validate -> load -> authorize -> act): every one takes the session user's id. */

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Another person's alert, or no such id: the same 404. */
const noSuchAlert = () => notFound(ALERT_MESSAGES.notFound);

export const alertLimitReached = () => new AppError(409, 'alert_limit', ALERT_MESSAGES.limit);

/**
 * Runs `save` in a transaction once the person has fewer than MAX_ALERTS_PER_USER alerts (company and screen
 * alerts together); at the limit, ALERT_MESSAGES.limit and nothing is saved.
 */
export function withinAlertLimit<T>(db: AppDb, userId: string, save: (tx: AppDb) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    // The person's row, locked: two saves at once cannot both pass the limit.
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [count] = await rows<{ n: number }>(
      tx,
      sql`select (select count(*) from alerts where user_id = ${userId}) + (select count(*) from alert_screens where user_id = ${userId}) as n`,
    );
    if (Number(count?.n ?? 0) >= MAX_ALERTS_PER_USER) throw alertLimitReached();
    return save(tx);
  });
}

interface Company {
  id: string;
  symbol: string;
  name: string;
}

/** An Indian listing by symbol: NSE first, then BSE (by symbol or BSE code). */
export async function companyBySymbol(db: AppDb, symbol: string): Promise<Company | null> {
  const [found] = await rows<Company>(
    db,
    sql`select id, symbol, company_name as name from company_profile
        where country = 'IN' and (symbol = ${symbol} or (exchange = 'BSE' and bse_code = ${symbol}))
        order by (exchange = 'NSE') desc limit 1`,
  );
  return found ?? null;
}

function values(input: ParsedAlertInput) {
  const period = alertPeriodOf(input.kind, input.period);
  const level = ALERT_KIND_SPECS[input.kind].level ? (input.level ?? null) : null;
  return {
    kind: input.kind,
    metric: ALERT_KIND_SPECS[input.kind].metric,
    level,
    period,
    description: describeAlert(input.kind, level, period),
    repeat: input.repeat,
    cooldownMinutes: input.cooldownMinutes,
  };
}

export function presentAlert(row: AlertRow, companyName: string | null = null): AlertView {
  return {
    id: row.id,
    symbol: row.symbol,
    companyName,
    kind: row.kind as AlertKind,
    level: row.level,
    period: row.period,
    repeat: row.repeat as AlertRepeat,
    cooldownMinutes: row.cooldownMinutes,
    status: row.status as AlertStatus,
    description: row.description,
    lastFiredAt: row.lastFiredAt?.toISOString() ?? null,
    fireCount: row.fireCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAlertEvent(row: AlertEventRow): AlertEventView {
  return {
    id: row.id,
    alertId: row.alertId,
    screenId: row.screenId,
    symbol: row.symbol,
    kind: row.kind as AlertEventView['kind'],
    title: row.title,
    body: row.body,
    value: row.value,
    firedAt: row.firedAt.toISOString(),
  };
}

async function companyOf(db: AppDb, symbol: string): Promise<Company> {
  const company = await companyBySymbol(db, symbol);
  if (!company) throw invalidInput(ALERT_MESSAGES.unknownSymbol(symbol));
  return company;
}

/** A DipSIP trigger alert watches a DipSIP ETF (the dip engine measures its fall). */
async function checkKindFits(db: AppDb, input: ParsedAlertInput, company: Company): Promise<void> {
  if (input.kind !== 'dip_trigger') return;
  const [etf] = await rows<{ symbol: string }>(db, sql`select symbol from etfs where is_dipsip_etf and (symbol = ${company.symbol} or company_id = ${company.id}) limit 1`);
  if (!etf) throw invalidInput(ALERT_MESSAGES.notDipSipEtf(company.symbol));
}

/** Saves a new alert; at MAX_ALERTS_PER_USER the person gets ALERT_MESSAGES.limit and nothing is saved. */
export async function createAlert(db: AppDb, userId: string, input: ParsedAlertInput): Promise<AlertView> {
  const company = await companyOf(db, input.symbol);
  await checkKindFits(db, input, company);
  return withinAlertLimit(db, userId, async (tx) => {
    const [row] = await tx
      .insert(alerts)
      .values({ userId, companyId: company.id, symbol: company.symbol, ...values(input) })
      .returning();
    return presentAlert(row!, company.name);
  });
}

/** The session user's alerts, newest first, with their companies' names. */
export async function listAlerts(db: AppDb, userId: string): Promise<AlertView[]> {
  const found = await rows<{ id: string; name: string }>(
    db,
    sql`select a.id, cp.company_name as name from alerts a join company_profile cp on cp.id = a.company_id where a.user_id = ${userId}`,
  );
  const names = new Map(found.map((r) => [r.id, r.name]));
  const list = await db.select().from(alerts).where(eq(alerts.userId, userId)).orderBy(desc(alerts.createdAt), desc(alerts.id));
  return list.map((row) => presentAlert(row, names.get(row.id) ?? null));
}

async function ownAlert(db: AppDb, userId: string, id: string): Promise<AlertRow> {
  if (!UUID.test(id)) throw noSuchAlert();
  const [row] = await db.select().from(alerts).where(and(eq(alerts.id, id), eq(alerts.userId, userId)));
  if (!row) throw noSuchAlert();
  return row;
}

/** Replaces an alert's condition; it is armed again (active, evaluated afresh). */
export async function updateAlert(db: AppDb, userId: string, id: string, input: ParsedAlertInput): Promise<AlertView> {
  await ownAlert(db, userId, id);
  const company = await companyOf(db, input.symbol);
  await checkKindFits(db, input, company);
  const [row] = await db
    .update(alerts)
    .set({ companyId: company.id, symbol: company.symbol, ...values(input), status: 'active', met: null, updatedAt: sql`now()` })
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning();
  if (!row) throw noSuchAlert();
  return presentAlert(row, company.name);
}

/** Pauses or resumes an alert; resuming re-arms it (a triggered "once" alert may fire again). */
export async function setAlertStatus(db: AppDb, userId: string, id: string, status: 'active' | 'paused'): Promise<AlertView> {
  await ownAlert(db, userId, id);
  const [row] = await db
    .update(alerts)
    .set({ status, ...(status === 'active' ? { met: null } : {}), updatedAt: sql`now()` })
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning();
  if (!row) throw noSuchAlert();
  return presentAlert(row);
}

export async function deleteAlert(db: AppDb, userId: string, id: string): Promise<void> {
  await ownAlert(db, userId, id);
  await db.delete(alerts).where(and(eq(alerts.id, id), eq(alerts.userId, userId)));
}

export const ALERT_HISTORY_LIMIT = 100;

/** The session user's firings, newest first (one alert's when alertId is given: another person's is a 404). */
export async function alertHistory(db: AppDb, userId: string, alertId?: string): Promise<AlertEventView[]> {
  if (alertId) await ownAlert(db, userId, alertId);
  const list = await db
    .select()
    .from(alertEvents)
    .where(and(eq(alertEvents.userId, userId), alertId ? eq(alertEvents.alertId, alertId) : undefined))
    .orderBy(desc(alertEvents.firedAt), desc(alertEvents.id))
    .limit(ALERT_HISTORY_LIMIT);
  return list.map(presentAlertEvent);
}
