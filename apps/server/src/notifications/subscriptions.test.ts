import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signIn, type SignedIn, type TestApp } from '../../test/support';
import { startNotificationWatcher } from './notificationEvents';
import { queueNotification } from './notificationQueue';

/** The bell's subscription over real HTTP: yoga's SSE transport (POST with Accept: text/event-stream). */
let t: TestApp;
let base: string;
let stopWatcher: () => Promise<void>;

interface SseEvent {
  event: string;
  data: any;
}

/** Opens a GraphQL subscription over SSE and hands out its events one by one. */
async function subscribe(query: string, token?: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const queue: SseEvent[] = [];
  async function next(): Promise<SseEvent> {
    for (;;) {
      const ready = queue.shift();
      if (ready) return ready;
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) queue.push({ event, data: data ? JSON.parse(data) : null });
      }
    }
  }
  return { response, next, close: () => controller.abort() };
}

const QUERY = 'subscription { notificationState { unreadCount newest { id title readAt } } }';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  stopWatcher = startNotificationWatcher(t.services.database.db, t.services.pubsub, 50);
});
afterAll(async () => {
  await stopWatcher?.();
  await t?.close();
});

describe('GraphQL subscription: notificationState over SSE', () => {
  it('sends the unread count at once, then a new notification, then the count after marking it read', async () => {
    const who: SignedIn = await signIn(t.app);
    const stream = await subscribe(QUERY, who.token);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(await stream.next()).toEqual({ event: 'next', data: { data: { notificationState: { unreadCount: 0, newest: null } } } });

      // Queued the way jobs queue them (no publish by the writer): the watcher announces it.
      const row = await queueNotification(t.services.database.db, {
        userId: who.user.id, kind: 'dip_alert', title: 'NIFTYBEES fell 2.10%', body: 'Buy?', dedupeKey: `sub-test:${who.user.id}`, channels: [],
      });
      expect(await stream.next()).toEqual({
        event: 'next',
        data: { data: { notificationState: { unreadCount: 1, newest: { id: row!.id, title: 'NIFTYBEES fell 2.10%', readAt: null } } } },
      });

      const marked = await graphql(t.app, 'mutation { markNotificationsRead }', {}, who.token);
      expect(marked.body.data?.markNotificationsRead).toEqual([row!.id]);
      const after = await stream.next();
      expect(after.data.data.notificationState).toMatchObject({ unreadCount: 0, newest: { id: row!.id, readAt: expect.any(String) } });
    } finally {
      stream.close();
    }
  });

  it('another user’s notification reaches only that user', async () => {
    const [a, b] = [await signIn(t.app), await signIn(t.app)];
    const streamA = await subscribe(QUERY, a.token);
    try {
      expect((await streamA.next()).data.data.notificationState.unreadCount).toBe(0);
      await queueNotification(t.services.database.db, { userId: b.user.id, kind: 'x', title: 'for b', body: 'b', dedupeKey: `sub-b:${b.user.id}`, channels: [] });
      await queueNotification(t.services.database.db, { userId: a.user.id, kind: 'x', title: 'for a', body: 'a', dedupeKey: `sub-a:${a.user.id}`, channels: [] });
      const next = await streamA.next();
      expect(next.data.data.notificationState).toMatchObject({ unreadCount: 1, newest: { title: 'for a' } });
    } finally {
      streamA.close();
    }
  });

  it('refuses a signed-out subscriber with "Not authorized"', async () => {
    const stream = await subscribe(QUERY);
    try {
      const first = await stream.next();
      expect(first.event).toBe('next');
      expect(first.data.errors[0]).toMatchObject({ message: 'Not authorized', extensions: { code: 'UNAUTHENTICATED' } });
    } finally {
      stream.close();
    }
  });
});
