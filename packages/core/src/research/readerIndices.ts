/**
 * Index names ("nifty 50", "bank nifty", "sensex") and market-cap types ("large caps", "small-cap") of a question.
 */
import { AFTER_BARE_NIFTY, INDEX_ALIASES } from './indexAliases';
import type { ReaderText } from './readerText';
import { UNIT_WORDS } from './readerPeriods';
import { normalizeIndexName } from './sectors';

/** Words after "nifty" that name a sectoral or size index. */
const NIFTY_FAMILY = /^(bank|it|pharma|auto|fmcg|metal|metals|realty|energy|media|psu|private|fin|financial|infra|midcap|smallcap|next|junior|cpse|commodities|consumption|mnc|pse|services|dividend|alpha|quality|value|momentum|healthcare|oil|chemicals)$/;

/** Index phrases: known to the data, or known to investors but absent from the data. */
export function findIndices(r: ReaderText): { known: string[]; absent: string[] } {
  const known: string[] = [];
  const absent: string[] = [];
  const dataNames = new Map(r.lexicon.indexNames.map((name) => [normalizeIndexName(name), name]));
  for (let i = 0; i < r.tokens.length; i++) {
    for (let len = Math.min(5, r.tokens.length - i); len >= 1; len--) {
      if (!r.free(i, i + len)) continue;
      const key = normalizeIndexName(r.tokens.slice(i, i + len).map((t) => t.text).join(' '));
      if (!/[a-z]/.test(key)) continue;
      const next = r.tokens[i + len];
      // A bare "nifty" is the Nifty 50, unless the next word names an index the data lacks ("nifty pharma").
      let name = dataNames.get(key) ?? INDEX_ALIASES.get(key);
      if (key === 'nifty' && next && !AFTER_BARE_NIFTY.has(next.lower) && NIFTY_FAMILY.test(next.lower)) name = `NIFTY ${next.text.toUpperCase()}`;
      else if (key === 'nifty' && next && /^\d+$/.test(next.text) && !UNIT_WORDS[r.tokens[i + 2]?.lower ?? '']) name = `NIFTY ${next.text}`;
      if (!name) continue;
      const inData = dataNames.get(normalizeIndexName(name));
      if (inData) {
        if (!known.includes(inData)) known.push(inData);
      } else if (!absent.includes(name)) absent.push(name);
      r.use(i, i + len + (name.startsWith('NIFTY ') && key === 'nifty' && name !== 'NIFTY 50' ? 1 : 0));
      // "Nifty 50 index", "Sensex index".
      if (r.tokens[i + len]?.lower === 'index') r.use(i + len, i + len + 1);
      break;
    }
  }
  return { known, absent };
}

export function findCapTypes(r: ReaderText): string[] {
  const found: string[] = [];
  for (let i = 0; i < r.tokens.length; i++) {
    const t = r.tokens[i]!;
    if (t.used) continue;
    const glued = /^(large|mid|small|micro|mega|nano)-?caps?$/.exec(t.lower);
    const split = /^(large|mid|small|micro|mega|nano)-?$/.exec(t.lower) && /^(caps?|capitalisation|capitalization)$/.test(r.tokens[i + 1]?.lower ?? '');
    if (glued || split) {
      const word = (glued?.[1] ?? t.lower.replace('-', ''))!;
      const value = `${word[0]!.toUpperCase()}${word.slice(1)} Cap`;
      if (!found.includes(value)) found.push(value);
      r.use(i, split ? i + 2 : i + 1);
    }
  }
  return found;
}
