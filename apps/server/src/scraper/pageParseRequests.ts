import { type FundPageDetails, type HoldingsPage, type ListedFund, parseCategoryPage, parseFundPage, parseHoldingsPage } from './pageParsers';

/** A page to parse, as sent to the parsing thread (URLs as text: a URL object does not cross threads). */
export type ParseRequest =
  | { kind: 'category'; html: string; base: string }
  | { kind: 'fund'; html: string; pageUrl: string; base: string }
  | { kind: 'holdings'; html: string };

export interface ParseResults {
  category: ListedFund[];
  fund: FundPageDetails;
  holdings: HoldingsPage;
}

export function runParse(request: ParseRequest): ParseResults[ParseRequest['kind']] {
  if (request.kind === 'category') return parseCategoryPage(request.html, new URL(request.base));
  if (request.kind === 'fund') return parseFundPage(request.html, new URL(request.pageUrl), new URL(request.base));
  return parseHoldingsPage(request.html);
}
