import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
