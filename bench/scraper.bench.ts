// Mutual fund scraper: parsing throughput on the fixture pages (category, fund and holdings pages of the
// source site's shape), in pages per second. Network time is left out on purpose: online the polite delay
// (2-5 s between requests) dominates, so this shows how little of a run's CPU the parsing takes.
import { fixtureFile } from '../apps/server/test/fakes/scraperSite/fixtureSite';
import { parseCategoryPage, parseFundPage, parseHoldingsPage } from '../apps/server/src/scraper/pageParsers';
import { printFigure } from './support';

const base = new URL('https://www.moneycontrol.com');
const CATEGORY = fixtureFile('category-index-fundsetfs.html');
const FUNDS = ['MAA1234', 'MUT5678', 'MHD0910', 'MPI1111'].map((code) => ({
  url: new URL(`/mutual-funds/nav/some-fund/${code}`, base),
  html: fixtureFile(`fund-${code}.html`),
  holdings: fixtureFile(`holdings-${code}.html`),
}));

/** A category page the size of a real one: the fixture's rows repeated to about 120 funds. */
function bigCategoryPage(): string {
  const rows = CATEGORY.slice(CATEGORY.indexOf('<tbody>') + 7, CATEGORY.indexOf('</tbody>'));
  const many = Array.from({ length: 24 }, (_, i) => rows.replaceAll(/\/(M[A-Z]{2}\d{4})"/g, `/$1${i}"`)).join('');
  return CATEGORY.replace(rows, many);
}

function measure(name: string, pages: number, parse: (i: number) => unknown): void {
  for (let i = 0; i < Math.min(200, pages); i++) parse(i); // warm-up
  const started = performance.now();
  for (let i = 0; i < pages; i++) parse(i);
  const seconds = (performance.now() - started) / 1000;
  printFigure(name, Math.round(pages / seconds).toLocaleString('en-IN'), 'pages/s', `${pages} pages, ${(seconds * 1000 / pages).toFixed(3)} ms each`);
}

const big = bigCategoryPage();
console.log(`Scraper parsing on the fixture pages (${process.version}, load ${(await import('node:os')).loadavg()[0]!.toFixed(2)})`);
console.log(`funds on the large category page: ${parseCategoryPage(big, base).length}`);
measure('category page (5 funds, with ads and trackers)', 3000, () => parseCategoryPage(CATEGORY, base));
measure('category page (120 funds)', 400, () => parseCategoryPage(big, base));
measure('fund page (expense ratio, category average, info)', 3000, (i) => {
  const f = FUNDS[i % FUNDS.length]!;
  return parseFundPage(f.html, f.url, base);
});
measure('holdings page (date and holdings table)', 3000, (i) => parseHoldingsPage(FUNDS[i % FUNDS.length]!.holdings));
measure('mixed: 1 category page per 5 funds (fund + holdings)', 2200, (i) => {
  const k = i % 11;
  if (k === 0) return parseCategoryPage(CATEGORY, base);
  const f = FUNDS[k % FUNDS.length]!;
  return k % 2 ? parseFundPage(f.html, f.url, base) : parseHoldingsPage(f.holdings);
});
