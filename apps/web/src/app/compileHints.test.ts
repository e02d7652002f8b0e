import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../buildPlugins';

type Output = { type: 'chunk'; name: string; code: string } | { type: 'asset'; name: string; source: string };

/** Runs the plugin's generateBundle over a bundle of the given outputs, as the bundler would. */
function run(bundle: Record<string, Output>, chunks: ReadonlySet<string> = new Set(['react', 'boot'])): Record<string, Output> {
  const hook = compileHints(chunks).generateBundle as { handler: (this: unknown, options: unknown, bundle: unknown) => void };
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  hook.handler.call(context, {}, bundle);
  return bundle;
}

describe('compileHints (V8 explicit compile hints on the chunks that run as a screen loads)', () => {
  it('starts the named chunks with the hint, as their first line, and leaves other chunks and assets alone', () => {
    const bundle = run({
      'react.js': { type: 'chunk', name: 'react', code: 'import"./a.js";export const x=1;' },
      'boot.js': { type: 'chunk', name: 'boot', code: 'export const y=2;' },
      'VocabPage.js': { type: 'chunk', name: 'VocabPage', code: 'export default 3;' },
      'style.css': { type: 'asset', name: 'react', source: 'a{}' },
    });
    expect(bundle['react.js']).toMatchObject({ code: `${COMPILE_HINT}import"./a.js";export const x=1;` });
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(bundle['boot.js']).toMatchObject({ code: `${COMPILE_HINT}export const y=2;` });
    expect(bundle['VocabPage.js']).toMatchObject({ code: 'export default 3;' });
    expect(bundle['style.css']).toMatchObject({ source: 'a{}' });
  });

  it('adds the hint once, however often the hook runs, and takes another set of chunks', () => {
    const bundle = { 'a.js': { type: 'chunk' as const, name: 'a', code: 'f()' } };
    run(bundle, new Set(['a']));
    run(bundle, new Set(['a']));
    expect(bundle['a.js'].code).toBe(`${COMPILE_HINT}f()`);
  });

  it('fails the build when a chunk named for the hint is not in it (a renamed group or module would lose it)', () => {
    const bundle = { 'react.js': { type: 'chunk' as const, name: 'react', code: 'f()' } };
    expect(() => run(bundle, new Set(['react', 'themedChart']))).toThrow(/no chunk named themedChart/);
  });
});
