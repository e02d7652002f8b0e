import { z } from 'zod';

/** A user config entry (spec 001 section 3.4 user_config): unique per user and key. */
export const userConfigKey = z
  .string()
  .trim()
  .min(1, 'key must not be empty')
  .max(64, 'key must be at most 64 characters')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'key may contain letters, digits and _ . : - only');

export const userConfigValue = z.string().max(10_000, 'value must be at most 10000 characters');

export const userConfigInput = z.object({ key: userConfigKey, value: userConfigValue });
export type UserConfigInput = z.infer<typeof userConfigInput>;
