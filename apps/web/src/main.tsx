import { nextTask } from './lib/nextTask';
import { makeZodJitless } from './lib/zodJitless';

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

/** Links added to the head per task: each modulepreload link starts a fetch, some milliseconds of a phone's time. */
const PRELOADS_PER_TASK = 1;

function settled(link: HTMLLinkElement): Promise<unknown> {
  return new Promise((settle) => {
    link.addEventListener('load', settle);
    link.addEventListener('error', settle);
  });
}

/**
 * Moves the module preloads listed in index.html (a template, so nothing is fetched before the shell is painted;
 * buildPlugins.ts, screenPreloads) into the head, one per task: the app's chunks and the screen's then download
 * together, and Vite's preload helper, finding the links there, does not append them all in one task itself.
 * Returns the screen's chunks (the server marks them `data-screen`), each listed after the chunks it imports, and a
 * promise that settles once every link has loaded or failed (a modulepreload's load event comes after the chunk is
 * fetched and compiled).
 */
async function addModulePreloads(): Promise<{ screenChunks: string[]; loaded: Promise<unknown> }> {
  const template = document.getElementById('module-preloads');
  if (!(template instanceof HTMLTemplateElement)) return { screenChunks: [], loaded: Promise.resolve() };
  const links = [...template.content.querySelectorAll('link')];
  template.remove();
  const loaded = Promise.all(links.map(settled));
  for (let i = 0; i < links.length; i += PRELOADS_PER_TASK) {
    await nextTask();
    document.head.append(...links.slice(i, i + PRELOADS_PER_TASK));
  }
  return { screenChunks: links.filter((link) => link.hasAttribute('data-screen')).map((link) => link.href), loaded };
}

/**
 * Opens the page's localStorage while the chunks download. Chromium loads a page's storage from the browser
 * process, synchronously, the first time a script touches it: 15-25 ms of the main thread on the test machine,
 * which the app's first render (the colour mode, the session and the market are read from there) spent inside its
 * longest task. Here it is a task of its own at a time the thread has nothing else to do.
 */
function openLocalStorage(): void {
  try {
    window.localStorage.getItem('');
  } catch {
    // Storage disabled: the app reads nothing from it either.
  }
}

/**
 * The app's code runs in stages, each in a task of its own: evaluating React, the framework's chunk, MUI's core, the
 * screen's chunks (one a task, each after those it imports, so each evaluation is that chunk's alone: importing the
 * screen's page evaluated MUI's other components, zod and the page in one task, 36 ms on the test machine), the
 * app's modules and starting React in one go made one long task on a phone (some 150 ms at a quarter of a laptop's
 * speed). The chunks of all stages and of the screen are fetched together first (addModulePreloads), and the
 * first stage waits until all have arrived: evaluating React while the other chunks still streamed in and compiled
 * on the background threads made its task longer and less steady on a 2-core machine (Lighthouse A/B, 6 runs each,
 * median blocking time: /dipsip 684 -> 364 ms, /livemarkets 836 -> 690 ms, /company/TCS 722 -> 678 ms).
 */
async function start(): Promise<void> {
  const { screenChunks, loaded } = await addModulePreloads();
  await nextTask();
  openLocalStorage();
  await loaded;
  await nextTask();
  await import('./app/stageReact');
  await nextTask();
  await import('./app/stageFramework');
  await nextTask();
  await import('./app/stageMuiCore');
  await nextTask();
  for (const chunk of screenChunks) {
    // A chunk that fails to load fails the screen's own import, which shows the error where the screen would be.
    await import(/* @vite-ignore */ chunk).catch(() => undefined);
    await nextTask();
  }
  const { startApp } = await import('./app/boot');
  await nextTask();
  startApp();
}

// Before any chunk loads zod (a screen's chunks may, before the app starts).
makeZodJitless();
afterFirstPaint(() => void start());
