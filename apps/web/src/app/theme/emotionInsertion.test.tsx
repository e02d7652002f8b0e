import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { emotionInsertionInRender } from '../../../buildPlugins';
import { useInsertionEffectAlwaysWithSyncFallback } from './emotionInsertion';

// The web tests load emotion's Node build, outside Vite's aliases: these check the pieces the browser build joins.
describe('emotion style insertion during render', () => {
  const alias = emotionInsertionInRender(path.resolve(__dirname, '../../..'));

  it('aliases the module that emotion’s browser builds import to this one', () => {
    expect('@emotion/use-insertion-effect-with-fallbacks').toMatch(alias.find);
    expect(alias.replacement).toBe(path.resolve(__dirname, 'emotionInsertion.ts'));
    expect(fs.existsSync(alias.replacement)).toBe(true);
  });

  it('is the module emotion’s styled components import, by that name, in the browser build', () => {
    const require = createRequire(import.meta.url);
    const styledDir = path.dirname(require.resolve('@emotion/styled/package.json'));
    const browserBuild = fs.readFileSync(path.join(styledDir, 'base/dist/emotion-styled-base.browser.esm.js'), 'utf8');
    expect(browserBuild).toMatch(/import \{[^}]*useInsertionEffectAlwaysWithSyncFallback[^}]*\} from '@emotion\/use-insertion-effect-with-fallbacks'/);
  });

  it('runs the insertion at once, in the render that calls it', () => {
    const insert = vi.fn();
    useInsertionEffectAlwaysWithSyncFallback(insert);
    expect(insert).toHaveBeenCalledTimes(1);
  });
});
