import { integer, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../identity/schema';
import { companyProfile } from './companies';
import { marketIndices } from './indices';

/** watch_list: companies (or indices) a user watches. instrument_type: 0 stock, 1 index, 2 ETF. */
export const watchList = pgTable(
  'watch_list',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companyProfile.id, { onDelete: 'cascade' }),
    marketIndexId: uuid('market_index_id').references(() => marketIndices.id, { onDelete: 'cascade' }),
    instrumentType: integer('instrument_type').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('watch_list_user_item_unique').on(t.userId, t.companyId, t.marketIndexId, t.instrumentType).nullsNotDistinct()],
);
