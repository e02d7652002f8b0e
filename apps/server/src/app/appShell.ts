import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { COLOR_MODE_HINT_COOKIE, DATA_STATE_WORDS, LIVE_MARKETS_INTRO, screenIntroFor, SIGNED_IN_HINT_COOKIE, type ScreenIntro } from '@sanchay/core';
import { LRUCache } from 'lru-cache';
import { assistantShellHtml, escapeHtml, landingShellHtml } from './shellScreens';

/** index.html marks the skeleton lines a screen's intro replaces, and the whole screen below the top bar (apps/web/index.html). */
const INTRO_SLOT = /<!--screen-intro-->[\s\S]*?<!--\/screen-intro-->/;
const SCREEN_SLOT = /<!--screen-->[\s\S]*?<!--\/screen-->/;
const COMPANY_PATH = /^\/company\/([^/]+)\/?$/;
const MAX_SYMBOL_LENGTH = 40;

/** What the web app's hint cookies (core's shellHints.ts) say about the browser asking for a page. */
export interface ShellHints {
  signedIn: boolean;
  dark: boolean;
}

function hasCookie(cookieHeader: string, name: string, value: string): boolean {
  return cookieHeader.split(';').some((pair) => pair.trim() === `${name}=${value}`);
}

/** The shell hints of a request's Cookie header; no header means a visitor in the light theme. */
export function readShellHints(cookieHeader: string | undefined): ShellHints {
  if (!cookieHeader) return { signedIn: false, dark: false };
  return { signedIn: hasCookie(cookieHeader, SIGNED_IN_HINT_COOKIE, '1'), dark: hasCookie(cookieHeader, COLOR_MODE_HINT_COOKIE, 'dark') };
}

