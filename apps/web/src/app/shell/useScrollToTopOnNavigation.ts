import { useEffect, useRef } from 'react';

/**
 * A screen the user navigates to starts at its top. Not the first screen of a page load: that one stays where the
 * browser put it (a reload keeps the reader's place).
 */
export function useScrollToTopOnNavigation(pathname: string): void {
  const scrolledFor = useRef(pathname);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}
