import { PRODUCT_NAME } from '@sanchay/core';
import { useEffect } from 'react';

/** document.title for the screen being shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title =
      !title || title === 'Home'
        ? `${PRODUCT_NAME}: research and investing for Indian investors`
        : `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
