/**
 * What the database holds before a demo run, and the bookkeeping in app_meta. The generator only fills an
 * empty database or refreshes its own universe: it refuses when companies from another origin are present.
 * A re-run of the same universe (seed, scale, full-history count) upserts in place, so ids and users' watch
 * lists stay; a different universe first removes the old demo companies. When the data date moved, the
 * dated tables are emptied first (they hold demo rows only, since no other companies exist).
 */
import {
  deleteCompaniesOfSource,
  deleteIndexLevelsOfSource,
  truncateDatedCompanyRows,
} from '../../../market/sourceRows';
import { logger } from '../../../platform/logger';
import type { BulkSession, WriteMode } from './bulkWriter';
import { DEMO_SOURCE } from './tables';

export interface DemoIdentity {
  seed: number;
  scale: number;
  fullHistoryCompanies: number;
  asOf: string;
}

export interface LoadModes {
  /** company_profile and the other per-company or per-name rows. */
  companies: WriteMode;
  /** Prices, statements, shareholding, moving averages and events of companies. */
  dated: WriteMode;
}

export class DemoRefusedError extends Error {}

async function readMeta(session: BulkSession): Promise<Map<string, string>> {
  const rows = await session.query<{ key: string; value: string }>(
    `select key, value from app_meta where key in ('data_origin', 'demo_seed', 'demo_scale', 'demo_full_history', 'data_as_of')`,
  );
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Checks the database, clears what a new universe replaces, and says how to write each kind of row. */
export async function prepareDatabase(session: BulkSession, identity: DemoIdentity): Promise<LoadModes> {
  const log = logger('market');
  const meta = await readMeta(session);
  const origin = meta.get('data_origin') ?? null;
  const [counts] = await session.query<{ other: boolean; demo: boolean }>(
    `select exists(select 1 from company_profile where source <> '${DEMO_SOURCE}') as other,
            exists(select 1 from company_profile where source = '${DEMO_SOURCE}') as demo`,
  );
  const hasOther = counts?.other ?? false;
  const hasDemo = counts?.demo ?? false;
  if (hasOther || (origin !== 'demo' && hasDemo)) {
    throw new DemoRefusedError(
      `The database already holds market data (data_origin: ${origin ?? 'not set'}${hasOther ? ', companies from other sources' : ''}). ` +
        'The demo generator only fills an empty database or refreshes its own demo universe; use a new DATA_DIR or database for demo data.',
    );
  }
  if (!hasDemo) return { companies: 'insert', dated: 'insert' };

  const sameUniverse =
    meta.get('demo_seed') === String(identity.seed) &&
    meta.get('demo_scale') === String(identity.scale) &&
    meta.get('demo_full_history') === String(identity.fullHistoryCompanies);
  const sameDate = meta.get('data_as_of') === identity.asOf;
  if (sameUniverse && sameDate) return { companies: 'upsert', dated: 'upsert' };

  // Only demo companies exist (checked above), so every row of the dated tables is demo data.
  log.info({ sameUniverse, previous: Object.fromEntries(meta) }, 'demo universe: clearing the previous data');
  await truncateDatedCompanyRows(session);
  await deleteIndexLevelsOfSource(session, DEMO_SOURCE);
  if (!sameUniverse) {
    await deleteCompaniesOfSource(session, DEMO_SOURCE);
    return { companies: 'insert', dated: 'insert' };
  }
  return { companies: 'upsert', dated: 'insert' };
}
