/**
 * The entry: starts the app (app/boot.tsx) once the browser has painted the shell of index.html. The app's code
 * is fetched and evaluated after that paint, so on a busy phone it never holds the shell back; Vite's preload
 * helper fetches the boot chunk and all it imports in parallel.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  // The frame's paint comes after the animation frame callbacks; a task queued from there runs after it.
  requestAnimationFrame(() => setTimeout(once, 0));
  // A background tab draws no frames: start anyway.
  setTimeout(once, 100);
}

/** A task of its own for what follows: the browser may handle input and paint in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's code runs in stages, each in a task of its own: evaluating React, the framework's chunk, the app's
 * modules and starting React in one go made one long task on a phone (some 150 ms at a quarter of a laptop's
 * speed). The chunks of all stages are fetched together from the start (module preloads in index.html).
 */
async function start(): Promise<void> {
  await import('./app/stageReact');
  await nextTask();
  await import('./app/stageFramework');
  await nextTask();
  const { startApp } = await import('./app/boot');
  await nextTask();
  startApp();
}

afterFirstPaint(() => void start());
