// Web bundle figures: the JavaScript the landing route loads (entry chunk, the app chunk it starts and their static
// imports), and all JavaScript.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, printFigure } from './lib.mjs';

const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const landing = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || landing.has(chunk.file)) return;
  landing.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
// The entry starts the app from a chunk it imports after the first paint (index.html preloads it): count it too.
for (const imported of manifest[entryKey].dynamicImports ?? []) visit(imported);

const allJs = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
const sum = (files) => files.reduce((total, file) => total + gzipKb(file), 0);

printFigure('landing route JavaScript (gzip)', sum([...landing]).toFixed(1), 'kB', 'target <= 170');
printFigure('all JavaScript (gzip)', sum(allJs).toFixed(1), 'kB', `${allJs.length} chunks`);
