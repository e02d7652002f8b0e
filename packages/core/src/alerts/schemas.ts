import { z } from 'zod';
import { ALERT_COOLDOWN, ALERT_REPEATS, type AlertRepeat, type AlertStatus } from './constants';
import { ALERT_KIND_SPECS, ALERT_KINDS, type AlertKind } from './kinds';

const kindNames = ALERT_KINDS.join(', ');

/**
 * One alert as the form, the assistant and the API send it (the one schema the server validates with and the
 * web types its form by). `level` and `period` are checked against the kind: a level of -5 or a period of 0
 * is refused with a message naming the field.
 */
export const alertInput = z
  .object({
    symbol: z.string().trim().min(1, 'symbol must not be empty').max(64, 'symbol must be at most 64 characters').transform((s) => s.toUpperCase()),
    kind: z.enum(ALERT_KINDS, { error: `kind must be one of ${kindNames}` }),
    level: z.number({ error: 'level must be a number' }).finite('level must be a number').nullish(),
    period: z.number({ error: 'period must be a number' }).int('period must be a whole number of days').nullish(),
    repeat: z.enum(ALERT_REPEATS, { error: 'repeat must be once or every' }).default('once'),
    cooldownMinutes: z
      .number({ error: 'cooldownMinutes must be a number' })
      .int('cooldownMinutes must be a whole number')
      .min(ALERT_COOLDOWN.min, `cooldownMinutes must be between ${ALERT_COOLDOWN.min} and ${ALERT_COOLDOWN.max}`)
      .max(ALERT_COOLDOWN.max, `cooldownMinutes must be between ${ALERT_COOLDOWN.min} and ${ALERT_COOLDOWN.max}`)
      .default(ALERT_COOLDOWN.default),
  })
  .superRefine((input, ctx) => {
    const spec = ALERT_KIND_SPECS[input.kind];
    if (spec.level) {
      const { min, max, label } = spec.level;
      if (input.level == null) ctx.addIssue({ code: 'custom', path: ['level'], message: `${label}: a level is needed for "${spec.label}"` });
      else if (input.level < min || input.level > max) {
        ctx.addIssue({ code: 'custom', path: ['level'], message: `${label} must be between ${min} and ${max.toLocaleString('en-IN')} (got ${input.level})` });
      }
    } else if (input.level != null) {
      ctx.addIssue({ code: 'custom', path: ['level'], message: `"${spec.label}" takes no level` });
    }
    if (spec.period) {
      const { min, max, label, choices } = spec.period;
      const period = input.period ?? spec.period.default;
      if (choices && !choices.includes(period)) {
        ctx.addIssue({ code: 'custom', path: ['period'], message: `${label} must be ${choices.join(' or ')} trading days (a day or a week), got ${period}` });
      } else if (period < min || period > max) {
        ctx.addIssue({ code: 'custom', path: ['period'], message: `${label} must be between ${min} and ${max} (got ${period})` });
      }
    } else if (input.period != null) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: `"${spec.label}" takes no period` });
    }
  });
export type AlertInput = z.input<typeof alertInput>;
export type ParsedAlertInput = z.output<typeof alertInput>;

/** PATCH /api/alerts/:id: pause or resume (a triggered "once" alert is re-armed by resuming it). */
export const alertStatusInput = z.object({ status: z.enum(['active', 'paused'], { error: 'status must be active or paused' }) });

/** An alert on the wire (GET /api/alerts). */
export interface AlertView {
  id: string;
  symbol: string;
  companyName: string | null;
  kind: AlertKind;
  level: number | null;
  period: number;
  repeat: AlertRepeat;
  cooldownMinutes: number;
  status: AlertStatus;
  /** The condition in words: "Price falls below ₹3,000.00". */
  description: string;
  lastFiredAt: string | null;
  fireCount: number;
  createdAt: string;
}

/** One firing (GET /api/alerts/history). */
export interface AlertEventView {
  id: string;
  alertId: string | null;
  /** The screen alert that fired (kind screen_enter or screen_leave). */
  screenId: string | null;
  symbol: string;
  kind: AlertKind | 'screen_enter' | 'screen_leave';
  title: string;
  body: string;
  value: number;
  firedAt: string;
}

/** Morning brief settings (GET/PUT /api/alerts/brief): on or off, and the time in IST ("08:45"). */
export const MORNING_BRIEF_DEFAULT_TIME = '08:45';
export const morningBriefInput = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM in IST, e.g. 08:45'),
});
export type MorningBriefSettings = z.infer<typeof morningBriefInput>;
