import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useChartTheme } from '../../components/price-chart/useChartTheme';
import { marketSocket } from '../../lib/marketSocket';
import type { CandleFrame, CandleInterval, LiveCandle } from '../live';
import type { LiveChart, LiveChartStyle } from './liveChartRenderer';

interface Props {
  token: number;
  interval: CandleInterval;
  label: string;
  withVolume: boolean;
  height: number;
  /** The market is closed: no candles come until the next session, and the empty chart says so. */
  closed?: boolean;
}

/**
 * Intraday candles from candles:<token>:<interval>: the snapshot draws the series, each update moves the
 * in-progress candle (or opens the next). Candles are built on the server from the feed's ticks.
 */
export function LiveCandleChart({ token, interval, label, withVolume, height, closed = false }: Props) {
  const { palette } = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [count, setCount] = useState(0);

  const theme = useChartTheme();
  const style = useMemo<LiveChartStyle>(
    () => ({ ...theme, volumeUp: alpha(palette.success.main, 0.4), volumeDown: alpha(palette.error.main, 0.4) }),
    [theme, palette],
  );

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let chart: LiveChart | null = null;
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    const seen = new Set<number>();
    setState('loading');
    setCount(0);
    import('./liveChartRenderer').then(
      ({ createLiveChart }) => {
        if (cancelled) return;
        const drawn = createLiveChart(element, style, withVolume);
        chart = drawn;
        setState('ready');
        unsubscribe = marketSocket.subscribe(`candles:${token}:${interval}`, (data) => {
          const frame = data as CandleFrame;
          if ('candles' in frame) {
            drawn.setCandles(frame.candles);
            seen.clear();
            frame.candles.forEach((c: LiveCandle) => seen.add(c.time));
          } else {
            drawn.update(frame.candle);
            seen.add(frame.candle.time);
          }
          setCount(seen.size);
        });
      },
      (error: unknown) => {
        console.warn('The live chart could not be loaded', error);
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
      chart?.remove();
    };
  }, [token, interval, style, withVolume]);

  return (
    <Box sx={{ position: 'relative', height }}>
      <Box ref={container} role="img" aria-label={`${label}, ${interval} candles`} data-testid="live-chart" sx={{ width: '100%', height }} />
      {state !== 'ready' ? (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          {state === 'loading' ? <Skeleton variant="rounded" width="100%" height={height} /> : <span>The chart could not be drawn.</span>}
        </Box>
      ) : (
        count < 2 && (
          <Typography
            variant="caption"
            color="textSecondary"
            sx={{ position: 'absolute', left: 12, top: 8, bgcolor: 'background.paper', px: 0.5, borderRadius: 0.5, pointerEvents: 'none' }}
          >
            {closed
              ? `The market is closed: ${interval} candles start with the next session. The 1D chart shows the last session's day.`
              : `Candles build from live ticks; a new ${interval} candle opens every ${interval.replace('m', ' min')}.`}
          </Typography>
        )
      )}
    </Box>
  );
}
