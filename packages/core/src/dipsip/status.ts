import { DIPSIP_AMOUNT, DIPSIP_TRIGGER, type DipSipStatus } from './constants';

/** A local ETF configuration (spec 001 section 3.1), keyed by instrument_token. */
export interface EtfConfig {
  subscribed: boolean;
  amount: number;
  trigger: number;
}

export type EtfConfigMap = Record<number, EtfConfig>;

export const defaultEtfConfig = (): EtfConfig => ({
  subscribed: false,
  amount: DIPSIP_AMOUNT.default,
  trigger: DIPSIP_TRIGGER.default,
});

/** The status of one ETF from its working and saved configs (spec 001 section 4.1). */
export function etfStatus(working: EtfConfig | undefined, saved: EtfConfig | undefined): DipSipStatus {
  const now = working?.subscribed === true;
  const before = saved?.subscribed === true;
  if (now && before) {
    return working!.amount === saved!.amount && working!.trigger === saved!.trigger ? 'saved' : 'pending_update';
  }
  if (now) return 'pending_subscribe';
  if (before) return 'pending_unsubscribe';
  return 'unsubscribed';
}

function subscribedTokens(map: EtfConfigMap): Set<number> {
  return new Set(
    Object.entries(map)
      .filter(([, c]) => c.subscribed)
      .map(([t]) => Number(t)),
  );
}

/**
 * Pending changes exist if the sets of subscribed instruments differ, or any subscribed ETF has a
 * different amount or trigger from the saved one (spec 001 section 4.1).
 */
export function hasPendingChanges(working: EtfConfigMap, saved: EtfConfigMap): boolean {
  const now = subscribedTokens(working);
  const before = subscribedTokens(saved);
  if (now.size !== before.size) return true;
  for (const token of now) {
    if (!before.has(token)) return true;
    const w = working[token]!;
    const s = saved[token]!;
    if (w.amount !== s.amount || w.trigger !== s.trigger) return true;
  }
  return false;
}

/** True when any ETF is subscribed, saved or unsaved (Unsubscribe All enabled). */
export function hasAnySubscription(working: EtfConfigMap, saved: EtfConfigMap): boolean {
  return subscribedTokens(working).size > 0 || subscribedTokens(saved).size > 0;
}

/** Amount field: parsed as an integer; non-numeric or empty falls back to 1000 (spec 001 section 5). */
export function parseAmount(raw: string | number | null | undefined): number {
  const parsed = typeof raw === 'number' ? Math.trunc(raw) : Number.parseInt(String(raw ?? '').trim(), 10);
  return Number.isFinite(parsed) ? parsed : DIPSIP_AMOUNT.default;
}

/** Trigger field: parsed as a decimal; non-numeric or empty falls back to 2 (spec 001 section 5). */
export function parseTrigger(raw: string | number | null | undefined): number {
  const parsed = typeof raw === 'number' ? raw : Number.parseFloat(String(raw ?? '').trim());
  return Number.isFinite(parsed) ? parsed : DIPSIP_TRIGGER.default;
}

/** A stored subscription as loaded (spec 001 section 3.1): amount from base_amount, else value, else 1000; trigger else 2. */
export function configFromRecord(record: { baseAmount?: number | null; value?: number | null; trigger?: number | null }): EtfConfig {
  return {
    subscribed: true,
    amount: record.baseAmount ?? record.value ?? DIPSIP_AMOUNT.default,
    trigger: record.trigger ?? DIPSIP_TRIGGER.default,
  };
}

/** The saved copy rebuilt from the subscribed working configs (after a successful save). */
export function savedFromWorking(working: EtfConfigMap): EtfConfigMap {
  const saved: EtfConfigMap = {};
  for (const [token, config] of Object.entries(working)) {
    if (config.subscribed) saved[Number(token)] = { ...config };
  }
  return saved;
}
