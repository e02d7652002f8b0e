import { boot } from './app/boot';
import { DataDirLockedError } from './platform/db/lock';
import { EnvError } from './platform/env';
import { RedisUnreachableError } from './platform/redis';

boot().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof RedisUnreachableError) {
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
  process.stderr.write(`Sanchay failed to start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
