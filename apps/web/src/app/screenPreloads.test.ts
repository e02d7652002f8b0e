import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCREENS } from '@sanchay/core';
import { describe, expect, it } from 'vitest';
import { dependenciesFirst, screenModules, type ChunkLike } from '../../buildPlugins';
import { screenKind } from './routes';

const appDir = path.dirname(fileURLToPath(import.meta.url));

describe('screenModules (the build reads the screens of routes.tsx for their preloads)', () => {
  const screens = screenModules(fs.readFileSync(path.join(appDir, 'routes.tsx'), 'utf8'), appDir);

  it('finds every built screen of the route table with its page module', () => {
    const built = SCREENS.map((s) => s.path).filter((p) => screenKind(p) === 'built');
    expect([...screens.keys()].sort()).toEqual([...built].sort());
    expect(screens.get('/livemarkets')).toEqual([path.join(appDir, '../features/live-markets/LiveMarketsPage')]);
  });

  it("lists both chunks of the company screen and each module as an existing file", () => {
    expect(screens.get('/company/:symbol')?.map((m) => path.basename(m))).toEqual(['CompanyView', 'CompanyPage']);
    for (const modules of screens.values()) for (const m of modules) expect(fs.existsSync(`${m}.tsx`)).toBe(true);
  });
});

describe('dependenciesFirst (the order main.tsx evaluates a screen\'s chunks in)', () => {
  const chunk = (imports: string[]): ChunkLike => ({ type: 'chunk', fileName: '', imports });
  // page imports view and mui; view imports mui and zod; zod and mui import boot chunks outside the list.
  const bundle: Record<string, ChunkLike> = {
    'page.js': chunk(['view.js', 'mui.js', 'react.js']),
    'view.js': chunk(['mui.js', 'zod.js']),
    'mui.js': chunk(['react.js']),
    'zod.js': chunk([]),
    'react.js': chunk([]),
  };

  it('puts every chunk after the chunks of the list it imports, and keeps each once', () => {
    const order = dependenciesFirst(bundle, ['page.js', 'mui.js', 'view.js', 'zod.js']);
    expect(order).toEqual(['mui.js', 'zod.js', 'view.js', 'page.js']);
  });

  it('ends on a cycle between chunks instead of looping', () => {
    const cyclic = { ...bundle, 'zod.js': chunk(['view.js']) };
    expect(dependenciesFirst(cyclic, ['page.js', 'view.js', 'zod.js']).sort()).toEqual(['page.js', 'view.js', 'zod.js']);
  });
});
