import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHAT_MESSAGES, CHAT_TEXT, DATA_STATE_WORDS, LANDING_INTRO, LANDING_SLIDES_COPY, SCREEN_INTROS } from '@sanchay/core';
import { describe, expect, it } from 'vitest';
import { preloadsFor, readShellHints, shellResponder } from './appShell';

const VISITOR = { signedIn: false, dark: false };
const MEMBER = { signedIn: true, dark: false };

const INDEX = '<!doctype html><html lang="en-IN"><head></head><body><div id="root"><header>bar</header><!--screen--><main><!--screen-intro--><div class="boot-line"></div><!--/screen-intro--></main><nav></nav><!--/screen--></div><template id="module-preloads"><!--/module-preloads--></template></body>';

function distWith(html: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-shell-'));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  return dir;
}

describe('shellResponder', () => {
  const names: Record<string, string> = { TCS: 'Tata Consultancy Services Limited', 'A&B': 'A <&> B', DOLLAR: 'Cash $& Carry $1' };
  const respond = shellResponder(distWith(INDEX), { companyName: async (symbol) => names[symbol] ?? null, dataVersion: () => 0 });

  it('writes the heading and lead of a screen with an intro in place of the skeleton lines', async () => {
    const answer = await respond('/stocks', '', VISITOR);
    const html = answer?.body.toString('utf8') ?? '';
    expect(answer?.encoding).toBeUndefined();
    expect(html).toContain(`<h1 class="boot-h1">${SCREEN_INTROS['/stocks'].heading}</h1>`);
    expect(html).toContain(SCREEN_INTROS['/stocks'].lead);
    expect(html).not.toContain('boot-line');
  });

  it('compresses as the browser accepts', async () => {
    const br = await respond('/indexes', 'gzip, deflate, br', VISITOR);
    expect(br?.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br!.body).toString('utf8')).toContain(SCREEN_INTROS['/indexes'].lead);
    const gz = await respond('/indexes', 'gzip', VISITOR);
    expect(gz?.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gz!.body).toString('utf8')).toContain(SCREEN_INTROS['/indexes'].lead);
  });

  it("writes a company page's name, escaped, and nothing for an unknown symbol", async () => {
    expect((await respond('/company/TCS', '', VISITOR))?.body.toString('utf8')).toContain('<h1 class="boot-h1">Tata Consultancy Services Limited</h1>');
    expect((await respond('/company/A%26B', '', VISITOR))?.body.toString('utf8')).toContain('A &#60;&#38;&#62; B');
    expect((await respond('/company/DOLLAR', '', VISITOR))?.body.toString('utf8')).toContain('<h1 class="boot-h1">Cash $&#38; Carry $1</h1>');
    expect(await respond('/company/NOPE', '', VISITOR)).toBeNull();
  });

  it("draws the landing page's first slide and intro for a visitor, and keeps a member's dashboard skeleton", async () => {
    const visitor = (await respond('/', '', VISITOR))?.body.toString('utf8') ?? '';
    expect(visitor).not.toContain('<main>');
    expect(visitor).toContain(`<h2>${LANDING_SLIDES_COPY[0]!.title.replace('&', '&#38;')}</h2>`);
    expect(visitor).toContain(LANDING_INTRO.lead);
    expect(visitor).toContain('class="boot-nav"');
    expect(await respond('/', '', MEMBER)).toBeNull();
  });

  it("draws the assistant's whole screen, with the sign-in notice for visitors only", async () => {
    const visitor = (await respond('/assistant', '', VISITOR))?.body.toString('utf8') ?? '';
    expect(visitor).toContain('<header>bar</header>');
    expect(visitor).not.toContain('<main>');
    expect(visitor).not.toContain('<nav>');
    expect(visitor).toContain(`<h1>${CHAT_TEXT.header}</h1>`);
    expect(visitor).toContain(CHAT_TEXT.howToQueryPanel);
    expect(visitor).toContain(`${CHAT_MESSAGES.signInNeeded}: ${CHAT_TEXT.signInToAsk}`);
    expect(visitor).toContain('href="/login?redirect=/assistant"');
    const member = (await respond('/assistant/', '', MEMBER))?.body.toString('utf8') ?? '';
    expect(member).toContain(`<h1>${CHAT_TEXT.header}</h1>`);
    expect(member).not.toContain(CHAT_MESSAGES.signInNeeded);
    expect(member).not.toContain(CHAT_TEXT.signInToKeepChats);
    // Kept answers are per kind of reader: the visitor's is not handed to a member, nor the other way round.
    expect((await respond('/assistant', '', VISITOR))?.body.toString('utf8')).toContain(CHAT_MESSAGES.signInNeeded);
  });

  it('keeps the plain shell for screens without an intro and when the lookup fails', async () => {
    expect(await respond('/watchlist', '', VISITOR)).toBeNull();
    const failing = shellResponder(distWith(INDEX), { companyName: () => Promise.reject(new Error('database down')), dataVersion: () => 0 });
    expect(await failing('/company/TCS', '', VISITOR)).toBeNull();
  });

  it("keeps a company's shell until the market data changes, and not one drawn while the lookup failed", async () => {
    const shown: Record<string, string> = { INFY: 'Infosys Limited' };
    let lookups = 0;
    let fail = true;
    let version = 0;
    const kept = shellResponder(distWith(INDEX), {
      companyName: async (symbol) => {
        lookups += 1;
        if (fail) throw new Error('database down');
        return shown[symbol] ?? null;
      },
      dataVersion: () => version,
    });
    expect(await kept('/company/INFY', 'br', VISITOR)).toBeNull();
    fail = false;
    const first = await kept('/company/INFY', 'br', VISITOR);
    expect(zlib.brotliDecompressSync(first!.body).toString('utf8')).toContain('Infosys Limited');
    expect(await kept('/company/INFY', 'br', VISITOR)).toBe(first);
    expect(lookups).toBe(2);
    shown.INFY = 'Infosys Ltd';
    version += 1;
    expect(zlib.brotliDecompressSync((await kept('/company/INFY', 'br', VISITOR))!.body).toString('utf8')).toContain('Infosys Ltd<');
    expect(lookups).toBe(3);
  });

  it("drops a kept shell after its time, though the data version has not moved (another instance's ingest)", async () => {
    const shown: Record<string, string> = { INFY: 'Infosys Limited' };
    const kept = shellResponder(distWith(INDEX), { companyName: async (symbol) => shown[symbol] ?? null, dataVersion: () => 0 }, 30);
    const first = await kept('/company/INFY', 'br', VISITOR);
    expect(await kept('/company/INFY', 'br', VISITOR)).toBe(first);
    shown.INFY = 'Infosys Ltd';
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(zlib.brotliDecompressSync((await kept('/company/INFY', 'br', VISITOR))!.body).toString('utf8')).toContain('Infosys Ltd<');
  });

  it('draws the live markets heading and the picker placeholder', async () => {
    const html = (await respond('/livemarkets', '', VISITOR))?.body.toString('utf8') ?? '';
    expect(html).toContain('<h1 class="boot-live-h1">Live markets</h1>');
    expect(html).toContain('Search an index or a stock (e.g. NIFTY, INFY)');
  });

  it('draws any shell dark for a browser that chose the dark theme, and keeps the light one apart', async () => {
    const dark = (await respond('/watchlist', '', { signedIn: true, dark: true }))?.body.toString('utf8') ?? '';
    expect(dark).toContain('<html class="boot-dark"');
    const stocks = (await respond('/stocks', '', { signedIn: false, dark: true }))?.body.toString('utf8') ?? '';
    expect(stocks).toContain('<html class="boot-dark"');
    expect(stocks).toContain(SCREEN_INTROS['/stocks'].lead);
    expect((await respond('/stocks', '', VISITOR))?.body.toString('utf8')).not.toContain('boot-dark');
  });

  it("writes a screen's module preloads into its shell, with or without an intro", async () => {
    const dist = distWith(INDEX);
    const preloads = { '/stocks': ['/assets/StocksPage-a1.js'], '/assistant': ['/assets/AssistantPage-b2.js', '/assets/x"><script>.js'], '/company/:symbol': ['/assets/CompanyPage-c3.js'] };
    fs.writeFileSync(path.join(dist, 'screen-preloads.json'), JSON.stringify(preloads));
    const withFile = shellResponder(dist, { companyName: async () => null, dataVersion: () => 0 });
    const stocks = (await withFile('/stocks', '', VISITOR))?.body.toString('utf8') ?? '';
    expect(stocks).toContain('<template id="module-preloads"><link rel="modulepreload" crossorigin href="/assets/StocksPage-a1.js" data-screen><!--/module-preloads--></template>');
    expect(stocks).toContain(SCREEN_INTROS['/stocks'].lead);
    const assistant = (await withFile('/assistant', '', VISITOR))?.body.toString('utf8') ?? '';
    expect(assistant).toContain('href="/assets/AssistantPage-b2.js"');
    expect(assistant).not.toContain('<script>');
    expect((await withFile('/company/NOPE', '', VISITOR))?.body.toString('utf8')).toContain('href="/assets/CompanyPage-c3.js"');
    expect(await withFile('/watchlist', '', VISITOR)).toBeNull();
  });
});

