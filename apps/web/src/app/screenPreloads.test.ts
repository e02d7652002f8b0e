import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCREENS } from '@sanchay/core';
import { describe, expect, it } from 'vitest';
import { screenModules } from '../../buildPlugins';
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
