/** Every table, for drizzle-kit (apps/server/drizzle.config.ts). One line per feature; features import their own tables. */
export * from '../identity/schema';
export * from '../userconfig/schema';
export * from '../feedback/schema';
export * from '../market/schema/index';
export * from '../ingest/schema';
export * from '../dipsip/schema';
export * from '../notifications/schema';
export * from '../chat/schema';
export * from '../scraper/schema';
export * from '../derivatives/schema';
export * from '../live/candleSchema';
export * from '../telegram/schema';
export * from '../alerts/schema';
export * from '../market/corporateActions/schema';
export { jobRuns } from '../platform/db/jobRuns';
export * from '../portfolio/schema';
