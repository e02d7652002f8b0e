import { afterAll, describe, expect, it } from 'vitest';
import { fixtureFile } from '../../test/fakes/scraperSite/fixtureSite';
import { turnsDuring } from '../../test/eventLoopTurns';
import { parseCategoryPage } from './pageParsers';
import { INLINE_PARSE_BYTES, PageParsing } from './pageParsing';

const base = new URL('http://127.0.0.1:4000');

/** The category fixture with copies of one fund's row (each its own fund) until the page is about `bytes` long. */
function bigCategoryPage(bytes: number): string {
  const page = fixtureFile('category-index-fundsetfs.html');
  const row = /<tr>\s*<td><a class="robo_medium" href="\/mutual-funds[\s\S]*?<\/tr>/.exec(page)![0];
  const copies = Math.ceil(bytes / row.length);
  const rows = Array.from({ length: copies }, (_, i) => row.replaceAll('MUT5678', `MUT${100_000 + i}`)).join('\n');
  return page.replace('</tbody>', () => `${rows}\n</tbody>`);
}

// Issue 40 item 8: a 40 MB page was parsed on the main thread and /healthz froze for 30 s.
describe('PageParsing', () => {
  const parsing = new PageParsing();
  afterAll(() => parsing.close());

  it('parses a big page in a worker thread: the event loop keeps turning, the result is the one parsed here', async () => {
    const html = bigCategoryPage(INLINE_PARSE_BYTES + 16 * 1024);
    const { result, turns } = await turnsDuring(() => parsing.category(html, base));
    expect(result).toEqual(parseCategoryPage(html, base));
    expect(result.length).toBeGreaterThan(50);
    expect(turns).toBeGreaterThan(0); // parsed inline, the whole parse would be one turn
  });

  it('parses a small page where it is (no worker for a fixture-sized page)', async () => {
    const html = fixtureFile('category-index-fundsetfs.html');
    await expect(parsing.category(html, base)).resolves.toEqual(parseCategoryPage(html, base));
  });
});
