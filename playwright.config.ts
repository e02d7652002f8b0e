import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive the real built app (web + server on a fresh PGlite folder) in Debian's Chromium.
 * Never `playwright install`: the browser comes from apt (.ci/run installs it).
 */
const port = Number(process.env.E2E_PORT ?? 3199);
/** The public data mirror beside the repository (CI has it); without it the server starts on demo data. */
const mirror = process.env.DATA_MIRROR ?? path.resolve(import.meta.dirname, '../shared/data/raw');
export const E2E_HAS_MIRROR = fs.existsSync(mirror);
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // the config is loaded again in each worker: keep one folder

export default defineConfig({
  testDir: './e2e',
  outputDir: './.test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A 2-core CI machine that is also running the server, two browsers and other jobs can take several seconds
  // to boot a screen; these budgets are for that machine, not for users (Lighthouse measures what users see).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1366, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    // A first start loads the mirror (about 30 s on PGlite) before /readyz answers 200.
    timeout: 240_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: 'admin@example.com',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ONLINE_INGEST: 'false',
      DEMO_SCALE: '150',
      // Live markets: the simulated feed ticks at any hour (e2e/live.spec.ts).
      LIVE_ALWAYS_ON: 'true',
      // The trade screen posts its basket to e2e/fakeKite.ts instead of Zerodha.
      KITE_API_KEY: 'e2e-kite-key',
      KITE_BASKET_URL: 'http://127.0.0.1:3198/connect/basket',
      // The mutual fund scraper reads the fixture site e2e/scraper.spec.ts starts (apps/server/test/fakes/scraperSite/fixtureSite.ts).
      SCRAPER_BASE_URL: 'http://127.0.0.1:3196',
      ...(E2E_HAS_MIRROR ? { DATA_MIRROR: mirror } : {}),
    },
  },
});
