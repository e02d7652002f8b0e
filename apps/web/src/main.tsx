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

// The app starts in a task of its own after its modules have run: evaluating the framework's chunks and starting
// React in the same task made one long task of the two on a phone.
afterFirstPaint(() => void import('./app/boot').then(({ startApp }) => setTimeout(startApp, 0)));
