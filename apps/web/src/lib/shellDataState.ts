/**
 * What the server said about its market data in the page it sent (app/appShell.ts on the server writes
 * data-demo and data-loading on <html>): the app knows it from its first render, before /api/config answers.
 */
export interface ShellDataState {
  demo: boolean;
  loading: boolean;
}

export function shellDataState(root: HTMLElement | undefined = globalThis.document?.documentElement): ShellDataState {
  return { demo: root?.dataset.demo === '1', loading: root?.dataset.loading === '1' };
}
