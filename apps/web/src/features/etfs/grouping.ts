import { ETF_ASSET_CLASSES, type EtfListing } from '@sanchay/core';

export interface EtfGroup {
  key: string;
  label: string;
  rows: EtfListing[];
}

const ALIASES: Record<string, string> = {
  equity: 'equity-index',
  index: 'equity-index',
  'equity-etf': 'equity-index',
  reits: 'reit',
  invits: 'invit',
  'gold-etf': 'gold',
  'silver-etf': 'silver',
  'money-market': 'liquid',
  overseas: 'international',
  global: 'international',
};

/** "Equity Index", "equity_index" and "equity-index" are one class. */
export function normaliseAssetClass(value: string | null | undefined): string {
  const key = (value ?? '').trim().toLowerCase().replace(/[\s_]+/g, '-');
  return ALIASES[key] ?? key;
}

/**
 * ETFs, REITs and InvITs grouped by what they hold, in the screen's order (equity index, gold, silver,
 * debt, liquid, international, REITs, InvITs); unknown classes go to "Other" at the end; empty groups are left out.
 */
export function groupEtfs(rows: readonly EtfListing[]): EtfGroup[] {
  const known = new Map(ETF_ASSET_CLASSES.map((c) => [c.key, [] as EtfListing[]]));
  const other: EtfListing[] = [];
  for (const row of rows) {
    const bucket = known.get(normaliseAssetClass(row.assetClass));
    (bucket ?? other).push(row);
  }
  const groups: EtfGroup[] = ETF_ASSET_CLASSES.map((c) => ({ key: c.key, label: c.label, rows: known.get(c.key) ?? [] }));
  if (other.length > 0) groups.push({ key: 'other', label: 'Other', rows: other });
  return groups.filter((g) => g.rows.length > 0);
}
