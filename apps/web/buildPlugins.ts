import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `file.br` and `file.gz` beside every built text asset, at the strongest settings (done once at build
 * time, not per request). The server's static handler sends them to browsers that accept the encoding.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'sanchay:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.readFile(file);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/** V8's explicit compile hint: a script that starts with it has all its functions compiled as it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks whose code runs as a screen loads: fewerChunks' groups (React DOM, the framework, MUI), the app and
 * the chart library. The group names are read from fewerChunks, so a renamed group keeps its hint.
 */
export function eagerlyCompiledChunks(): ReadonlySet<string> {
  return new Set([...fewerChunks().groups.map((group) => group.name), 'boot', 'themedChart']);
}

/**
 * Marks eagerlyCompiledChunks() with V8's explicit compile hint (v8.dev/blog/explicit-compile-hints). V8 compiles
 * a function lazily, on the main thread, the first time it runs, and a screen's first render calls thousands of
 * React DOM's, emotion's and MUI's functions for the first time; a chart's first paint does the same with
 * lightweight-charts. With the hint, Chrome compiles the chunk's functions on a background thread while the
 * chunk downloads. Other browsers read a comment. Only chunks most of whose code runs on load: compiling a
 * chunk's every function costs background time and memory.
 */
export function compileHints(chunks: ReadonlySet<string> = eagerlyCompiledChunks()): Plugin {
  return {
    name: 'sanchay:compile-hints',
    apply: 'build',
    // After Vite's own generateBundle, which rewrites the code of chunks with dynamic imports (its preload helper).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const hinted = new Set<string>();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !chunks.has(output.name)) continue;
          hinted.add(output.name);
          if (!output.code.startsWith(COMPILE_HINT)) output.code = COMPILE_HINT + output.code;
        }
        // A chunk renamed (a group, or boot.tsx or themedChart.ts moved) would silently lose its hint.
        const missing = [...chunks].filter((name) => !hinted.has(name));
        if (missing.length > 0) this.error(`compile hints: no chunk named ${missing.join(', ')} in the build (renamed? update eagerlyCompiledChunks)`);
      },
    },
  };
}

/**
 * main.tsx is a small entry that imports the app (src/app/boot.tsx) after the first paint; Vite's preload helper
 * then fetches the app's chunks together. Nothing of it is needed to paint the shell (module scripts never block
 * rendering), so the entry is fetched at low priority, after anything the first paint needs.
 */
export function lowPriorityEntry(): Plugin {
  return {
    name: 'sanchay:low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
          .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href='),
    },
  };
}

/**
 * An alias that makes emotion insert a component's new styles while React renders it, not in the commit (see
 * src/app/theme/emotionInsertion.ts): emotion's browser builds import this module by its bare name. `webRoot`:
 * the web app's folder.
 */
export function emotionInsertionInRender(webRoot: string) {
  return {
    find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
    replacement: path.join(webRoot, 'src/app/theme/emotionInsertion.ts'),
  };
}

/** The MUI components the app's shell draws on every screen (top bar, bottom bar, footer, landing page). */
const SHELL_MUI =
  'AppBar|Avatar|Badge|Box|Button|ButtonBase|ButtonGroup|Card|CardActionArea|CircularProgress|Container|CssBaseline|DefaultPropsProvider|GlobalStyles|IconButton|InitColorSchemeScript|Paper|SvgIcon|Toolbar|Typography|colors|internal|styles|transitions|useLazyRipple|useMediaQuery|utils|zero-styled';

