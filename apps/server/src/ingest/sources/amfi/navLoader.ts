/**
 * Source `amfi`: AMFI NAVAll.txt -> mutual_fund_schemes (scheme code, name, fund house, structure,
 * category, plan, option, ISINs, NAV, NAV date). AMFI writes N.A. for a NAV it has not got yet: the
 * last known NAV and its date are kept then. The scraper's columns (expense ratio, returns) are untouched.
 * Each published NAV is also kept in mutual_fund_nav_history (one row per scheme and NAV date), so daily
 * loads build the history the 1/3/5-year returns are computed from; the history's span is recorded in app_meta.
 */
import { nameEtfsFromAmfi } from '../../../market/etfNames';
import { recordNavHistorySpan } from '../../../market/navHistorySpan';
import { eachFile } from '../../fileLedger';
import { baseUrl, type FileSpec } from '../../fileSource';
import { createNavAllParser, parseInTurns } from '../../parsers/index';
import { inTransaction, upsertRows, type UpsertSpec } from '../../sqlBatch';
import type { IngestSource, LoaderContext } from '../../types';

function files(ctx: LoaderContext): FileSpec[] {
  return [{ name: 'NAVAll.txt', mirror: 'amfi/NAVAll.txt', url: `${baseUrl(ctx, 'amfi')}/spages/NAVAll.txt` }];
}

const SCHEMES: UpsertSpec = {
  table: 'mutual_fund_schemes',
  columns: {
    scheme_code: 'integer',
    name: 'text',
    fund_house: 'text',
    structure: 'text',
    category: 'text',
    plan: 'text',
    option: 'text',
    isin_growth: 'text',
    isin_reinvestment: 'text',
    nav: 'double precision',
    nav_date: 'date',
    source: 'text',
  },
  conflict: ['scheme_code'],
  update: {
    name: 'excluded.name',
    fund_house: 'coalesce(excluded.fund_house, t.fund_house)',
    structure: 'coalesce(excluded.structure, t.structure)',
    category: 'coalesce(excluded.category, t.category)',
    plan: 'excluded.plan',
    option: 'excluded.option',
    isin_growth: 'excluded.isin_growth',
    isin_reinvestment: 'excluded.isin_reinvestment',
    nav: 'coalesce(excluded.nav, t.nav)',
    nav_date: 'case when excluded.nav is null then t.nav_date else excluded.nav_date end',
    source: 'excluded.source',
  },
  touch: true,
};

const NAV_HISTORY: UpsertSpec = {
  table: 'mutual_fund_nav_history',
  columns: { scheme_code: 'integer', nav_date: 'date', nav: 'double precision' },
  conflict: ['scheme_code', 'nav_date'],
  update: ['nav'],
};

export const amfiSource: IngestSource = {
  name: 'amfi',
  async run(ctx) {
    await eachFile(ctx, files(ctx), async (file) => {
      const { rows, problems } = await parseInTurns(createNavAllParser, file.text(), file.name);
      const schemes = rows.map((s) => ({
        scheme_code: s.schemeCode,
        name: s.name,
        fund_house: s.fundHouse,
        structure: s.structure,
        category: s.category,
        plan: s.plan,
        option: s.option,
        isin_growth: s.isinGrowth,
        isin_reinvestment: s.isinReinvestment,
        nav: s.nav,
        // A new scheme without a NAV has no NAV date either.
        nav_date: s.nav === null ? null : s.navDate,
        source: 'amfi',
      }));
      await inTransaction(ctx.db, async (tx) => {
        await upsertRows(tx, SCHEMES, schemes);
        const navs = schemes.flatMap((s) => (s.nav === null || !s.nav_date ? [] : [{ scheme_code: s.scheme_code, nav_date: s.nav_date, nav: s.nav }]));
        await upsertRows(tx, NAV_HISTORY, navs);
        // The list reads the history's span and its longest scheme history from app_meta (not a min/max over
        // the whole history per request): which return columns the data can fill.
        await recordNavHistorySpan(
          tx,
          [...new Set(navs.map((n) => n.nav_date))],
          navs.map((n) => n.scheme_code),
        );
        await nameEtfsFromAmfi(tx);
      });
      return { rows: schemes.length, problems };
    });
  },
};
