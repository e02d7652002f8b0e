// No request blocks the others (issue 13 item 8): 200 research-assistant answers streamed at once over real
// HTTP on embedded PGlite with 20,000 companies, and meanwhile /healthz probed back to back; its latency under
// that load against /healthz alone, measured in the same run (the bar is p99 under 100 ms).
// With BENCH_DATABASE_URL or TEST_DATABASE_URL set, then the full load of bench/scale/chatStreams.ts on
// PostgreSQL (issue 40 item 10): 1,000 streams by 20 signed-in users, with 0 failed answers as the bar.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { postgresBaseUrl } from './support';

const script = path.join(import.meta.dirname, 'scale/chatStreams.ts');
const runs: Record<string, string>[] = [
  {
    BENCH_CHAT_DB: 'pglite',
    BENCH_STREAMS: process.env.BENCH_CHAT_STREAMS ?? '200',
    BENCH_USERS: '1',
    BENCH_CHAT_LIMIT: '1000',
    BENCH_CHAT_COMPANIES: process.env.BENCH_CHAT_COMPANIES ?? '20000',
  },
];
if (postgresBaseUrl()) runs.push({ BENCH_CHAT_DB: 'postgres', BENCH_STREAMS: '1000', BENCH_USERS: '20' });
let status = 0;
for (const settings of runs) {
  const run = spawnSync('npx', ['tsx', script], { env: { ...process.env, ...settings }, stdio: 'inherit' });
  status ||= run.status ?? 1;
}
process.exit(status);
