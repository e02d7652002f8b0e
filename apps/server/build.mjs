// Bundles the server's own code (and @sanchay/core) into dist/main.js, and the PGlite worker thread's into
// dist/pgliteWorker.js (platform/db/pgliteInWorker.ts starts it from there) and the scraper's page parser's
// into dist/pageParseWorker.js (scraper/pageParsing.ts); npm packages stay external,
// so PGlite finds its WASM files and start-up does not pay for TypeScript compilation.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@sanchay/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    pgliteWorker: 'src/platform/db/pgliteWorker.ts',
    pageParseWorker: 'src/scraper/pageParseWorker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
