/**
 * One data source's own rows in the catalogue, cleared or refreshed by the market that owns the tables. The demo
 * universe's bulk loader calls these on a re-run (a new universe, a moved data date); the rows are told apart by
 * their `source` column, so no other source's rows are touched.
 */

/** Runs one statement with parameters: a bulk session or one of its transactions. */
export interface Statements {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

const placeholders = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `$${i + from}`).join(', ');

/** Removes the source's companies. */
export async function deleteCompaniesOfSource(db: Statements, source: string): Promise<void> {
  await db.query(`delete from company_profile where source = $1`, [source]);
}

/**
 * Empties the dated company tables (prices, statements, shareholding, moving averages, announcements, insider
 * trades). Only for a database that holds one source's companies, as the demo checks before it calls this.
 */
export async function truncateDatedCompanyRows(db: Statements): Promise<void> {
  await db.query(`truncate ${DATED_COMPANY_TABLES.join(', ')}`);
}

const DATED_COMPANY_TABLES = [
  'stock_price_daily_historical',
  'financial_statements',
  'shareholding_pattern',
  'stock_price_volume_daily_moving_averages',
  'company_announcements',
  'company_insider_trades',
];

/** Removes the closing levels of the source's indices. */
export async function deleteIndexLevelsOfSource(db: Statements, source: string): Promise<void> {
  await db.query(
    `delete from market_index_price_daily where index_id in (select id from market_indices where source = $1)`,
    [source],
  );
}

/**
 * Makes the source's indices exactly `indices`: those it no longer has go, the rest are upserted by name (an
 * existing row keeps its id). Returns each index's id by name.
 */
export async function replaceIndicesOfSource(
  db: Statements,
  source: string,
  indices: readonly { id: string; name: string; country: string }[],
): Promise<Map<string, string>> {
  const names = indices.map((i) => i.name);
  await db.query(
    `delete from market_indices where source = $1${names.length ? ` and index_name not in (${placeholders(names.length, 2)})` : ''}`,
    [source, ...names],
  );
  if (indices.length === 0) return new Map();
  const tuples = indices.map((_, i) => `($${4 * i + 1}::uuid, $${4 * i + 2}, $${4 * i + 3}, $${4 * i + 4})`);
  const rows = await db.query<{ id: string; index_name: string }>(
    `insert into market_indices (id, index_name, country, source) values ${tuples.join(', ')}
     on conflict (index_name) do update set source = excluded.source, updated_at = now() returning id, index_name`,
    indices.flatMap((i) => [i.id, i.name, i.country, source]),
  );
  return new Map(rows.map((r) => [r.index_name, r.id]));
}

/** Empties the member lists of these indices (the loader then writes the new members). */
export async function deleteIndexMembers(db: Statements, indexIds: readonly string[]): Promise<void> {
  if (indexIds.length === 0) return;
  await db.query(`delete from market_index_wise_companies where index_id in (${placeholders(indexIds.length)})`, [
    ...indexIds,
  ]);
}

/** Removes the source's ETFs that are not among `keepSymbols`. */
export async function deleteEtfsOfSourceExcept(
  db: Statements,
  source: string,
  keepSymbols: readonly string[],
): Promise<void> {
  await db.query(
    `delete from etfs where source = $1${keepSymbols.length ? ` and symbol not in (${placeholders(keepSymbols.length, 2)})` : ''}`,
    [source, ...keepSymbols],
  );
}

/** Sets app_meta keys in one statement. */
export async function writeAppMetaValues(db: Statements, values: Record<string, string>): Promise<void> {
  const entries = Object.entries(values);
  if (entries.length === 0) return;
  await db.query(
    `insert into app_meta (key, value) values ${entries.map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`).join(', ')}
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    entries.flat(),
  );
}
