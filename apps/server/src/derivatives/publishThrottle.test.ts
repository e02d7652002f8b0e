import { describe, expect, it, vi } from 'vitest';
import { PublishThrottle } from './publishThrottle';

describe('publish throttle', () => {
  it('publishes the first change at once and coalesces the rest into one publish per interval', () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const published: [string, number][] = [];
      const throttle = new PublishThrottle(4, (topic) => published.push([topic, Date.now()]));
      throttle.touch('chain:NIFTY:2026-11-24');
      for (let i = 0; i < 100; i++) {
        vi.advanceTimersByTime(10); // 100 ticks over one second
        throttle.touch('chain:NIFTY:2026-11-24');
      }
      throttle.touch('futures:NIFTY');
      vi.advanceTimersByTime(1000);
      const chain = published.filter(([t]) => t.startsWith('chain:')).map(([, at]) => at);
      // 101 changes in one second: 5 publishes in it, the last change goes out at the next slot.
      expect(chain).toEqual([0, 250, 500, 750, 1000, 1250]);
      expect(published.filter(([t]) => t === 'futures:NIFTY')).toHaveLength(1);
      throttle.forget('chain:NIFTY:2026-11-24');
      throttle.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
