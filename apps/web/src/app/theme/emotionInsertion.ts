/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` (vite.config.ts aliases it here), so that emotion
 * writes a component's new styles while React renders it, not in the commit.
 *
 * With React 18+ emotion inserts every style it has not seen yet in an insertion effect: compiling the rule
 * (stylis) and inserting it into the sheet then happens in React's commit, which is one task that cannot be cut.
 * On the first screen that was about half of the commit (hundreds of new rules), some tens of milliseconds of a
 * phone's main thread in one piece. Inserted while rendering, the same work falls in the render, which React
 * cuts into slices of a few milliseconds for transitions (the app's first render, deferred data, the DataTable's
 * later rows). This is emotion's own behaviour for Reacts without insertion effects.
 *
 * A render React throws away may leave its rules in the sheet: harmless, as they are keyed by their content.
 * Global styles (emotion's <Global>, MUI's GlobalStyles and CssBaseline) keep the insertion effect: they remove
 * their rules again when unmounted, which needs the effect's clean-up.
 */
import { useInsertionEffect } from 'react';

/** Styled components and the css prop: run the insertion at once, during render. */
export const useInsertionEffectAlwaysWithSyncFallback = (create: () => unknown): void => {
  create();
};

/** <Global> styles: unchanged (React's insertion effect). */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
