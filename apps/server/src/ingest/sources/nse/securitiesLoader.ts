/** Source `nse-securities`: NSE's main-board and SME security masters -> company_profile (exchange NSE, IN, INR). */
import { LISTING_COLUMNS, LISTING_UPDATE } from '../../companyDirectory';
import { eachFile } from '../../fileLedger';
import { baseUrl, type FileSpec } from '../../fileSource';
import { createSecurityListParser, parseInTurns, type Security } from '../../parsers/index';
import { inTransaction, upsertRows } from '../../sqlBatch';
import type { IngestSource, LoaderContext } from '../../types';

export function securityFiles(ctx: LoaderContext): FileSpec[] {
  const nse = baseUrl(ctx, 'nse');
  return [
    { name: 'EQUITY_L.csv', mirror: 'nse-securities-master/EQUITY_L.csv', url: `${nse}/content/equities/EQUITY_L.csv` },
    {
      name: 'SME_EQUITY_L.csv',
      mirror: 'nse-securities-master/SME_EQUITY_L.csv',
      url: `${nse}/emerge/corporates/content/SME_EQUITY_L.csv`,
      optional: true,
    },
  ];
}

export function listingRow(security: Security, source: string) {
  return {
    symbol: security.symbol,
    exchange: 'NSE',
    country: 'IN',
    company_name: security.name,
    isin: security.isin,
    currency: 'INR',
    series: security.series,
    listing_date: security.listingDate,
    face_value: security.faceValue,
    source,
  };
}

export const nseSecuritiesSource: IngestSource = {
  name: 'nse-securities',
  async run(ctx) {
    await eachFile(ctx, securityFiles(ctx), async (file) => {
      const { rows, problems } = await parseInTurns(createSecurityListParser, file.text(), file.name);
      await inTransaction(ctx.db, (tx) =>
        upsertRows(
          tx,
          {
            table: 'company_profile',
            columns: LISTING_COLUMNS,
            conflict: ['symbol', 'exchange'],
            update: LISTING_UPDATE,
            touch: true,
          },
          rows.map((r) => listingRow(r, 'nse')),
        ),
      );
      return { rows: rows.length, problems };
    });
  },
};
