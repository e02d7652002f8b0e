import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** asset_type enumeration (read by name through GraphQL). Seeded by the migration. */
export const assetTypes = pgTable('asset_type', {
  value: text('value').primaryKey(),
  description: text('description').notNull(),
});

/** interval enumeration (candle intervals). Seeded by the migration. */
export const intervals = pgTable('interval', {
  value: text('value').primaryKey(),
  description: text('description').notNull(),
});

/** Small facts about the data set: data_origin (mirror | online | demo), demo_scale, last_ingest_at. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