/** index.html in the dark theme: its --boot-* colours switch with a class on <html>, and the browser bar follows. */
export function inDarkTheme(indexHtml: string): string {
  return indexHtml
    .replace(/<html\b/, '<html class="boot-dark"')
    .replace(/(<meta name="theme-color" content=")[^"]*"/, `$1${DARK_PAPER}"`);
}

/** The dark theme's paper colour (apps/web/src/app/theme/theme.ts), which the app also gives the browser's bar. */
const DARK_PAPER = '#151b27';

/** The heading and lead of a screen as the inline shell styles them (boot-intro classes in index.html). */
export function introHtml(intro: ScreenIntro): string {
  return (
    `<div class="boot-intro" style="max-width:${intro.containerWidth}px">` +
    `<h1 class="boot-h1">${escapeHtml(intro.heading)}</h1>` +
    `<p class="boot-lead" style="max-width:${intro.leadMaxWidth}px">${escapeHtml(intro.lead)}</p>` +
    `</div>`
  );
}

/** A company page's heading, the company's name, as CompanyHeader draws it. */
export function companyIntroHtml(name: string): string {
  return `<div class="boot-intro company"><h1 class="boot-h1">${escapeHtml(name)}</h1></div>`;
}

/** /livemarkets' first lines as LiveMarketsPage draws them: heading, the live badge's line, the picker (not yet usable). */
export function liveMarketsIntroHtml(): string {
  return (
    `<div class="boot-intro live"><h1 class="boot-live-h1">${escapeHtml(LIVE_MARKETS_INTRO.heading)}</h1>` +
    `<div class="boot-badge"></div>` +
    `<div class="boot-picker" aria-hidden="true"><span>${escapeHtml(LIVE_MARKETS_INTRO.pickerPlaceholder)}</span></div></div>`
  );
}

/** index.html with `intro` in place of the skeleton lines. */
export function withIntro(indexHtml: string, intro: string): string | null {
  return INTRO_SLOT.test(indexHtml) ? indexHtml.replace(INTRO_SLOT, () => intro) : null;
}

/** index.html with `screen` in place of everything below the top bar. */
export function withScreen(indexHtml: string, screen: string): string | null {
  return SCREEN_SLOT.test(indexHtml) ? indexHtml.replace(SCREEN_SLOT, () => screen) : null;
}

/** The chunks a screen's page needs beyond the app's own, per route pattern of the web app (written by its build). */
export type ScreenPreloads = Record<string, readonly string[]>;

const SAFE_ASSET = /^\/assets\/[\w.-]+\.js$/;

/** The preloads of the screen at `pathname` (a pattern's `:name` segment matches any one segment). */
export function preloadsFor(preloads: ScreenPreloads, pathname: string): readonly string[] {
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const [pattern, files] of Object.entries(preloads)) {
    const parts = pattern.split('/');
    if (parts.length === segments.length && parts.every((part, i) => part.startsWith(':') ? Boolean(segments[i]) : part === segments[i])) return files;
  }
  return [];
}

/**
 * The end of the list of module preloads in index.html: the same text as PRELOADS_MARKER of apps/web/buildPlugins.ts,
 * which writes it (the web build and the server share no module, so each spells it; appShell.test.ts builds a shell
 * with it).
 */
const PRELOADS_MARKER = '<!--/module-preloads-->';
/** SCREEN_PRELOADS_FILE of apps/web/buildPlugins.ts, in dist. */
const SCREEN_PRELOADS_FILE = 'screen-preloads.json';

/**
 * index.html with module preloads of `files` added to its list (an inert template the app moves into the head
 * a few at a time once the shell is painted): the screen's chunks are then fetched with the app's, and the
 * app's preload helper, finding the links there, does not add them itself as it starts. `data-screen` marks them
 * as the screen's (listed with each chunk after those it imports): the app evaluates them one a task as it starts.
 */
export function withPreloads(indexHtml: string, files: readonly string[]): string {
  const links = files.filter((file) => SAFE_ASSET.test(file)).map((file) => `<link rel="modulepreload" crossorigin href="${file}" data-screen>`);
  return links.length === 0 ? indexHtml : indexHtml.replace(PRELOADS_MARKER, `${links.join('')}${PRELOADS_MARKER}`);
}

async function readPreloads(file: string): Promise<ScreenPreloads> {
  try {
    const parsed: unknown = JSON.parse(await fs.promises.readFile(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as ScreenPreloads) : {};
  } catch {
    return {}; // a build without the file (or a broken one): the app adds its preloads itself
  }
}

export interface ShellResponse {
  body: Buffer;
  /** Content-Encoding of `body`, when compressed. */
  encoding?: 'br' | 'gzip';
}

function pickEncoding(acceptEncoding: string): ShellResponse['encoding'] {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

// Brotli quality 5: on a 10 KB shell quality 9 took 15 ms of the server's CPU (0.7 ms at 5) to save 12 bytes.
function encode(html: string, encoding: ShellResponse['encoding']): Buffer {
  if (encoding === 'br') return zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return zlib.gzipSync(html, { level: 9 });
  return Buffer.from(html);
}

/** What the market data is while a page is asked for: the generated demo universe, and whether the first start is still loading it. */
export interface ShellDataState {
  demo: boolean;
  loading: boolean;
}

/** The markers in index.html's top bar and above its screen where the data's badge and banner go (apps/web/index.html). */
const BADGE_SLOT = '<!--data-badge-->';
const BANNER_SLOT = '<!--data-banner-->';

/**
 * index.html that says what the data is from the first paint: "Demo data" in the top bar on the demo universe, a
 * banner while the first start loads, and the same as attributes on <html> (data-demo, data-loading) for the app.
 */
export function withDataState(indexHtml: string, state: ShellDataState): string {
  if (!state.demo && !state.loading) return indexHtml;
  const attributes = `${state.demo ? ' data-demo="1"' : ''}${state.loading ? ' data-loading="1"' : ''}`;
  let html = indexHtml.replace(/<html\b/, `<html${attributes}`);
  const title = escapeHtml(DATA_STATE_WORDS.demoBadgeTitle);
  const badges =
    `<span class="boot-demo short" title="${title}">${escapeHtml(DATA_STATE_WORDS.demoBadgeShort)}</span>` +
    `<span class="boot-demo long" title="${title}">${escapeHtml(DATA_STATE_WORDS.demoBadge)}</span>`;
  if (state.demo) html = html.replace(BADGE_SLOT, badges);
  if (state.loading) html = html.replace(BANNER_SLOT, `<div class="boot-banner" role="status">${escapeHtml(DATA_STATE_WORDS.loadingBanner)}</div>`);
  return html;
}

export interface ShellSources {
  /** The name of the company a symbol stands for, or null when it is unknown or ambiguous. */
  companyName: (symbol: string) => Promise<string | null>;
  /** The market data's version (MarketData.dataVersion): company names come from the data, kept until it changes. */
  dataVersion: () => number;
  /** Demo data, still loading: drawn into every shell (absent: neither). */
  dataState?: () => ShellDataState;
}

const MAX_KEPT = 500;
/** Another instance's ingest does not move this one's data version, so a kept shell also expires. */
const KEPT_FOR_MS = 10 * 60_000;

const ASSISTANT_PATH = /^\/assistant\/?$/;

/**
 * The shell of the screens with an intro, a screen of their own or chunks to preload (dist/index.html with those
 * written in and the screen's module preloads of dist/screen-preloads.json), compressed as the browser accepts;
 * null for other paths in the light theme (the plain index.html is sent). `hints` are the web app's hint cookies:
 * the assistant's and the landing page's shells differ for visitors, and every shell can be drawn dark. The route
 * hook of the compression plugin does not run for the not-found handler that serves the app, so this compresses
 * itself. Answers are kept (the MAX_KEPT last asked for, for `keptForMs` at most) until the build changes
 * index.html or the market data changes; one drawn while the name lookup failed is not kept.
 */
export function shellResponder(
  dist: string,
  sources: ShellSources,
  keptForMs = KEPT_FOR_MS,
): (pathname: string, acceptEncoding: string, hints: ShellHints) => Promise<ShellResponse | null> {
  const file = path.join(dist, 'index.html');
  let built: { mtimeMs: number; html: string; preloads: ScreenPreloads } = { mtimeMs: -1, html: '', preloads: {} };
  const answers = new LRUCache<string, { answer: ShellResponse | null }>({ max: MAX_KEPT, ttl: keptForMs });
  let keptForData = sources.dataVersion();

  async function introFor(pathname: string): Promise<string | null> {
    const intro = screenIntroFor(pathname);
    if (intro) return introHtml(intro);
    if (pathname === '/livemarkets' || pathname === '/livemarkets/') return liveMarketsIntroHtml();
    const symbol = COMPANY_PATH.exec(pathname)?.[1];
    if (!symbol || symbol.length > MAX_SYMBOL_LENGTH) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(symbol);
    } catch {
      return null;
    }
    const name = await sources.companyName(decoded.trim());
    return name ? companyIntroHtml(name) : null;
  }

  const themed = (html: string, hints: ShellHints) => (hints.dark ? inDarkTheme(html) : html);

  async function shellFor(pathname: string, signedIn: boolean): Promise<string | null> {
    if (ASSISTANT_PATH.test(pathname)) return withScreen(built.html, assistantShellHtml(signedIn));
    if (pathname === '/') return signedIn ? null : withScreen(built.html, landingShellHtml());
    const intro = await introFor(pathname);
    return intro ? withIntro(built.html, intro) : null;
  }

  return async (pathname, acceptEncoding, hints) => {
    const { mtimeMs } = await fs.promises.stat(file);
    if (built.mtimeMs !== mtimeMs) {
      built = { mtimeMs, html: await fs.promises.readFile(file, 'utf8'), preloads: await readPreloads(path.join(dist, SCREEN_PRELOADS_FILE)) };
      answers.clear();
    }
    if (keptForData !== sources.dataVersion()) {
      keptForData = sources.dataVersion();
      answers.clear();
    }
    const encoding = pickEncoding(acceptEncoding);
    const state = sources.dataState?.() ?? { demo: false, loading: false };
    const stateKey = `${state.demo ? 'demo' : 'data'}${state.loading ? ' loading' : ''}`;
    const key = `${encoding ?? 'identity'} ${hints.signedIn ? 'member' : 'visitor'} ${hints.dark ? 'dark' : 'light'} ${stateKey} ${pathname}`;
    const known = answers.get(key);
    if (known) return known.answer;
    let shell: string | null;
    let keep = true;
    try {
      shell = await shellFor(pathname, hints.signedIn);
    } catch {
      // The shell is a head start only: when the name lookup fails (database trouble) it keeps its skeleton.
      shell = null;
      keep = false;
    }
    const preloads = preloadsFor(built.preloads, pathname);
    const plain = shell === null && preloads.length === 0 && !hints.dark && !state.demo && !state.loading;
    const html = plain ? null : withPreloads(withDataState(themed(shell ?? built.html, hints), state), preloads);
    const answer = html === null ? null : { body: encode(html, encoding), encoding };
    if (keep) answers.set(key, { answer });
    return answer;
  };
}
