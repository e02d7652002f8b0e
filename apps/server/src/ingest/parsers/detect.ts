/** Names the parser for a file from its name and first line. */
import { bhavcopyLayout } from '../sources/nse/bhavcopy';
import { csvRows } from './csv';
import { normalizeHeader } from './values';

export type FormatId =
  | 'securityList'
  | 'etfList'
  | 'indexConstituents'
  | 'bhavcopy'
  | 'dailyBars'
  | 'navAll'
  | 'financeDatabase'
  | 'usSymbols'
  | 'kiteInstruments'
  | 'screener';

export function detectFormat(fileName: string, headerLine: string): FormatId | null {
  const line = headerLine.charCodeAt(0) === 0xfeff ? headerLine.slice(1) : headerLine;
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1).toLowerCase();
  if (base.endsWith('.json') || line.trimStart().startsWith('[')) return 'usSymbols';
  if (line.includes(';')) {
    return normalizeHeader(line.slice(0, line.indexOf(';'))) === 'schemecode' ? 'navAll' : null;
  }
  if (base.startsWith('navall')) return 'navAll'; // some copies open with a category heading

  const header = csvRows(line)[0]?.fields ?? [];
  const names = new Set(header.map(normalizeHeader));
  const has = (...keys: string[]) => keys.every((key) => names.has(key));

  if (bhavcopyLayout(header) !== null) return 'bhavcopy';
  if (has('instrumenttoken', 'tradingsymbol')) return 'kiteInstruments';
  if (has('symbol', 'industrygroup', 'delisted')) return 'financeDatabase';
  if (has('companyname', 'symbol')) return 'indexConstituents';
  if (has('symbol', 'nameofcompany')) return 'securityList';
  if (has('symbol', 'securityname')) return 'etfList';
  if (names.has('nsecode') || names.has('bsecode') || names.has('joinkey') || has('symbol', 'industry')) {
    return 'screener';
  }
  if (
    (names.has('date') || names.has('timestamp')) &&
    has('open', 'high', 'low') &&
    (names.has('close') || names.has('price'))
  ) {
    return 'dailyBars';
  }
  return null;
}
