import { parseHoldingsDate, SCRAPER_RETURN_KEYS, SCRAPER_TEXT, type ScraperReturnKey } from '@sanchay/core';
import * as cheerio from 'cheerio';
import { fundCodeOf, judgeLink, onBase } from './linkFilters';

/**
 * Parsers of the source site's three kinds of page (anchors.md section 6): a category's returns table,
 * a fund page and a fund's portfolio-holdings page. They read labels and table headers, not layout
 * classes, so a restyled page still parses.
 */

/**
 * htmlparser2 rather than parse5: about 2.5 times faster on these pages, and forgiving enough for them.
 * It adds no implied <tbody>, so rows are found as any <tr> with <td> cells.
 */
const loadHtml = (html: string) => cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true } });

/** A table's data rows: <tr> elements holding <td> cells (header rows hold only <th>). */
const dataRows = ($: cheerio.CheerioAPI, table: cheerio.Cheerio<any>) => table.find('tr').filter((_, tr) => $(tr).children('td').length > 0);

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
/** '-', '--' and blanks are how the site shows a missing value. */
const valueOrNull = (text: string) => {
  const t = clean(text);
  return t === '' || /^-+$/.test(t) ? null : t;
};

/** One fund as the category page lists it. */
export interface ListedFund {
  name: string;
  url: string;
  schemeCode: string;
  rating: string | null;
  aum: string | null;
  returns: Partial<Record<ScraperReturnKey, string | null>>;
}

/** The funds of a category page's returns table, with the link filters applied, each fund once. */
export function parseCategoryPage(html: string, base: URL): ListedFund[] {
  const $ = loadHtml(html);
  const table = $('table')
    .filter((_, t) => headersOf($, $(t)).some((h) => /^scheme name$/i.test(h)))
    .first();
  if (table.length === 0) return [];
  const headers = headersOf($, table);
  // Column positions, found once per table.
  const column = (label: RegExp) => headers.findIndex((h) => label.test(h));
  const ratingAt = column(/rating|rank/i);
  const aumAt = column(/^aum/i);
  const returnAt = SCRAPER_RETURN_KEYS.map((key) => [key, headers.indexOf(key)] as const).filter(([, i]) => i >= 0);
  const funds = new Map<string, ListedFund>();
  dataRows($, table).each((_, row) => {
    let fundLink: { anchor: cheerio.Cheerio<any>; url: URL } | null = null;
    for (const a of $(row).find('a[href]').toArray()) {
      const anchor = $(a);
      const judged = judgeLink(anchor.attr('href') ?? '', clean(anchor.text()), base);
      if (judged.verdict === 'fund' && judged.url) {
        fundLink = { anchor, url: judged.url };
        break;
      }
    }
    if (!fundLink) return;
    const url = onBase(fundLink.url, base);
    if (funds.has(url)) return;
    const cells = $(row).children('td').toArray();
    const cell = (i: number) => (i >= 0 && i < cells.length ? valueOrNull($(cells[i]!).text()) : null);
    const returns: ListedFund['returns'] = {};
    for (const [key, i] of returnAt) returns[key] = cell(i);
    funds.set(url, {
      name: clean(fundLink.anchor.attr('title') ?? fundLink.anchor.text()),
      url,
      schemeCode: fundCodeOf(fundLink.url),
      rating: cell(ratingAt),
      aum: cell(aumAt),
      returns,
    });
  });
  return [...funds.values()];
}

/** What a fund page adds. */
export interface FundPageDetails {
  name: string | null;
  plan: string | null;
  category: string | null;
  isin: string | null;
  expensesRatio: string;
  expensesRatioCategoryAverage: string;
  holdingsUrl: string;
}

const PERCENT = /-?\d+(?:\.\d+)?\s*%/;

