import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Children drawn in a render of their own, after the page around them is committed (for content below the
 * fold): a phone then commits a long page in a few shorter tasks instead of one long one. `Later`s nested in one
 * another are drawn one after the other; side by side, together. (Not useDeferredValue: mounted inside a
 * deferred render, as pages drawn from useDeferredData are, it gives its final value at once.)
 */
export function Later({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : null;
}

/** Sections below the fold, each drawn in a render of its own after the one before it (falsy ones skipped). */
export function OneAfterAnother({ sections }: { sections: readonly ReactNode[] }) {
  return sections.filter(Boolean).reduceRight<ReactNode>(
    (rest, section) => (
      <Later>
        {section}
        {rest}
      </Later>
    ),
    null,
  );
}
