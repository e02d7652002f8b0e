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

/** The MUI components the app's shell draws on every screen (top bar, bottom bar, footer, landing page). */
const SHELL_MUI =
  'AppBar|Avatar|Badge|Box|Button|ButtonBase|ButtonGroup|Card|CardActionArea|CircularProgress|Container|CssBaseline|DefaultPropsProvider|GlobalStyles|IconButton|InitColorSchemeScript|Paper|SvgIcon|Toolbar|Typography|colors|internal|styles|transitions|useLazyRipple|useMediaQuery|utils|zero-styled';

/**
 * Fewer, bigger chunks. Left to itself the bundler cuts every module that the app and a screen share into a chunk
 * of its own (the app's first screen loaded 30 files, a screen 40 to 70 more); over HTTP/1.1 a phone fetches six
 * at a time, a round trip each, and every file is a link the app adds and a module to instantiate.
 *   - 'framework': React, the router, react-query, emotion, MUI's core and the components the shell draws, and
 *     the icons: what every screen runs.
 *   - 'mui': the other MUI components (those of the screens), one chunk the screens share.
 * Screens, the app's own modules and big libraries one screen needs (charts, markdown, zod) are left to the
 * bundler. Only module placement changes: each module still runs as its chunk loads, in import order.
 */
export function fewerChunks() {
  const framework = new RegExp(
    `[\\\\/]node_modules[\\\\/](react|react-dom|scheduler|react-router|react-is|@tanstack[\\\\/](react-query|query-core)|@emotion[\\\\/][^\\\\/]+|stylis|hoist-non-react-statics|clsx|@babel[\\\\/]runtime|@mui[\\\\/](system|utils|private-theming|styled-engine|icons-material)|@mui[\\\\/]material[\\\\/](${SHELL_MUI}))[\\\\/]`,
  );
  return {
    groups: [
      { name: 'framework', test: framework, priority: 2 },
      {
        name: 'mui',
        // Not TablePagination: its module builds an Intl number format as it loads, and a page's first Intl
        // object loads ICU's data; the tables load it (lazily) when they have more than a page.
        test: (id: string) =>
          /[\\/]node_modules[\\/](@mui[\\/]material|@popperjs|react-transition-group)[\\/]/.test(id) && !/[\\/]TablePagination[\\/]/.test(id),
        priority: 1,
      },
    ],
  };
}
