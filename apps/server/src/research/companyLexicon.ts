/**
 * Entity resolution for the English compiler: the company index (symbols, names and their leading words from
 * the metrics snapshot, plus core's curated nicknames), the index names and the sector names, built once per
 * snapshot.
 */
import { CompanyIndex, type DirectoryCompany, type EnglishLexicon } from '@sanchay/core';
import { knownIndexNames } from './executor/sqlPlans';
import type { MetricsSnapshot } from './snapshot/metricsSnapshot';

const lexicons = new WeakMap<MetricsSnapshot, EnglishLexicon>();

export function companyLexicon(snapshot: MetricsSnapshot): EnglishLexicon {
  let lexicon = lexicons.get(snapshot);
  if (lexicon) return lexicon;
  const companies: DirectoryCompany[] = [];
  const sectors = new Set<string>();
  const marketCap = snapshot.column('marketCap');
  for (let row = 0; row < snapshot.size; row++) {
    const country = snapshot.countries[row]!;
    if (country !== 'IN' && country !== 'US') continue;
    // The listing a symbol resolves to (the NSE one when a company is listed twice).
    if (snapshot.rowOf(snapshot.symbols[row]!, country) !== row) continue;
    const cap = marketCap[row]!;
    companies.push({ symbol: snapshot.symbols[row]!, country, name: snapshot.names[row]!, marketCap: Number.isNaN(cap) ? null : cap, industry: snapshot.industries[row] ?? null, capType: snapshot.capTypes[row] ?? null });
    // Screens run over Indian listings: their sectors and industries are the names a question may use.
    if (country === 'IN' && snapshot.sectors[row]) sectors.add(snapshot.sectors[row]!);
    if (country === 'IN' && snapshot.industries[row]) sectors.add(snapshot.industries[row]!);
  }
  lexicon = { companies: new CompanyIndex(companies), indexNames: knownIndexNames(snapshot), indexSeriesNames: snapshot.indexSeries, sectorNames: [...sectors] };
  lexicons.set(snapshot, lexicon);
  return lexicon;
}
