import type { MarketCode, ShareholdingChange, ShareholdingOverview } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client';
import type { ShareholdingCategory } from './params';
import { round } from './presenters';
import { rows } from '../../platform/db/sql';
import { exchangeRank, isoDate } from './sql';
// The wire shapes live in packages/core (market/marketApiTypes.ts), shared with the web.
export type { ShareholdingChange, ShareholdingOverview };

export const SHAREHOLDING_MOVERS = 10;



const COLUMN: Record<ShareholdingCategory, string> = { promoter: 'promoter', fii: 'fii', dii: 'dii', public: 'public' };

/**
 * The market's latest quarter (the latest quarter_end of any company in the market) and the one before:
 * two backward walks of shareholding_pattern by quarter_end, each stopping at the first row of the market.
 * Fast with an index on shareholding_pattern (quarter_end) (recommended; without it each is one scan).
 */
async function quarters(db: AppDb, country: MarketCode): Promise<{ latest: string | null; previous: string | null }> {
  const before = async (bound: string | null) => {
    const [row] = await rows<{ quarter: string }>(
      db,
      sql`select ${isoDate(sql`sp.quarter_end`)} as quarter
          from shareholding_pattern sp join company_profile cp on cp.id = sp.company_id
          where cp.country = ${country} ${bound ? sql`and sp.quarter_end < ${bound}::date` : sql``}
          order by sp.quarter_end desc limit 1`,
    );
    return row?.quarter ?? null;
  };
  const latest = await before(null);
  return { latest, previous: latest ? await before(latest) : null };
}

interface MoveRow {
  symbol: string;
  name: string;
  industry: string | null;
  previous: number;
  current: number;
  change: number;
}

/**
 * GET /api/shareholding/overview: averages across the market's companies in the latest quarter, and the
 * companies whose holding of `category` rose or fell most since the quarter before. A company listed on
 * NSE and BSE counts once (by ISIN, NSE preferred). One statement: the latest quarter's holdings are read
 * once (materialized, narrow rows), then names are joined for the few movers only. A market-wide
 * aggregate: reads every company's latest row (about 0.5 s for 60k companies on a small machine).
 */
export async function shareholdingOverview(db: AppDb, country: MarketCode, category: ShareholdingCategory): Promise<ShareholdingOverview> {
  const { latest, previous } = await quarters(db, country);
  const empty = { promoter: null, fii: null, dii: null, public: null };
  if (!latest) return { quarterEnd: null, previousQuarterEnd: null, averages: empty, biggestIncreases: [], biggestDecreases: [] };

  const column = sql.raw(COLUMN[category]);
  const moves = (direction: 'up' | 'down') =>
    previous
      ? sql`(select coalesce(json_agg(m order by m.change ${direction === 'up' ? sql`desc` : sql`asc`}, m.symbol), '[]'::json) from (
              select cp.symbol, cp.company_name as name, cp.industry, p.${column} as previous, c.${column} as current,
                     c.${column} - p.${column} as change
              from cur c join shareholding_pattern p on p.company_id = c.id and p.quarter_end = ${previous}::date
              join company_profile cp on cp.id = c.id
              where c.${column} is not null and p.${column} is not null
                and c.${column} ${direction === 'up' ? sql`>` : sql`<`} p.${column}
              order by c.${column} - p.${column} ${direction === 'up' ? sql`desc` : sql`asc`}, cp.symbol
              limit ${SHAREHOLDING_MOVERS}) m)`
      : sql`'[]'::json`;
  const [row] = await rows<{ promoter: number | null; fii: number | null; dii: number | null; public: number | null; ups: MoveRow[]; downs: MoveRow[] }>(
    db,
    sql`with cur as materialized (
          select distinct on (coalesce(cp.isin, cp.id::text)) cp.id, sp.promoter, sp.fii, sp.dii, sp.public
          from shareholding_pattern sp join company_profile cp on cp.id = sp.company_id
          where sp.quarter_end = ${latest}::date and cp.country = ${country}
          order by coalesce(cp.isin, cp.id::text), ${exchangeRank(sql`cp.exchange`)}, cp.exchange
        )
        select (select avg(promoter) from cur) as promoter, (select avg(fii) from cur) as fii,
               (select avg(dii) from cur) as dii, (select avg(public) from cur) as public,
               ${moves('up')} as ups, ${moves('down')} as downs`,
  );
  const present = (list: MoveRow[] | undefined): ShareholdingChange[] =>
    (list ?? []).map((r) => ({
      symbol: r.symbol,
      name: r.name,
      industry: r.industry,
      category,
      previous: r.previous,
      current: r.current,
      change: round(r.change) ?? 0,
    }));
  return {
    quarterEnd: latest,
    previousQuarterEnd: previous,
    averages: {
      promoter: round(row?.promoter),
      fii: round(row?.fii),
      dii: round(row?.dii),
      public: round(row?.public),
    },
    biggestIncreases: present(row?.ups),
    biggestDecreases: present(row?.downs),
  };
}
