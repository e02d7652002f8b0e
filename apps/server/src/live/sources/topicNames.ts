import { invalidInput } from '../../platform/errors';

/** Parses the token of "tick:<token>" / "candles:<token>:<interval>" (Kite tokens, or negative stand-ins). */
export function parseToken(text: string | undefined, topic: string): number {
  if (!text || !/^-?\d{1,12}$/.test(text)) throw invalidInput(`"${topic}" needs an instrument token, e.g. tick:256265.`);
  return Number(text);
}
