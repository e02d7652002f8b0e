import { Worker } from 'node:worker_threads';

/**
 * A worker thread running the module `name` next to the caller (`from` is the caller's import.meta.url): the
 * bundle's `<name>.js` in a build (apps/server/build.mjs makes one entry per worker); under tsx or vitest the
 * `.ts` source, loaded after registering tsx in the worker (a worker's execArgv cannot --import).
 */
export function startModuleWorker(from: string, name: string, workerData?: unknown): Worker {
  if (!from.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, from), { workerData });
  const source = JSON.stringify(new URL(`./${name}.ts`, from).href);
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${source}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}
