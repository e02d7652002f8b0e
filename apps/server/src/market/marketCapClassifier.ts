/**
 * company_profile.market_cap_type after the company sources ran.
 * India: SEBI's rule (AMFI's half-yearly list) ranks companies by full market cap: 1-100 Large Cap,
 * 101-250 Mid Cap, the rest Small Cap. Companies without a market cap keep FinanceDatabase's bucket.
 * Elsewhere FinanceDatabase's bucket stands; a US listing without one gets the bucket of its USD market
 * cap on the same scale FinanceDatabase uses (Mega >= 200B, Large >= 10B, Mid >= 2B, Small >= 300M,
 * Micro >= 50M, else Nano).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { type Executor, rows as queryRows } from '../platform/db/sql';

export const SEBI_LARGE_CAP_RANK = 100;
export const SEBI_MID_CAP_RANK = 250;

/** US listings per update statement. */
const US_ROWS_PER_STATEMENT = 250;

export async function classifyMarketCaps(db: Executor): Promise<void> {
  await db.execute(sql`
    with ranked as (
      select id, row_number() over (order by market_cap desc, symbol) as position
      from company_profile where country = 'IN' and market_cap is not null
    ), typed as (
      select id, case when position <= ${SEBI_LARGE_CAP_RANK} then 'Large Cap'
                      when position <= ${SEBI_MID_CAP_RANK} then 'Mid Cap' else 'Small Cap' end as kind
      from ranked
    )
    update company_profile c set market_cap_type = typed.kind, updated_at = now()
    from typed where c.id = typed.id and c.market_cap_type is distinct from typed.kind`);
  // In pages, a turn of the event loop between them: on PGlite one update of every US listing held the
  // event loop (and so /healthz) for over 150 ms on a first start.
  for (;;) {
    const updated = await queryRows(
      db,
      sql`
      update company_profile set updated_at = now(), market_cap_type = case
        when market_cap >= 2e11 then 'Mega Cap' when market_cap >= 1e10 then 'Large Cap'
        when market_cap >= 2e9 then 'Mid Cap' when market_cap >= 3e8 then 'Small Cap'
        when market_cap >= 5e7 then 'Micro Cap' else 'Nano Cap' end
      where id in (select id from company_profile
                   where country = 'US' and market_cap_type is null and market_cap is not null limit ${US_ROWS_PER_STATEMENT})
      returning 1`,
    );
    if (updated.length < US_ROWS_PER_STATEMENT) return;
    await nextTurn();
  }
}