describe('the data state in every shell (issue 41: the demo badge from the first paint, a banner while loading)', () => {
  const BAR = INDEX.replace('<header>bar</header>', '<header>bar<!--data-badge--></header><!--data-banner-->');
  let state = { demo: false, loading: false };
  let version = 0;
  const respond = shellResponder(distWith(BAR), { companyName: async () => null, dataVersion: () => version, dataState: () => state });

  it('sends the plain shell on real data that is in', async () => {
    state = { demo: false, loading: false };
    expect(await respond('/quotes', '', VISITOR)).toBeNull();
  });

  it('draws the banner while the first start loads, then the badge once it generates the demo universe, and drops the banner when it is in', async () => {
    state = { demo: false, loading: true };
    const loading = (await respond('/quotes', '', VISITOR))?.body.toString('utf8') ?? '';
    expect(loading).toContain('<html data-loading="1"');
    expect(loading).toContain(`<div class="boot-banner" role="status">${DATA_STATE_WORDS.loadingBanner}</div>`);
    expect(loading).not.toContain(DATA_STATE_WORDS.demoBadge);

    state = { demo: true, loading: true };
    const generating = (await respond('/quotes', '', VISITOR))?.body.toString('utf8') ?? '';
    expect(generating).toContain('<html data-demo="1" data-loading="1"');
    expect(generating).toContain(`>${DATA_STATE_WORDS.demoBadge}</span></header>`);
    expect(generating).toContain('boot-banner');

    state = { demo: true, loading: false };
    version += 1;
    const ready = (await respond('/stocks', '', VISITOR))?.body.toString('utf8') ?? '';
    expect(ready).toContain('<html data-demo="1" lang');
    expect(ready).toContain(DATA_STATE_WORDS.demoBadge);
    expect(ready).not.toContain('boot-banner');
    expect(ready).toContain(SCREEN_INTROS['/stocks'].heading);
  });
});

