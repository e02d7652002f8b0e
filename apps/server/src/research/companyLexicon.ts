/**
 * Entity resolution for the English compiler: companies by symbol or name through the company search index
 * (market/search), index names and sector names from the metrics snapshot.
 */
import type { EnglishLexicon } from '@sanchay/core';
import type { AppDb } from '../platform/db/client';
import { companySearchIndex } from '../market/companySearch';
import type { MetricsSnapshot } from './snapshot/metricsSnapshot';

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9&]+/g, ' ').replace(/\s+/g, ' ').trim();

/** Common words that are also the first word of some company's name ("Indian Bank", "Global Health"). */
const NOT_A_NAME = new Set(['indian', 'india', 'global', 'american', 'good', 'great', 'quality', 'value', 'growth', 'high', 'low', 'new', 'best', 'strong', 'cheap', 'dividend', 'companies', 'stocks', 'banks', 'bank']);

/** Distinct sector names of a snapshot, computed once per snapshot. */
const sectorNamesOf = new WeakMap<MetricsSnapshot, string[]>();
function sectorNames(snapshot: MetricsSnapshot): string[] {
  let names = sectorNamesOf.get(snapshot);
  if (!names) {
    const set = new Set<string>();
    for (let row = 0; row < snapshot.size; row++) if (snapshot.sectors[row]) set.add(snapshot.sectors[row]!);
    sectorNamesOf.set(snapshot, (names = [...set]));
  }
  return names;
}

export async function companyLexicon(db: AppDb, snapshot: MetricsSnapshot, indexNames: string[]): Promise<EnglishLexicon> {
  const search = await companySearchIndex(db);
  return {
    indexNames,
    sectorNames: sectorNames(snapshot),
    resolveCompany(text) {
      const typed = text.trim();
      if (typed.length < 2) return null;
      const lower = typed.toLowerCase();
      // An exact symbol: "TCS", "tcs", "M&M", "BAJAJ-AUTO", "LT".
      const symbolRow = /\s/.test(typed) ? undefined : snapshot.rowOf(typed, 'IN');
      if (symbolRow !== undefined) return { symbol: snapshot.symbols[symbolRow]!, country: 'IN', name: snapshot.names[symbolRow]! };
      const hits = search.search('IN', typed, 10);
      // The start of a name, written as a proper noun ("Infosys", "Adani Ports", "HDFC Bank").
      const words = typed.split(/\s+/);
      // Lowercase single words ("infosys") need 4+ letters; the compiler has already skipped common words.
      const properNoun = /^[A-Z0-9]/.test(typed) || (words.length === 1 && typed.length >= 4) || words.length > 1;
      if (properNoun && !(words.length === 1 && (NOT_A_NAME.has(lower) || typed.length < 3))) {
        const name = normalize(typed);
        const byName = hits.find((hit) => {
          const candidate = normalize(hit.name);
          return candidate === name || candidate.startsWith(`${name} `);
        });
        if (byName && snapshot.rowOf(byName.symbol, 'IN') !== undefined) return { symbol: byName.symbol, country: 'IN', name: byName.name };
      }
      // A global listing by its exact symbol written in capitals ("AAPL").
      if (words.length === 1 && typed === typed.toUpperCase() && /[A-Z]/.test(typed)) {
        const us = search.search('US', typed, 3).find((hit) => hit.symbol === typed);
        if (us && snapshot.rowOf(us.symbol, 'US') !== undefined) return { symbol: us.symbol, country: 'US', name: us.name };
      }
      return null;
    },
  };
}
