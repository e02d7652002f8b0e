/**
 * Layer rules of the repository (README "Architecture"), checked on every relative import:
 *
 * Server (apps/server/src):
 *   platform/   the ground floor: imports only platform/ (and packages).
 *   <feature>/  imports platform/, its own files, and another feature's PUBLIC surface: files at the top of
 *               that feature, its api/ and schema/ folders, and index.ts files. Never app/, cli/ or main.ts.
 *   app/, cli/, main.ts   the composition root and entry points: may import anything.
 * Web (apps/web/src/features):
 *   features/X  imports another feature's top-level files only, never the inside of features/Y/<folder>/.
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'apps/server/src');
const WEB_FEATURES = path.join(ROOT, 'apps/web/src/features');
const PUBLIC_FOLDERS = new Set(['api', 'schema']);
const ENTRY = new Set(['app', 'cli', 'main.ts', 'main']);


const within = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep) : null;
};
const withoutExtension = (parts) => parts.join('/').replace(/\.(ts|tsx|js)$/, '');

function serverProblem(fromParts, toParts) {
  const [fromTop] = fromParts;
  const [toTop] = toParts;
  if (fromTop === 'platform') {
    return toTop === 'platform' ? null : `platform/ is the ground floor: it must not import ${withoutExtension(toParts)}`;
  }
  if (ENTRY.has(fromTop) || fromParts.length === 1) return null; // main.ts and app/, cli/
  if (toTop === 'platform' || toTop === fromTop) return null;
  if (ENTRY.has(toTop) || toParts.length === 1) {
    return `a feature must not import the composition root or an entry point (${withoutExtension(toParts)})`;
  }
  const inside = toParts.slice(1);
  const isPublic = inside.length === 1 || PUBLIC_FOLDERS.has(inside[0]) || /^index(\.(ts|js))?$/.test(inside.at(-1));
  if (isPublic) return null;
  const to = withoutExtension(toParts);
  return `${to} is inside the ${toTop} feature: import its top-level files, api/, schema/ or an index.ts`;
}

function webProblem(fromParts, toParts) {
  if (fromParts[0] === toParts[0] || toParts.length <= 2) return null;
  return `features/${withoutExtension(toParts)} is inside the ${toParts[0]} feature: import its top-level files`;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Keep the server and web layers (README Architecture)' }, schema: [] },
  create(context) {
    const file = context.filename;
    if (/\.test\.tsx?$/.test(file)) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const fromServer = within(SERVER, file);
      const toServer = within(SERVER, target);
      const fromWeb = within(WEB_FEATURES, file);
      const toWeb = within(WEB_FEATURES, target);
      const problem =
        fromServer && toServer ? serverProblem(fromServer, toServer) : fromWeb && toWeb ? webProblem(fromWeb, toWeb) : null;
      if (problem) context.report({ node: node.source, message: problem });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { layers: rule } };
