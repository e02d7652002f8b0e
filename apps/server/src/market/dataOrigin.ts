import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { appMeta } from './schema/index';

export type DataOrigin = 'mirror' | 'online' | 'demo' | 'empty';

/** Where the market data came from (app_meta data_origin), 'empty' before any load. */
export async function readDataOrigin(db: AppDb): Promise<DataOrigin> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'data_origin')).limit(1);
  const value = row?.value;
  return value === 'mirror' || value === 'online' || value === 'demo' ? value : 'empty';
}

export async function writeAppMeta(db: AppDb, key: string, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}
