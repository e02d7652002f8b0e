/**
 * NSE's corporate actions download (www.nseindia.com, Corporate filings > Corporate actions > Download CSV):
 * "SYMBOL","COMPANY NAME","SERIES","PURPOSE","FACE VALUE","EX-DATE","RECORD DATE","BOOK CLOSURE START DATE",
 * "BOOK CLOSURE END DATE", dates like 22-Aug-2025 and "-" for none. Columns are found by header name.
 */
import { type CorporateActionDetail, parsePurpose } from '@sanchay/core';
import { csvRows, normalizeHeader, toIsoDate, type ParseProblem } from '../../parsers/index';

export interface NseCorporateAction {
  symbol: string;
  series: string;
  purpose: string;
  actions: CorporateActionDetail[];
  exDate: string;
  recordDate: string | null;
  /** A reviewed list's CHECKED column (what the row was checked against); not in NSE's own file. */
  checked: string | null;
  line: number;
}

const REQUIRED = ['symbol', 'purpose', 'exdate'] as const;
const dateOf = (text: string | undefined) => (text && text.trim() !== '-' ? toIsoDate(text.trim()) : null);

export function parseNseCorporateActions(text: string, file: string): { rows: NseCorporateAction[]; problems: ParseProblem[] } {
  const [header, ...body] = csvRows(text);
  const problems: ParseProblem[] = [];
  const at = new Map((header?.fields ?? []).map((h, i) => [normalizeHeader(h), i]));
  const missing = REQUIRED.filter((c) => !at.has(c));
  if (!header || missing.length > 0)
    return { rows: [], problems: [{ file, line: 1, message: `not an NSE corporate actions file: no ${missing.join(', ') || 'header'} column` }] };
  const field = (fields: string[], name: string) => {
    const i = at.get(name);
    return i === undefined ? '' : (fields[i] ?? '').trim();
  };
  const rows: NseCorporateAction[] = [];
  for (const { fields, line } of body) {
    const symbol = field(fields, 'symbol');
    const purpose = field(fields, 'purpose');
    const exDate = dateOf(field(fields, 'exdate'));
    if (!symbol || !purpose) {
      problems.push({ file, line, message: 'no symbol or purpose' });
      continue;
    }
    if (!exDate) {
      problems.push({ file, line, message: `ex-date is not a date: '${field(fields, 'exdate')}'` });
      continue;
    }
    rows.push({ symbol, series: field(fields, 'series'), purpose, actions: parsePurpose(purpose), exDate, recordDate: dateOf(field(fields, 'recorddate')), checked: field(fields, 'checked') || null, line });
  }
  return { rows, problems };
}
