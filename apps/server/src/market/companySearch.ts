import type { MarketCode } from '@sanchay/core';
import { gt } from 'drizzle-orm';
import { companyProfile } from './schema/index';
import { logger } from '../platform/logger';
import type { AppDb } from '../platform/db/client';
import { type CompanySearchHit, CompanySearchIndex, type SearchableCompany } from './search/companySearchIndex';

export type { CompanySearchHit } from './search/companySearchIndex';

/** How old an index may get before a search triggers a background rebuild (other instances may ingest). */
const REFRESH_AFTER_MS = 60_000;

interface IndexState {
  index: CompanySearchIndex | null;
  builtAt: number;
  building: Promise<CompanySearchIndex> | null;
}

const states = new WeakMap<AppDb, IndexState>();

/** Companies read per statement: reading and mapping all of them at once held the event loop. */
const PAGE_ROWS = 2000;

async function searchableCompanies(db: AppDb): Promise<SearchableCompany[]> {
  const companies: SearchableCompany[] = [];
  for (let after = '';;) {
    const page = await db
      .select({
        id: companyProfile.id,
        symbol: companyProfile.symbol,
        exchange: companyProfile.exchange,
        country: companyProfile.country,
        name: companyProfile.companyName,
        marketCap: companyProfile.marketCap,
        source: companyProfile.source,
      })
      .from(companyProfile)
      .where(after ? gt(companyProfile.id, after) : undefined)
      .orderBy(companyProfile.id)
      .limit(PAGE_ROWS);
    for (const { id: _id, ...company } of page) companies.push(company);
    if (page.length < PAGE_ROWS) return companies;
    after = page[page.length - 1]!.id;
  }
}

async function buildIndex(db: AppDb): Promise<CompanySearchIndex> {
  const started = performance.now();
  const rows = await searchableCompanies(db);
  const index = await CompanySearchIndex.build(rows);
  logger('market').info({ companies: index.size, ms: Math.round(performance.now() - started) }, 'company search index built');
  return index;
}

function rebuild(db: AppDb, state: IndexState): Promise<CompanySearchIndex> {
  state.building ??= buildIndex(db)
    .then((index) => {
      state.index = index;
      state.builtAt = Date.now();
      return index;
    })
    .finally(() => {
      state.building = null;
    });
  return state.building;
}

/** The search index of a database: built on first use, rebuilt in the background when it gets old. */
export async function companySearchIndex(db: AppDb): Promise<CompanySearchIndex> {
  let state = states.get(db);
  if (!state) states.set(db, (state = { index: null, builtAt: 0, building: null }));
  if (!state.index) return rebuild(db, state);
  if (Date.now() - state.builtAt > REFRESH_AFTER_MS) {
    rebuild(db, state).catch((error: unknown) => logger('market').warn({ err: error }, 'company search refresh failed'));
  }
  return state.index;
}

/** Call after loading companies so the next search sees them. */
export function invalidateCompanySearch(db: AppDb): void {
  const state = states.get(db);
  if (state) state.builtAt = 0;
  if (state && !state.building) state.index = null;
}

/**
 * Companies of one market matching typed text (spec 000 sections 5 and 7): fewer than 3 characters answer
 * nothing; at most `limit` hits ranked exact symbol, nickname, symbol prefix, name prefix, word prefix, contains,
 * similar, listings that no longer trade last with a note of what became of them.
 */
export async function searchCompanies(db: AppDb, country: MarketCode, text: string, limit = 20): Promise<CompanySearchHit[]> {
  return (await companySearchIndex(db)).search(country, text, limit);
}
