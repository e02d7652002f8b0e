/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compileHints, emotionInsertionInRender, fewerChunks, lowPriorityEntry, precompressAssets, screenPreloads } from './buildPlugins.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const serverTarget = 'http://127.0.0.1:3000';

/**
 * react-router's package exports point every bundler at its development build; production bundles
 * use its production build instead (same API, no dev-only checks, smaller).
 */
function reactRouterProductionAliases() {
  const dir = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(dir, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dir, 'dom-export.mjs') },
  ];
}

/**
 * REACT_PROFILING=1 npm run build: React DOM's profiling build and unminified code, so that Chrome's performance
 * panel (or a trace) shows React's scheduler and component tracks with readable names. For looking, never to ship.
 */
function reactProfilingAliases() {
  return [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }];
}

/**
 * @sanchay/core is plain TypeScript source whose modules only declare constants, schemas and pure
 * functions. Marking it side-effect free lets the bundler drop what a chunk does not use (for example
 * zod schemas stay out of the landing chunk when only constants are imported).
 */
function coreIsSideEffectFree(): Plugin {
  return {
    name: 'sanchay:core-side-effect-free',
    transform(code, id) {
      if (id.replaceAll('\\', '/').includes('/packages/core/src/')) {
        return { code, map: null, moduleSideEffects: false };
      }
      return undefined;
    },
  };
}

export default defineConfig(({ command, mode }) => ({
  root,
  plugins: [react(), coreIsSideEffectFree(), lowPriorityEntry(), screenPreloads(), compileHints(), precompressAssets()],
  resolve: {
    alias: [
      emotionInsertionInRender(root),
      ...(command === 'build' && mode === 'production' ? reactRouterProductionAliases() : []),
      ...(process.env.REACT_PROFILING ? reactProfilingAliases() : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle.mjs reads the manifest to sum what the landing route loads.
    manifest: true,
    chunkSizeWarningLimit: 700,
    ...(process.env.REACT_PROFILING ? { minify: false } : {}),
    rolldownOptions: { output: { codeSplitting: fewerChunks() } },
  },
  server: {
    proxy: {
      '/api': serverTarget,
      '/v1': serverTarget,
      '/dev/': serverTarget,
      '/ws': { target: serverTarget, ws: true },
      '/healthz': serverTarget,
      '/readyz': serverTarget,
    },
  },
  preview: {
    proxy: {
      '/api': serverTarget,
      '/v1': serverTarget,
      '/dev/': serverTarget,
      '/ws': { target: serverTarget, ws: true },
    },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Rendering the whole shell in jsdom takes seconds on a loaded 2-core machine; 5 s timed out there.
    testTimeout: 20_000,
  },
}));
