import { css } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { createStyleCache } from './styleCache';

/** The CSS the app's cache writes for `styles` (the test build's sheet is text, not insertRule). */
function cssOf(styles: string): string {
  const cache = createStyleCache();
  cache.sheet.container = document.createElement('div');
  const serialized = css(styles);
  cache.insert(`.${cache.key}-${serialized.name}`, serialized, cache.sheet, true);
  return cache.sheet.tags.map((tag) => tag.textContent).join('');
}

describe('the style cache', () => {
  it('writes flex, transitions and transforms once, without old prefixes', () => {
    const css = cssOf('display:flex;flex-direction:column;transition:opacity 120ms;transform:scale(1.1);');
    expect(css).not.toMatch(/-webkit-|-ms-|-moz-/);
    expect(css).toContain('display:flex;');
    expect(css).toContain('transition:opacity 120ms;');
  });

  it('keeps the -webkit- twin of what Safari still needs it for', () => {
    const css = cssOf('user-select:none;backdrop-filter:blur(4px);appearance:none;background-clip:text;background-clip:padding-box;');
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(css).toContain('-webkit-appearance:none;appearance:none;');
    expect(css).toContain('-webkit-background-clip:text;background-clip:text;');
    expect(css).not.toContain('-webkit-background-clip:padding-box');
  });
});
