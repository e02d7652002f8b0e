/** An index's member list, pruned by the market that owns it: the ingest then upserts the members it loaded. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/sql';

/** Removes the index's members that are not among `keep` (company ids). */
export async function dropIndexMembersExcept(db: Executor, indexId: string, keep: readonly string[]): Promise<void> {
  await db.execute(sql`delete from market_index_wise_companies where index_id = ${indexId}
    and company_id not in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(keep)}::jsonb))`);
}
