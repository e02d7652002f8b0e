import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useScrollToTopOnNavigation } from './useScrollToTopOnNavigation';

describe('useScrollToTopOnNavigation', () => {
  it('leaves the first screen where it is and scrolls to the top on each navigation', () => {
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    const { rerender } = renderHook(({ path }) => useScrollToTopOnNavigation(path), { initialProps: { path: '/stocks' } });
    expect(scrollTo).not.toHaveBeenCalled();

    rerender({ path: '/stocks' });
    expect(scrollTo).not.toHaveBeenCalled();

    rerender({ path: '/indexes' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    rerender({ path: '/stocks' });
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
