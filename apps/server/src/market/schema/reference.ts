import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

/** One row per ingested file: makes re-ingest skip unchanged files and records what each load did. */
export const ingestFiles = pgTable('ingest_files', {
  /** `<source>:<file name>` */
  key: text('key').primaryKey(),
  source: text('source').notNull(),
  sha256: text('sha256').notNull(),
  rows: integer('rows').notNull(),
  problems: integer('problems').notNull(),
  /** The first few problems (file, line, message) for `npm run ingest` reports. */
  sampleProblems: jsonb('sample_problems').$type<{ file: string; line: number; message: string }[]>().notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Small facts about the data set: data_origin (mirror | online | demo), demo_scale, last_ingest_at. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
