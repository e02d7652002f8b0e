import { PRODUCT_NAME } from '@sanchay/core';
import { useEffect } from 'react';
import { useMatches } from 'react-router';

export interface RouteHandle {
  title?: string;
}

/** document.title from the deepest matched route's handle.title. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((value): value is string => Boolean(value))
    .at(-1);

  useEffect(() => {
    document.title =
      !title || title === 'Home' ? `${PRODUCT_NAME}: research and investing for Indian investors` : `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
