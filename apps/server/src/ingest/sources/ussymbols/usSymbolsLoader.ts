/** Source `us-symbols`: rreichel3/US-Stock-Symbols NASDAQ, NYSE and AMEX lists -> company_profile (US, USD). */
import { eachFile } from '../../fileLedger';
import { baseUrl, type FileSpec } from '../../fileSource';
import { createUsSymbolsParser, parseInTurns } from '../../parsers/index';
import { inTransaction, upsertRows } from '../../sqlBatch';
import type { IngestSource, LoaderContext } from '../../types';

function files(ctx: LoaderContext): FileSpec[] {
  const repo = `${baseUrl(ctx, 'github')}/rreichel3/US-Stock-Symbols/main`;
  return ['nasdaq', 'nyse', 'amex'].map((exchange) => ({
    name: `${exchange}_full_tickers.json`,
    mirror: `US-Stock-Symbols/${exchange}_full_tickers.json`,
    url: `${repo}/${exchange}/${exchange}_full_tickers.json`,
    optional: exchange !== 'nasdaq',
  }));
}

const COLUMNS = {
  symbol: 'text',
  exchange: 'text',
  country: 'text',
  company_name: 'text',
  currency: 'text',
  market_cap: 'double precision',
  sector: 'text',
  industry: 'text',
  source: 'text',
} as const;

export const usSymbolsSource: IngestSource = {
  name: 'us-symbols',
  async run(ctx) {
    await eachFile(ctx, files(ctx), async (file) => {
      const { rows, problems } = await parseInTurns(createUsSymbolsParser, file.text(), file.name);
      const listings = rows.map((r) => ({
        symbol: r.symbol,
        exchange: r.exchange,
        country: 'US',
        company_name: r.name ?? r.symbol,
        currency: 'USD',
        market_cap: r.marketCap,
        sector: r.sector,
        industry: r.industry,
        source: 'us-symbols',
      }));
      // The list is the fresher source for name and market cap; sector/industry only when it has them.
      const update = {
        country: 'excluded.country',
        company_name: 'excluded.company_name',
        currency: 'excluded.currency',
        market_cap: 'coalesce(excluded.market_cap, t.market_cap)',
        sector: 'coalesce(excluded.sector, t.sector)',
        industry: 'coalesce(excluded.industry, t.industry)',
        source: 'excluded.source',
      };
      await inTransaction(ctx.db, (tx) =>
        upsertRows(
          tx,
          { table: 'company_profile', columns: COLUMNS, conflict: ['symbol', 'exchange'], update, touch: true },
          listings,
        ),
      );
      return { rows: listings.length, problems };
    });
  },
};
