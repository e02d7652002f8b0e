import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, send } from './http';

afterEach(() => vi.unstubAllGlobals());

describe('send', () => {
  it('starts each request in a task of its own, never in the caller\'s', async () => {
    const started: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        started.push(url);
        return new Response('{}');
      }),
    );
    const first = send('/api/a', {});
    const second = send('/api/b', {});
    await Promise.resolve();
    expect(started).toEqual([]);
    await Promise.all([first, second]);
    expect(started).toEqual(['/api/a', '/api/b']);
  });

  it('reports a failed connection as NetworkError and an abort as AbortError', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(send('/api/a', {})).rejects.toBeInstanceOf(NetworkError);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))));
    await expect(send('/api/a', {})).rejects.toMatchObject({ name: 'AbortError' });
  });
});
