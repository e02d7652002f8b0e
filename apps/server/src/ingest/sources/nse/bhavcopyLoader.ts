/**
 * Source `bhavcopy`: NSE cash-market bhavcopies, legacy (`cmDDMMMYYYYbhav.csv`) or UDiFF
 * (`BhavCopy_NSE_CM_0_0_0_YYYYMMDD_F_0000.csv.zip`), as CSV, zip or gzip. EQ and BE rows of known NSE
 * listings become daily bars; nothing new is created (the bhavcopy lists bonds, SME and more).
 * Mirror: every file in `nse-bhavcopy/` (the shared mirror has none). Online: the UDiFF files of the
 * last 10 days (weekends skipped; a 404 is a holiday or a day not yet published).
 */
import path from 'node:path';
import { DAY_MS, istDate, isTradingDay } from '@sanchay/core';
import { nseCompanyIds } from '../../companyDirectory';
import { eachFile } from '../../fileLedger';
import { baseUrl, mirrorListing, type FileSpec } from '../../fileSource';
import { createBhavcopyParser, parseInTurns, type DailyBar } from '../../parsers/index';
import { writeStockBars, type OwnedBars } from '../../priceWriter';
import { inTransaction } from '../../sqlBatch';
import type { IngestSource, LoaderContext } from '../../types';

export const BHAVCOPY_FOLDER = 'nse-bhavcopy';
const ONLINE_DAYS = 10;
const PRICE_SERIES = new Set(['EQ', 'BE']);


function files(ctx: LoaderContext): FileSpec[] {
  if (ctx.mode === 'mirror') {
    return mirrorListing(ctx.options.from!, BHAVCOPY_FOLDER, ['.csv', '.zip', '.gz']).map((mirror) => ({
      name: path.basename(mirror).replace(/\.gz$/i, ''),
      mirror,
    }));
  }
  const nse = `${baseUrl(ctx, 'nse')}/content/cm`;
  const specs: FileSpec[] = [];
  for (let back = 0; back < ONLINE_DAYS; back++) {
    const day = istDate((ctx.options.today ?? new Date()).getTime() - back * DAY_MS);
    if (!isTradingDay(day, 'weekdays-open')) continue; // no bhavcopy on weekends and NSE holidays
    const ymd = day.replaceAll('-', '');
    const name = `BhavCopy_NSE_CM_0_0_0_${ymd}_F_0000.csv.zip`;
    specs.push({ name, url: `${nse}/${name}`, optional: true });
  }
  return specs.reverse(); // oldest first, so the latest day is written last
}

export const bhavcopySource: IngestSource = {
  name: 'bhavcopy',
  async run(ctx) {
    const ids = await nseCompanyIds(ctx.db);
    await eachFile(ctx, files(ctx), async (file) => {
      const { rows, problems } = await parseInTurns(createBhavcopyParser, file.text(), file.name);
      const byCompany = new Map<string, DailyBar[]>();
      for (const row of rows) {
        if (row.segment !== 'CM' || row.exchange !== 'NSE' || !PRICE_SERIES.has(row.series ?? '')) continue;
        const id = ids.get(row.symbol);
        if (!id) continue;
        const bar = {
          date: row.date,
          open: row.open,
          high: row.high,
          low: row.low,
          close: row.close,
          volume: row.volume,
        };
        const bars = byCompany.get(id);
        if (bars) bars.push(bar);
        else byCompany.set(id, [bar]);
      }
      const items: OwnedBars[] = [...byCompany].map(([id, bars]) => ({ id, bars }));
      const written = await inTransaction(ctx.db, (tx) => writeStockBars(tx, items));
      for (const item of items) ctx.touchedCompanies.add(item.id);
      // A bhavcopy read before the securities list matched nothing: load it again next time.
      return { rows: written, problems, incomplete: written === 0 && rows.length > 0 };
    });
  },
};