describe('readShellHints', () => {
  it('reads the two hints among other cookies and nothing else', () => {
    expect(readShellHints('sanchay_signed_in=1')).toEqual({ signedIn: true, dark: false });
    expect(readShellHints('theme=x; sanchay_signed_in=1; sanchay_color_mode=dark; other=2')).toEqual({ signedIn: true, dark: true });
    expect(readShellHints(undefined)).toEqual({ signedIn: false, dark: false });
    expect(readShellHints('sanchay_signed_in=; sanchay_color_mode=light')).toEqual({ signedIn: false, dark: false });
    expect(readShellHints('sanchay_signed_in=10; sanchay_color_mode=darker')).toEqual({ signedIn: false, dark: false });
    expect(readShellHints('not_sanchay_signed_in=1;xsanchay_color_mode=dark')).toEqual({ signedIn: false, dark: false });
  });
});

describe('preloadsFor', () => {
  const preloads = { '/stocks': ['/a.js'], '/company/:symbol': ['/b.js'] };
  it('matches a route pattern segment by segment', () => {
    expect(preloadsFor(preloads, '/stocks')).toEqual(['/a.js']);
    expect(preloadsFor(preloads, '/stocks/')).toEqual(['/a.js']);
    expect(preloadsFor(preloads, '/company/TCS')).toEqual(['/b.js']);
    expect(preloadsFor(preloads, '/company')).toEqual([]);
    expect(preloadsFor(preloads, '/company/TCS/x')).toEqual([]);
    expect(preloadsFor(preloads, '/')).toEqual([]);
  });
});
