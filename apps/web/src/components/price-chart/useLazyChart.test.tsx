import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLazyChart } from './useLazyChart';

/** An IntersectionObserver whose entries the test sends (jsdom has none). */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  send(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Chart({ load, draw }: { load: () => Promise<string>; draw: (module: string, element: HTMLElement) => () => void }) {
  const { container, state } = useLazyChart(load, draw);
  return <div ref={container} data-testid="chart" data-state={state} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.instances = [];
});

describe('useLazyChart', () => {
  it('loads and draws nothing until the chart comes into view, then draws once', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(() => Promise.resolve('module'));
    const cleanup = vi.fn();
    const draw = vi.fn(() => cleanup);
    const { unmount } = render(<Chart load={load} draw={draw} />);

    const observer = FakeObserver.instances[0];
    expect(observer?.observed).toEqual([screen.getByTestId('chart')]);
    act(() => observer?.send(false));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByTestId('chart').dataset.state).toBe('loading');

    act(() => observer?.send(true));
    await waitFor(() => expect(screen.getByTestId('chart').dataset.state).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(draw).toHaveBeenCalledWith('module', screen.getByTestId('chart'));
    expect(observer?.disconnected).toBe(true);

    unmount();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('draws at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const load = vi.fn(() => Promise.resolve('module'));
    const draw = vi.fn(() => () => undefined);
    render(<Chart load={load} draw={draw} />);
    await waitFor(() => expect(screen.getByTestId('chart').dataset.state).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the drawing code fails to load', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Chart load={() => Promise.reject(new Error('offline'))} draw={() => () => undefined} />);
    await waitFor(() => expect(screen.getByTestId('chart').dataset.state).toBe('failed'));
  });
});
