import { vi } from 'vitest';
import type { AppConfig } from '../features/config/useAppConfig';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const TEST_CONFIG: AppConfig = {
  googleClientId: null,
  devLogin: true,
  contactEmail: 'admin@sanchay.test',
  demoData: false,
};

/**
 * Replaces global fetch. Handlers are matched by "METHOD /path" (query string ignored) or "/path";
 * GET /api/config answers TEST_CONFIG unless overridden. Unmatched requests get a 404.
 */
export function mockFetch(handlers: Record<string, Handler> = {}) {
  const requests: RecordedRequest[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? url;
    let body: unknown = init.body;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const request: RecordedRequest = { url, method, headers: new Headers(init.headers), body };
    requests.push(request);
    const handler =
      handlers[`${method} ${path}`] ?? handlers[path] ?? (path === '/api/config' ? () => json(TEST_CONFIG) : undefined);
    if (!handler) return json({ error: 'not_found', message: `no mock for ${method} ${path}` }, 404);
    return handler(request);
  });
  vi.stubGlobal('fetch', fn);
  return { fn, requests, callsTo: (path: string) => requests.filter((r) => r.url.split('?')[0] === path) };
}