/**
 * Fewer, bigger chunks. Left to itself the bundler cuts every module that the app and a screen share into a chunk
 * of its own (the app's first screen loaded 30 files, a screen 40 to 70 more); over HTTP/1.1 a phone fetches six
 * at a time, a round trip each, and every file is a link the app adds and a module to instantiate.
 *   - 'react': React and React DOM, which main.tsx evaluates in a task of its own before the rest (app/stageReact.ts).
 *   - 'framework': the router, react-query and emotion: what every screen runs (app/stageFramework.ts).
 *   - 'mui-core': MUI's system and styles, the components the shell draws and the icons, evaluated in a task
 *     of its own after the framework (app/stageMuiCore.ts): in one chunk with the framework the two took
 *     22-116 ms to evaluate on the 2-core test machine, one task.
 *   - 'mui': the other MUI components (those of the screens), one chunk the screens share.
 * Screens, the app's own modules and big libraries one screen needs (charts, markdown, zod) are left to the
 * bundler. Only module placement changes: each module still runs as its chunk loads, in import order.
 */
export function fewerChunks() {
  const react = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
  const framework = /[\\/]node_modules[\\/](react-router|react-is|@tanstack[\\/](react-query|query-core)|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|clsx|@babel[\\/]runtime)[\\/]/;
  const muiCore = new RegExp(
    `[\\\\/]node_modules[\\\\/](@mui[\\\\/](system|utils|private-theming|styled-engine)|@mui[\\\\/]material[\\\\/](${SHELL_MUI}))[\\\\/]`,
  );
  // In MUI's system, utilities and internals, but drawn by screens only (grids, stacks, tabs, toggle buttons, menus,
  // check boxes): in 'mui' with the components that use them, not in the landing page's JavaScript.
  const screensOnly = /[\\/]@mui[\\/](utils|material|system)[\\/](Grid|Stack|useRovingTabIndex|utils[\\/]useRovingTabIndex|internal[\\/](SwitchBase|svg-icons[\\/](CheckBox|CheckBoxOutlineBlank|IndeterminateCheckBox|RadioButtonChecked|RadioButtonUnchecked)))\b/;
  return {
    groups: [
      { name: 'react', test: react, priority: 4 },
      // Not react-query's mutations' hook and observer: only screens change data (the client's mutation cache stays).
      { name: 'framework', test: (id: string) => framework.test(id) && !/[\\/](useMutation|mutationObserver)\.js$/.test(id), priority: 3 },
      { name: 'mui-core', test: (id: string) => muiCore.test(id) && !screensOnly.test(id), priority: 2 },
      {
        name: 'mui',
        // Not TablePagination: its module builds an Intl number format as it loads, and a page's first Intl
        // object loads ICU's data; the tables load it (lazily) when they have more than a page.
        test: (id: string) =>
          (/[\\/]node_modules[\\/](@mui[\\/]material|@popperjs|react-transition-group)[\\/]/.test(id) && !/[\\/]TablePagination[\\/]/.test(id)) || screensOnly.test(id),
        priority: 1,
      },
    ],
  };
}

/** The file the screens' preloads are written to in dist (read by the server's shell, apps/server/src/app/appShell.ts). */
export const SCREEN_PRELOADS_FILE = 'screen-preloads.json';

/**
 * Route patterns of SCREEN_LOADERS in src/app/routes.tsx and the modules each one imports (`import('…')`),
 * resolved to absolute paths without their extension.
 */
export function screenModules(routesSource: string, routesDir: string): Map<string, string[]> {
  const table = /const SCREEN_LOADERS\b[^\n]*= \{(\n[\s\S]*?)\n\};/.exec(routesSource)?.[1];
  if (!table) throw new Error('routes.tsx: SCREEN_LOADERS not found');
  const screens = new Map<string, string[]>();
  const entries = table.split(/\n {2}'(?=\/)/).slice(1);
  for (const entry of entries) {
    const pattern = entry.slice(0, entry.indexOf("'"));
    const modules = [...entry.matchAll(/import\('([^']+)'\)/g)].map((m) => path.resolve(routesDir, m[1] ?? ''));
    if (modules.length > 0) screens.set(pattern, modules);
  }
  return screens;
}

export interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
}

/** A chunk and every chunk it imports statically, as files under the site's root ("/assets/…"). */
function withStaticImports(bundle: Record<string, ChunkLike>, fileName: string, into: Set<string>): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of bundle[fileName]?.imports ?? []) withStaticImports(bundle, imported, into);
  return into;
}

