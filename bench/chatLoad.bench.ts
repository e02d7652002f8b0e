// No request blocks the others (issue 13 item 8): 200 research-assistant answers streamed at once over real
// HTTP on embedded PGlite with 20,000 companies, and meanwhile /healthz probed back to back; its latency under
// that load against /healthz alone, measured in the same run (the bar is p99 under 100 ms).
// The same load as bench/scale/chatStreams.ts (1,000 streams by 20 users on PostgreSQL), at the embedded size.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const env = {
  ...process.env,
  BENCH_CHAT_DB: 'pglite',
  BENCH_STREAMS: process.env.BENCH_CHAT_STREAMS ?? '200',
  BENCH_USERS: '1',
  BENCH_CHAT_LIMIT: '1000',
  BENCH_CHAT_COMPANIES: process.env.BENCH_CHAT_COMPANIES ?? '20000',
};
const script = path.join(import.meta.dirname, 'scale/chatStreams.ts');
const run = spawnSync('npx', ['tsx', script], { env, stdio: 'inherit' });
process.exit(run.status ?? 1);
