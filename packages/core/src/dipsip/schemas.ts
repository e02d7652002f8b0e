import { z } from 'zod';
import { DIPSIP_AMOUNT, DIPSIP_CONFIG_KEYS, DIPSIP_TRIGGER } from './constants';

/** One DipSIP subscription as sent by the dashboard (spec 001 sections 3.1, 5, 7.2 and 9). */
export const dipSipSubscriptionInput = z.object({
  symbol: z.string().trim().min(1, 'symbol must not be empty').max(64, 'symbol must be at most 64 characters'),
  instrument_token: z
    .number({ error: 'instrument_token must be a number' })
    .int('instrument_token must be an integer')
    // Negative tokens are the stand-ins for ETFs whose Kite token is not known yet (surrogateInstrumentToken).
    .refine((token) => token !== 0, 'instrument_token must not be 0')
    .refine((token) => Math.abs(token) <= Number.MAX_SAFE_INTEGER, 'instrument_token is too large'),
  amount: z
    .number({ error: 'amount must be a number' })
    .int('amount must be a whole number of rupees')
    .min(DIPSIP_AMOUNT.min, `amount must be at least ${DIPSIP_AMOUNT.min}`)
    .max(10_000_000, 'amount must be at most 10000000'),
  trigger: z
    .number({ error: 'trigger must be a number' })
    .min(DIPSIP_TRIGGER.min, `trigger must be between ${DIPSIP_TRIGGER.min} and ${DIPSIP_TRIGGER.max}`)
    .max(DIPSIP_TRIGGER.max, `trigger must be between ${DIPSIP_TRIGGER.min} and ${DIPSIP_TRIGGER.max}`),
});
export type DipSipSubscriptionInput = z.infer<typeof dipSipSubscriptionInput>;

/** A whole set of subscriptions: no symbol or instrument_token twice. */
export const dipSipSubscriptionList = z
  .array(dipSipSubscriptionInput)
  .max(500, 'at most 500 subscriptions')
  .superRefine((list, ctx) => {
    const symbols = new Set<string>();
    const tokens = new Set<number>();
    list.forEach((s, i) => {
      if (symbols.has(s.symbol)) ctx.addIssue({ code: 'custom', path: [i, 'symbol'], message: `duplicate symbol ${s.symbol}` });
      if (tokens.has(s.instrument_token)) {
        ctx.addIssue({ code: 'custom', path: [i, 'instrument_token'], message: `duplicate instrument_token ${s.instrument_token}` });
      }
      symbols.add(s.symbol);
      tokens.add(s.instrument_token);
    });
  });

/** Tokens to delete: integers, at most 500. */
export const dipSipInstrumentTokens = z
  .array(z.number().int('instrument tokens must be integers').refine((token) => token !== 0, 'instrument tokens must not be 0'))
  .max(500, 'at most 500 instrument tokens');

/** dipsip.monthlyCap: empty (no cap) or whole rupees >= 100. */
export const dipSipMonthlyCap = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= DIPSIP_AMOUNT.min && Number(v) <= 100_000_000), {
    message: `monthly cap must be empty or a whole number of rupees, at least ${DIPSIP_AMOUNT.min}`,
  });

export const dipSipMonthEndFallback = z.enum(['true', 'false']);

export interface DipSipSettings {
  /** Rupees per month; null = no cap. */
  monthlyCap: number | null;
  monthEndFallback: boolean;
}

/** Settings from user configs; absent or invalid values mean off. */
export function dipSipSettingsFromConfigs(configs: readonly { key: string; value: string }[]): DipSipSettings {
  const get = (key: string) => configs.find((c) => c.key === key)?.value;
  const cap = dipSipMonthlyCap.safeParse(get(DIPSIP_CONFIG_KEYS.monthlyCap) ?? '');
  return {
    monthlyCap: cap.success && cap.data !== '' ? Number(cap.data) : null,
    monthEndFallback: get(DIPSIP_CONFIG_KEYS.monthEndFallback) === 'true',
  };
}

export type DipSipField = 'amount' | 'trigger';

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Why an amount or trigger would be refused, from the schema the server parses with; null when it is fine. */
export function dipSipFieldError(field: DipSipField, value: number): string | null {
  const result = dipSipSubscriptionInput.shape[field].safeParse(value);
  if (result.success) return null;
  return sentence(result.error.issues[0]?.message ?? `${field} is not valid`);
}

export type DipSipFieldErrors = Partial<Record<DipSipField, string>>;

/** The reasons a subscription's amount and trigger would be refused (empty when both are fine). */
export function dipSipConfigErrors(config: { amount: number; trigger: number }): DipSipFieldErrors {
  const errors: DipSipFieldErrors = {};
  for (const field of ['amount', 'trigger'] as const) {
    const error = dipSipFieldError(field, config[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * The field reasons in a refusal of a subscription list, by the index of the subscription sent: the server
 * names each problem as `<index>.<field>: <reason>`, problems joined by "; ".
 */
export function dipSipRefusalsByIndex(message: string): Map<number, DipSipFieldErrors> {
  const found = new Map<number, DipSipFieldErrors>();
  for (const part of message.split('; ')) {
    const match = /^(\d+)\.(amount|trigger): (.+)$/.exec(part.trim());
    if (!match) continue;
    const index = Number(match[1]);
    found.set(index, { ...found.get(index), [match[2] as DipSipField]: sentence(match[3]!) });
  }
  return found;
}
