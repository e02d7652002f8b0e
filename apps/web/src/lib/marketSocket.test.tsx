import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketSocket, type SocketLike, useLiveStatus, useLiveTopic } from './marketSocket';

/** A WebSocket stand-in: records what the client sends and lets the test open, message and drop it. */
class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(topic: string, data: unknown) {
    this.onmessage?.({ data: JSON.stringify({ topic, data, sentAt: 1 }) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
}

const makeSocket = (random = () => 1) =>
  new MarketSocket({ url: () => 'ws://test/ws/market', createSocket: (url) => new FakeSocket(url), baseDelayMs: 500, maxDelayMs: 4000, random, pingMs: 25_000, idleCloseMs: 10_000, defer: (run) => run() });

describe('MarketSocket', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('shares one socket, subscribes a topic once for many listeners and unsubscribes after the last', () => {
    const client = makeSocket();
    const a = vi.fn();
    const b = vi.fn();
    const offA = client.subscribe('tick:1', a);
    const offB = client.subscribe('tick:1', b);
    expect(FakeSocket.all).toHaveLength(1);
    const socket = FakeSocket.all[0]!;
    socket.open();
    expect(socket.sent).toEqual([{ op: 'subscribe', topics: ['tick:1'] }]);
    socket.push('tick:1', { lastPrice: 10 });
    expect(a).toHaveBeenCalledWith({ lastPrice: 10 }, expect.objectContaining({ topic: 'tick:1' }));
    expect(b).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    client.subscribe('tick:1', late); // a late listener gets the latest frame at once
    expect(late).toHaveBeenCalledWith({ lastPrice: 10 }, expect.anything());
    offA();
    offB();
    expect(socket.sent).toHaveLength(1); // "late" still listens
    client.subscribe('tick:2', vi.fn());
    expect(socket.sent.at(-1)).toEqual({ op: 'subscribe', topics: ['tick:2'] });
    socket.push('tick:9', { ignored: true }); // a topic nobody follows
    client.dispose();
  });

  it('opens the socket and sends the topics of one task in a later task, one message per run of the same op', () => {
    const deferred: (() => void)[] = [];
    const runDeferred = () => deferred.splice(0).forEach((run) => run());
    const client = new MarketSocket({
      url: () => 'ws://test/ws/market',
      createSocket: (url) => new FakeSocket(url),
      defer: (run) => deferred.push(run),
    });
    client.subscribe('tick:1', vi.fn());
    expect(FakeSocket.all).toHaveLength(0); // not in the subscriber's task
    runDeferred();
    const socket = FakeSocket.all[0]!;
    socket.open();
    expect(socket.sent).toEqual([{ op: 'subscribe', topics: ['tick:1'] }]);
    client.subscribe('tick:2', vi.fn());
    client.subscribe('tick:3', vi.fn());
    const offFour = client.subscribe('tick:4', vi.fn());
    offFour();
    expect(socket.sent).toHaveLength(1);
    runDeferred();
    expect(socket.sent.slice(1)).toEqual([
      { op: 'subscribe', topics: ['tick:2', 'tick:3', 'tick:4'] },
      { op: 'unsubscribe', topics: ['tick:4'] },
    ]);
    client.dispose();
    runDeferred();
    expect(FakeSocket.all).toHaveLength(1); // nothing reopens a disposed client
  });

  it('reconnects with exponential backoff and jitter, then resubscribes every topic', () => {
    const client = makeSocket(() => 0); // jitter at its floor: half the ceiling
    client.subscribe('tick:1', vi.fn());
    client.subscribe('breadth:NIFTY 50', vi.fn());
    FakeSocket.all[0]!.open();
    expect(client.status).toBe('open');
    FakeSocket.all[0]!.drop();
    expect(client.status).toBe('reconnecting');
    vi.advanceTimersByTime(249);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1); // 500 ms * 0.5
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.drop(); // never opened: the next wait doubles
    vi.advanceTimersByTime(499);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    FakeSocket.all[2]!.open();
    expect(FakeSocket.all[2]!.sent).toEqual([{ op: 'subscribe', topics: ['tick:1', 'breadth:NIFTY 50'] }]);
    expect(client.status).toBe('open');
    FakeSocket.all[2]!.drop(); // after a successful open the backoff starts over
    vi.advanceTimersByTime(250);
    expect(FakeSocket.all).toHaveLength(4);
    client.dispose();
  });

  it('caps the backoff and routes the server\'s error frames to the topic', () => {
    const client = makeSocket(() => 1);
    const onError = vi.fn();
    client.subscribe('tick:abc', vi.fn(), onError);
    for (let i = 0; i < 6; i++) {
      FakeSocket.all.at(-1)!.drop();
      vi.advanceTimersByTime(4000); // never more than maxDelayMs
    }
    expect(FakeSocket.all).toHaveLength(7);
    FakeSocket.all.at(-1)!.open();
    FakeSocket.all.at(-1)!.onmessage?.({ data: JSON.stringify({ topic: 'error', data: { message: 'bad token', topic: 'tick:abc' } }) });
    expect(onError).toHaveBeenCalledWith('bad token');
    client.dispose();
  });

  it('sends pings while open and closes the socket a while after the last topic is left', () => {
    const client = makeSocket();
    const off = client.subscribe('status', vi.fn());
    const socket = FakeSocket.all[0]!;
    socket.open();
    vi.advanceTimersByTime(25_000);
    expect(socket.sent.at(-1)).toEqual({ op: 'ping' });
    off();
    expect(socket.sent.at(-1)).toEqual({ op: 'unsubscribe', topics: ['status'] });
    vi.advanceTimersByTime(9_999);
    expect(socket.readyState).toBe(1);
    vi.advanceTimersByTime(1);
    expect(socket.readyState).toBe(3);
    expect(FakeSocket.all).toHaveLength(1); // no reconnect without topics
    client.dispose();
  });
});

