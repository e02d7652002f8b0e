import type { AppDb } from './client';

/**
 * A query prepared once per database and reused: drizzle builds its SQL once and PostgreSQL parses and plans
 * it once per connection (a named prepared statement). For the few queries every request runs (the session
 * user, the small per-user reads); `build` must use `sql.placeholder(...)` for its parameters.
 */
export function preparedQuery<P>(build: (db: AppDb) => P): (db: AppDb) => P {
  const prepared = new WeakMap<AppDb, P>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) prepared.set(db, (query = build(db)));
    return query;
  };
}