/**
 * `files` ordered so that each chunk comes after the chunks it imports (those among `files`): main.tsx evaluates a
 * screen's chunks in this order, one a task, so that each evaluation is that chunk's alone.
 */
export function dependenciesFirst(bundle: Record<string, ChunkLike>, files: readonly string[]): string[] {
  const wanted = new Set(files);
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of bundle[file]?.imports ?? []) if (wanted.has(imported)) visit(imported);
    ordered.push(file);
  };
  for (const file of files) visit(file);
  return ordered;
}

const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');

/** Where the server adds a screen's module preloads in the shell (inside the template of PRELOADS_TEMPLATE_ID). */
export const PRELOADS_MARKER = '<!--/module-preloads-->';
export const PRELOADS_TEMPLATE_ID = 'module-preloads';

/**
 * Module preloads listed in the HTML instead of worked out by the app as it runs. Vite's preload helper adds a
 * `<link rel="modulepreload">` for each chunk a dynamic import needs, when it runs: on a phone some twenty links
 * appended to the head at once cost tens of milliseconds of the task that starts the app. The links are listed
 * in an inert `<template>` (nothing is fetched before the shell is painted, as before) that main.tsx moves into
 * the head a few at a time after the first paint; the helper then skips links already there.
 *   - index.html's template gets the app's own chunks (what main.tsx imports as it starts, and all they
 *     import), for every page;
 *   - dist/screen-preloads.json lists, per screen of routes.tsx, the chunks its page needs beyond those; the
 *     server adds them to the template in that screen's shell.
 */
export function screenPreloads(): Plugin {
  let srcDir = '';
  const link = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
  /** What main.tsx imports as the app starts (its stages and src/app/boot.tsx) and all they import. */
  const bootFiles = (bundle: Record<string, ChunkLike>) => {
    const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
    const files = new Set<string>();
    for (const imported of entry?.dynamicImports ?? []) withStaticImports(bundle, imported, files);
    if (![...files].some((file) => withoutExtension(bundle[file]?.facadeModuleId ?? '') === path.join(srcDir, 'app/boot')))
      throw new Error('screenPreloads: main.tsx does not import src/app/boot.tsx');
    return files;
  };
  return {
    name: 'sanchay:screen-preloads',
    apply: 'build',
    configResolved(config) {
      srcDir = path.join(config.root, 'src');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const bundle = ctx.bundle as unknown as Record<string, ChunkLike>;
        const entry = ctx.chunk?.fileName;
        const links = [...bootFiles(bundle)].filter((file) => file !== entry && !html.includes(`/${file}"`)).map(link);
        return html.replace('</body>', `  <template id="${PRELOADS_TEMPLATE_ID}">${links.join('')}${PRELOADS_MARKER}</template>\n  </body>`);
      },
    },
    async generateBundle(_options, output) {
      const bundle = output as unknown as Record<string, ChunkLike>;
      const routesDir = path.join(srcDir, 'app');
      const screens = screenModules(await fs.readFile(path.join(routesDir, 'routes.tsx'), 'utf8'), routesDir);
      const boot = bootFiles(bundle);
      const chunkOf = new Map(
        Object.values(bundle)
          .filter((c) => c.type === 'chunk' && c.facadeModuleId)
          .map((c) => [withoutExtension(c.facadeModuleId ?? ''), c.fileName]),
      );
      const preloads: Record<string, string[]> = {};
      for (const [pattern, modules] of screens) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunkOf.get(module);
          if (chunk) withStaticImports(bundle, chunk, files);
        }
        preloads[pattern] = dependenciesFirst(bundle, [...files])
          .filter((file) => !boot.has(file))
          .map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: SCREEN_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` });
    },
  };
}
