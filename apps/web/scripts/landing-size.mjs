// Sums the gzip size of the JavaScript a browser loads for `/`: the entry chunk of dist/index.html
// plus everything it imports statically (dynamic imports excluded).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no module script in dist/index.html');

const seen = new Map();
function visit(file) {
  if (seen.has(file)) return;
  const code = readFileSync(join(dist, file));
  seen.set(file, gzipSync(code, { level: 9 }).length);
  const text = code.toString('utf8');
  const re = /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g;
  for (const m of text.matchAll(re)) visit(join(dirname(file), m[1]));
}
visit(entry);
let total = 0;
for (const [file, size] of [...seen].sort((a, b) => b[1] - a[1])) {
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} kB  ${file}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} kB  landing total (gzip -9, ${seen.size} files)`);
