import type { Page } from '@playwright/test';

/** The screens the menus reach (but the home page), with the heading each shows. */
export const MENU_HEADINGS: Record<string, string | RegExp> = {
  '/assistant': 'Capital Markets Research Agent',
  '/dipsip': 'DipSIP: buy index ETFs on the dips',
  '/shareholding': 'Shareholding by investor',
  '/etfList': 'ETFs, REITs and InvITs',
  '/indexes': 'Indexes',
  '/futures': 'Futures',
  '/options': 'Options chain',
  '/tradingagent/indicators': 'Trading Indicators',
  '/tradingagent/strategies': 'Trading Strategies',
  '/livemarkets': 'Live markets',
  '/feedback': 'Feedback',
  '/stocks': 'Stocks',
  '/mutualfunds': 'Mutual funds',
  '/quotes': 'Quotes',
  '/watchlist': 'Watchlist',
  '/tools': 'Tools and Frameworks for Stock Pickers',
  '/utils': 'Calculators',
  '/riskProfile': 'Risk profile',
  '/arrayview': 'Data-array explorer',
  '/principles': 'Investing principles',
  '/vocab': 'Investing vocabulary',
  '/fields': 'Datasets and fields',
};

/** How far the page is wider than the window (0 or less: no sideways scroll). */
export const noSidewaysScroll = async (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

export interface LayoutProblems {
  /** Pixels the page is wider than the window. */
  sideways: number;
  /** Headers with a word ("P/" over "E") or a unit ("(₹" over "Cr)") broken over two lines. */
  brokenHeaders: string[];
  /** Tables wider than their scroll box, not scrolled to their end, without the "more to the right" arrow. */
  hiddenColumns: string[];
}

/**
 * What on the page is laid out wrong: sideways scroll, a header broken inside a word or a unit, a table whose last
 * columns lie out of view without saying so. (A header may wrap between words, and after a slash between words,
 * where it is drawn as two pieces of text.)
 */
export async function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const linesOf = (node: Text, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    };
    const brokenHeaders: string[] = [];
    for (const header of document.querySelectorAll<HTMLElement>('th, [role=columnheader]')) {
      if (!header.checkVisibility()) continue;
      const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (const piece of node.data.matchAll(/\([^)]*\)|\S+/g)) {
          if (linesOf(node, piece.index, piece.index + piece[0].length) > 1) brokenHeaders.push(`${header.textContent}: "${piece[0]}"`);
        }
      }
    }
    const hiddenColumns: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      if (!table.checkVisibility()) continue;
      let box = table.parentElement;
      while (box && !/auto|scroll/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
      if (!box || box === document.documentElement || box === document.body) continue;
      const beyond = box.scrollWidth - box.clientWidth - box.scrollLeft > 1;
      const cue = box.parentElement?.querySelector('[data-testid=table-scroll-more]');
      if (beyond && !cue?.checkVisibility()) hiddenColumns.push((table.querySelector('th')?.textContent ?? '').slice(0, 40));
    }
    return { sideways: document.documentElement.scrollWidth - window.innerWidth, brokenHeaders, hiddenColumns };
  });
}
