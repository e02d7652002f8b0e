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

/** What a rolldown output bundle holds, as far as preloading goes. */
type Bundle = Record<string, { type: string; fileName: string; imports?: readonly string[]; facadeModuleId?: string | null }>;

/** A chunk's file and every chunk it imports statically, directly or not. */
function staticClosure(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunk.imports ?? []) staticClosure(bundle, imported, into);
  return into;
}

/** The entry chunk of the bundle and what index.html loads with it: its static imports and the app it imports. */
function pageChunks(bundle: Bundle): { inHtml: Set<string>; app: Set<string> } {
  const entry = Object.values(bundle).find((c) => c.type === 'chunk' && (c as { isEntry?: boolean }).isEntry) as
    | { fileName: string; dynamicImports: readonly string[] }
    | undefined;
  if (!entry) return { inHtml: new Set(), app: new Set() };
  const inHtml = staticClosure(bundle, entry.fileName);
  const app = new Set<string>();
  for (const dynamic of entry.dynamicImports) staticClosure(bundle, dynamic, app);
  for (const file of inHtml) app.delete(file);
  return { inHtml, app };
}

const preloadTag = (file: string) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`;

interface EsNode {
  type: string;
  [key: string]: unknown;
}

/** Each `'/path': ... import('x') ...` property of an object literal in `program`: the path and the specifiers it imports. */
function importsByPath(program: EsNode): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const importsUnder = (node: unknown, out: string[]) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((child) => importsUnder(child, out));
    const n = node as EsNode;
    const source = n.source as EsNode | undefined;
    if (n.type === 'ImportExpression' && source?.type === 'Literal' && typeof source.value === 'string') out.push(source.value);
    for (const [key, child] of Object.entries(n)) if (key !== 'type') importsUnder(child, out);
  };
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as EsNode;
    const key = n.key as EsNode | undefined;
    if (n.type === 'Property' && key?.type === 'Literal' && typeof key.value === 'string' && key.value.startsWith('/')) {
      const specifiers: string[] = [];
      importsUnder(n.value, specifiers);
      if (specifiers.length > 0) return void found.set(key.value, specifiers);
    }
    for (const [k, child] of Object.entries(n)) if (k !== 'type') visit(child);
  };
  visit(program);
  return found;
}

/**
 * The chunks a page needs, fetched as the HTML is parsed instead of by Vite's preload helper. The helper adds a
 * `<link rel="modulepreload">` per chunk from script when the app or a screen is imported, and on a slow phone
 * each added link costs a millisecond or more of main thread (tens of chunks per screen); links in the HTML cost
 * the parser next to nothing, and the helper skips chunks that already have one.
 *   - index.html gets the app's chunks (what the entry imports after the first paint, src/app/boot.tsx).
 *   - `.vite/screen-preloads.json` maps each path of the screen table in `screenTable` (`'/stocks': () =>
 *     import('...')` properties) to the chunks it adds to those, for the server to write into that path's shell.
 */
export function preloadLinks(screenTable: string): Plugin {
  const tableId = path.resolve(screenTable);
  const screens = new Map<string, string[]>();
  return {
    name: 'sanchay:preload-links',
    apply: 'build',
    async transform(code, id) {
      if (path.resolve(id.split('?')[0] ?? id) !== tableId) return undefined;
      for (const [screenPath, specifiers] of importsByPath(this.parse(code) as unknown as EsNode)) {
        const resolved = await Promise.all(specifiers.map((specifier) => this.resolve(specifier, id)));
        screens.set(screenPath, resolved.flatMap((r) => (r ? [r.id] : [])));
      }
      return undefined;
    },
    generateBundle(_options, output) {
      const bundle = output as unknown as Bundle;
      if (screens.size === 0) this.error(`no screen paths found in ${screenTable}`);
      const { inHtml, app } = pageChunks(bundle);
      const chunkOf = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' && c.facadeModuleId ? [[c.facadeModuleId, c.fileName] as const] : [])));
      const table: Record<string, string[]> = {};
      for (const [screenPath, ids] of screens) {
        const files = new Set<string>();
        for (const id of ids) {
          const file = chunkOf.get(id);
          if (!file) this.error(`no chunk for ${id} (screen ${screenPath})`);
          staticClosure(bundle, file, files);
        }
        table[screenPath] = [...files].filter((file) => !inHtml.has(file) && !app.has(file));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/screen-preloads.json', source: JSON.stringify(table) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const tags = [...pageChunks(bundle as unknown as Bundle).app].map(preloadTag);
        return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}
