/** A MediaQueryList whose `matches` the test decides (jsdom has no layout, so no media queries of its own). */
export const mediaQueryList = (query: string, matches: boolean): MediaQueryList => ({
  matches,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

/** Makes window.matchMedia answer `matches(query)` (a screen width for MUI's useMediaQuery); returns the undo. */
export function stubMatchMedia(matches: (query: string) => boolean): () => void {
  const real = window.matchMedia;
  window.matchMedia = ((query: string) => mediaQueryList(query, matches(query))) as typeof window.matchMedia;
  return () => {
    window.matchMedia = real;
  };
}
