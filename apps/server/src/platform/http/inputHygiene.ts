import type { FastifyInstance } from 'fastify';
import { invalidInput } from '../errors';

// A NUL, or a UTF-16 surrogate without its pair: PostgreSQL refuses the first in text and the second is not
// valid UTF-8, so either would fail deep inside a write (a 500, sometimes after part of it was stored).
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasBadText = (text: string): boolean => BAD_TEXT.test(text);

/** The message of the 400 for a bad string at `field` (a dotted path such as `messages.0.content`). */
export const badTextMessage = (field: string) =>
  `${field}: text must not contain NUL characters (\\u0000) or unpaired UTF-16 surrogates.`;

/**
 * The dotted path of the first string (or object key) in `value` holding a NUL or a lone surrogate, or null.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findBadText(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (hasBadText(item)) return path;
    } else if (ArrayBuffer.isView(item)) {
      continue; // a raw body (not JSON): nothing to name
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], path ? `${path}.${i}` : String(i)]);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasBadText(key)) return path || '(key)';
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * Input hygiene for every REST route: a NUL or lone surrogate in any string of the path parameters, the
 * query or the JSON body is a 400 naming the field, before a handler (and so any write) runs. GraphQL
 * checks its variables and inline arguments itself (graphql/inputHygiene.ts), to answer in its own shape.
 */
export function registerInputHygiene(app: FastifyInstance, skipUrls: readonly string[] = []) {
  app.addHook('preValidation', async (request) => {
    if (skipUrls.includes(request.routeOptions.url ?? '')) return;
    const field =
      findBadText(request.params, '') ?? findBadText(request.query, '') ?? findBadText(request.body, '');
    if (field !== null) throw invalidInput(badTextMessage(field || 'body'));
  });
}
