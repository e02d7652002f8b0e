import { expect, signInQuickly, test } from './fixtures';
import { layoutProblems, MENU_HEADINGS } from './layout';

/** A 1366 px laptop (the configured viewport), signed in, on whichever data the server has (the mirror or demo data). */

test('signed in at 1366 px: no screen scrolls sideways, no header breaks inside a word or its unit, a wider table says so', async ({ page, consoleErrors }) => {
  void consoleErrors;
  test.setTimeout(240_000);
  await signInQuickly(page);
  for (const [path, heading] of Object.entries(MENU_HEADINGS)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({ timeout: 30_000 });
    // Tables drawn with their rows, not loading placeholders.
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, { timeout: 30_000 });
    expect(await layoutProblems(page), path).toEqual({ sideways: 0, brokenHeaders: [], hiddenColumns: [] });
  }
});

test("an assistant answer at 1366 px: a header's label and its unit each stay whole, and a table wider than its box says so", async ({ page, consoleErrors }) => {
  void consoleErrors;
  test.setTimeout(90_000);
  await signInQuickly(page);
  // Two companies that exist on the mirror and on demo data alike: the first of the NIFTY 50.
  const index = await (await page.request.get('/api/indices/NIFTY%2050')).json();
  const [a, b] = (index.constituents as { symbol: string }[]).map((c) => c.symbol);
  await page.goto('/assistant');
  const input = page.getByRole('textbox', { name: 'Your question' });
  const questions = [
    `compare ${a} and ${b}`,
    // Ten columns, several with long labels and units: wider than the answer at 1366 px.
    'Market Capitalization > 1000 AND Return on equity > 15 AND Debt to equity < 1 AND Sales growth 3Years > 10 AND Profit growth 3Years > 10 AND Dividend yield > 0 sort by Market Capitalization desc limit 10',
  ];
  for (const [i, question] of questions.entries()) {
    await input.fill(question);
    await input.press('Control+Enter');
    const answer = page.getByTestId('message-assistant').nth(i);
    const table = answer.getByTestId('chat-table');
    await expect(table.getByRole('columnheader', { name: 'Market cap (₹ Cr)' })).toBeVisible({ timeout: 20_000 });
    await expect(input).toBeEnabled({ timeout: 20_000 }); // the answer has finished streaming
    // Each header's label ("Market cap", "Div. yield", "3-year sales growth") and unit ("(₹ Cr)") lies on one line.
    const broken = await table.evaluate((node) => {
      const lines = (text: Text, start: number, end: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, end);
        return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
      };
      const found: string[] = [];
      for (const header of node.querySelectorAll('thead th')) {
        const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
          for (const part of text.data.matchAll(/\([^)]*\)|[^(]*[^(\s]/g)) {
            const start = part.index + (part[0].length - part[0].trimStart().length);
            if (lines(text, start, part.index + part[0].length) > 1) found.push(`${header.textContent}: "${part[0].trim()}"`);
          }
        }
      }
      return found;
    });
    expect(broken, question).toEqual([]);
    expect(await layoutProblems(page), question).toEqual({ sideways: 0, brokenHeaders: [], hiddenColumns: [] });
  }
  // The wide answer (its headers whole) is wider than its box and scrolls in it: the arrow says so and scrolls it
  // on, and at the table's end the arrow goes.
  const wide = page.getByTestId('message-assistant').nth(1);
  const box = wide.getByTestId('chat-table');
  const more = wide.getByTestId('table-scroll-more');
  await expect(more).toBeVisible();
  await more.click();
  await expect.poll(() => box.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
  await box.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
  await expect(more).toBeHidden();
});
