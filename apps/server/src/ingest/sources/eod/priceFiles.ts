/** Names and addresses of per-symbol price files, shared by the EOD and Investing.com loaders. */
import path from 'node:path';
import { baseUrl, type FileSpec } from '../../fileSource';
import type { LoaderContext } from '../../types';

export const SOMNATH_ETF_FOLDER = 'nse-eod-somnath/etf';
const SOMNATH_REPO = 'somnath-mukherjee/nse.eod.data/652e512f640efa5c028b77be2f32b2ee27b95c34';

/** The symbol a price file is about: `NIFTYBEES.csv`, `M&M_2020-10-01_to_2025-09-30.csv` -> M&M. */
export function symbolOfPriceFile(name: string): string {
  const base = path.basename(name).replace(/\.csv$/i, '');
  const cut = base.indexOf('_');
  return cut === -1 ? base : base.slice(0, cut);
}

export function somnathSpec(ctx: LoaderContext, symbol: string): FileSpec {
  return {
    name: `${SOMNATH_ETF_FOLDER}/${symbol}.csv`,
    mirror: `${SOMNATH_ETF_FOLDER}/${symbol}.csv`,
    url: `${baseUrl(ctx, 'github')}/${SOMNATH_REPO}/${encodeURIComponent(symbol)}.csv`,
    optional: true,
  };
}