function Price({ client, topic }: { client: MarketSocket; topic: string | null }) {
  const { data, error } = useLiveTopic<{ lastPrice: number }>(topic, client);
  const status = useLiveStatus(client);
  return <p>{`${status} ${data?.lastPrice ?? 'none'} ${error ?? ''}`.trim()}</p>;
}

describe('useLiveTopic', () => {
  beforeEach(() => {
    FakeSocket.all = [];
  });

  it('returns the latest data and the connection status, and leaves the topic on unmount', () => {
    const client = makeSocket();
    const { rerender, unmount } = render(<Price client={client} topic="tick:5" />);
    expect(screen.getByText('connecting none')).toBeInTheDocument();
    const socket = FakeSocket.all[0]!;
    act(() => socket.open());
    act(() => socket.push('tick:5', { lastPrice: 101.5 }));
    expect(screen.getByText('open 101.5')).toBeInTheDocument();
    act(() => socket.push('tick:5', { lastPrice: 102 }));
    expect(screen.getByText('open 102')).toBeInTheDocument();
    rerender(<Price client={client} topic="tick:6" />);
    expect(screen.getByText('open none')).toBeInTheDocument();
    expect(socket.sent).toContainEqual({ op: 'unsubscribe', topics: ['tick:5'] });
    act(() => socket.onmessage?.({ data: JSON.stringify({ topic: 'error', data: { message: 'No such token', topic: 'tick:6' } }) }));
    expect(screen.getByText('open none No such token')).toBeInTheDocument();
    unmount();
    expect(socket.sent.at(-1)).toEqual({ op: 'unsubscribe', topics: ['tick:6'] });
    client.dispose();
  });

  it('draws a data-only component once on mount, and not again when the socket opens', () => {
    const client = makeSocket();
    let renders = 0;
    function Quiet() {
      renders++;
      const { data } = useLiveTopic<{ lastPrice: number }>('tick:7', client);
      return <p>{data?.lastPrice ?? 'none'}</p>;
    }
    render(<Quiet />);
    expect(renders).toBe(1);
    act(() => FakeSocket.all[0]!.open());
    expect(renders).toBe(1);
    act(() => FakeSocket.all[0]!.push('tick:7', { lastPrice: 55 }));
    expect(renders).toBe(2);
    expect(screen.getByText('55')).toBeInTheDocument();
    client.dispose();
  });
});
