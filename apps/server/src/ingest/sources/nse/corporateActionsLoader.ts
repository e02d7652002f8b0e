/**
 * Source `nse-corporate-actions`: NSE's corporate actions CSV (corporateActions.ts) -> corporate_actions with
 * status 'file' (the exchange's word: applied as published, see docs/DATA.md), through the corporate-actions
 * feature's recordCorporateActions. Online it asks NSE's download for the last two years and the coming quarter
 * (www.nseindia.com wants a browser User-Agent); in a mirror, any `nse-corporate-actions/*.csv` (the mirror
 * has none). Symbols that are not NSE listings are reported and skipped.
 */
import { recordCorporateActions, type NewCorporateAction } from '../../../market/corporateActions/index';
import { eachFile } from '../../fileLedger';
import { baseUrl, mirrorListing, type FileSpec } from '../../fileSource';
import type { ParseProblem } from '../../parsers/index';
import { inTransaction } from '../../sqlBatch';
import type { IngestSource, LoaderContext } from '../../types';
import { parseNseCorporateActions } from './corporateActions';
import { nseSymbolResolver } from './symbolChanges';

const FOLDER = 'nse-corporate-actions';
const BROWSER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

const ddmmyyyy = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;

function files(ctx: LoaderContext): FileSpec[] {
  if (ctx.mode === 'mirror')
    return mirrorListing(ctx.options.from!, FOLDER, ['.csv']).map((mirror) => ({ name: mirror, mirror }));
  const now = ctx.options.today ?? new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear() - 2, now.getUTCMonth(), now.getUTCDate()));
  const to = new Date(now.getTime() + 90 * 86_400_000);
  return [
    {
      name: 'nse corporate actions (equities)',
      url: `${baseUrl(ctx, 'nseWeb')}/api/corporates-corporateActions?index=equities&from_date=${ddmmyyyy(from)}&to_date=${ddmmyyyy(to)}&csv=true`,
      headers: { 'user-agent': BROWSER_AGENT, accept: 'text/csv,*/*' },
    },
  ];
}

export const nseCorporateActionsSource: IngestSource = {
  name: 'nse-corporate-actions',
  async run(ctx) {
    await eachFile(ctx, files(ctx), async (file) => {
      const { rows, problems } = parseNseCorporateActions(file.text(), file.name);
      const all: ParseProblem[] = [...problems];
      const resolve = await nseSymbolResolver(ctx);
      const actions: NewCorporateAction[] = [];
      for (const row of rows) {
        const companyId = resolve(row.symbol);
        if (!companyId) {
          all.push({ file: file.name, line: row.line, message: `unknown NSE symbol ${row.symbol}: skipped` });
          continue;
        }
        for (const detail of row.actions)
          actions.push({ companyId, detail, purpose: row.purpose, exDate: row.exDate, recordDate: row.recordDate, status: 'file', source: 'nse' });
      }
      const added = await inTransaction(ctx.db, (tx) => recordCorporateActions(tx, actions));
      return { rows: added, problems: all };
    });
  },
};
