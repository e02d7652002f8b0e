import { indicatorListText } from '@sanchay/core';
import { z } from 'zod';
import { PRICE_RANGES } from '../market/api/params';

/** Query strings of the trading API. Bad input is a 400 naming the parameter (validate()). */

const isoDay = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date like 2024-01-31`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `${name} is not a valid date`)
    .optional();

export const DEFAULT_CHART_INDICATORS = 'sma:50,sma:200,bb:20:2,supertrend:10:3,rsi:14,macd:12:26:9';

export const indicatorsQuery = z
  .object({
    symbol: z.string({ error: 'symbol is required' }).trim().min(1, 'symbol is required').max(100, 'symbol must be at most 100 characters'),
    from: isoDay('from'),
    to: isoDay('to'),
    range: z.enum(PRICE_RANGES, { error: `range must be one of ${PRICE_RANGES.join(', ')}` }).default('1Y'),
    indicators: z.string().default(DEFAULT_CHART_INDICATORS).pipe(indicatorListText),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });

export const signalsQuery = z.object({
  index: z.string().trim().min(1, 'index must not be empty').max(100, 'index must be at most 100 characters').default('NIFTY 50'),
});