export function parseFundPage(html: string, pageUrl: URL, base: URL): FundPageDetails {
  const $ = loadHtml(html);
  const info = keyValues($);
  // The element whose own text is the label 'Expense Ratio'; its block holds the value and the average.
  const label = $('body *')
    .filter((_, el) => /^expense ratio\b/i.test(clean($(el).contents().filter((__, n) => n.type === 'text').text())))
    .first();
  let expense: string | null = null;
  let average: string | null = null;
  if (label.length) {
    let block = label.parent();
    for (let up = 0; up < 3 && !PERCENT.test(block.text()); up++) block = block.parent();
    const text = clean(block.text());
    const after = text.slice(text.search(/expense ratio/i));
    const averageAt = after.search(/category av(?:erage|g)/i);
    const own = (averageAt >= 0 ? after.slice(0, averageAt) : after).match(PERCENT);
    expense = own ? own[0].replace(/\s+/g, '') : null;
    const avg = averageAt >= 0 ? after.slice(averageAt).match(PERCENT) : null;
    average = avg ? avg[0].replace(/\s+/g, '') : null;
  }
  const heading = clean($('h1').first().text()) || null;
  const holdingsLink = $('a[href]')
    .toArray()
    .map((a) => $(a).attr('href') ?? '')
    .find((href) => /\/portfolio-holdings\//.test(href));
  const code = fundCodeOf(pageUrl);
  const slug = pageUrl.pathname.split('/').filter(Boolean).at(-2) ?? code;
  const holdingsUrl = holdingsLink ? onBase(new URL(holdingsLink, base), base) : new URL(`/mutual-funds/${slug}/portfolio-holdings/${code}`, base).toString();
  const planInName = heading?.match(/\b(direct|regular)\b/i)?.[1];
  return {
    name: heading,
    plan: info.get('plan') ?? (planInName ? `${planInName[0]!.toUpperCase()}${planInName.slice(1).toLowerCase()} Plan` : null),
    category: info.get('category') ?? null,
    isin: info.get('isin') ?? null,
    expensesRatio: expense ?? SCRAPER_TEXT.notAvailable,
    expensesRatioCategoryAverage: average ?? SCRAPER_TEXT.notAvailable,
    holdingsUrl,
  };
}

/** The holdings page: the reporting date of the 'holdings as of' label and the table rows by header. */
export interface HoldingsPage {
  reportingDate: string | null;
  holdings: Record<string, string>[];
}

export function parseHoldingsPage(html: string): HoldingsPage {
  const $ = loadHtml(html);
  const asOf = $('body *')
    .filter((_, el) => /(holdings?|portfolio) as (of|on)/i.test($(el).contents().filter((__, n) => n.type === 'text').text()))
    .first();
  const reportingDate = asOf.length ? parseHoldingsDate(clean(asOf.text()).replace(/^.*as (of|on)/i, '')) : null;
  const table = $('table')
    .filter((_, t) => headersOf($, $(t)).some((h) => /holding|stock invested|company|instrument/i.test(h)))
    .first();
  if (table.length === 0) return { reportingDate, holdings: [] };
  const headers = headersOf($, table);
  const holdings: Record<string, string>[] = [];
  dataRows($, table).each((_, row) => {
    const cells = $(row).children('td');
    const group = clean(cells.first().text());
    // Rows without a group name (cash lines, ads, spacers) are dropped (spec 001 section 3.2).
    if (!group || /advertisement/i.test(group)) return;
    const record: Record<string, string> = {};
    headers.forEach((header, i) => {
      if (i < cells.length) record[header] = clean(cells.eq(i).text());
    });
    holdings.push(record);
  });
  return { reportingDate, holdings };
}

function headersOf($: cheerio.CheerioAPI, table: cheerio.Cheerio<any>): string[] {
  let cells = table.find('thead tr').first().children('th, td');
  if (cells.length === 0) cells = table.find('tr').first().children('th');
  return cells.toArray().map((c) => clean($(c).text()));
}

/** Two-column rows (th/td or td/td) of the page's info tables, by lower-cased label. */
function keyValues($: cheerio.CheerioAPI): Map<string, string> {
  const out = new Map<string, string>();
  $('tr').each((_, row) => {
    const cells = $(row).children('th, td');
    if (cells.length !== 2) return;
    const key = clean(cells.eq(0).text()).toLowerCase();
    const value = valueOrNull(cells.eq(1).text());
    if (key && value && !out.has(key)) out.set(key, value);
  });
  return out;
}
