import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useChartTheme } from '../../components/price-chart/useChartTheme';
import { formatDate } from '../../lib/format';
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
  /** While closed: the last session's day (YYYY-MM-DD, from its quote), which the empty chart names. */
  sessionDay?: string | null;
  /** While closed: shows the daily chart instead (the message's button). */
  onShowDaily?: () => void;
}

/** The closed market's empty intraday chart: which session the quote above is. */
export function closedChartTitle(sessionDay: string | null): string {
  // The day stays on one line ("22 Jan 2026" is not split on a phone).
  return sessionDay ? `Market closed · last session ${formatDate(sessionDay).replace(/ /g, '\u00a0')}` : 'Market closed';
}

/** Why there is no intraday chart while closed. */
export function closedChartText(interval: CandleInterval): string {
  return `No ${interval} candles are kept for that day: they build from live ticks and start with the next session. The open, high, low and close above are that day's, from its daily bar; the 1D chart shows it with the days before.`;
}

/**
 * Intraday candles from candles:<token>:<interval>: the snapshot draws the series, each update moves the
 * in-progress candle (or opens the next). Candles are built on the server from the feed's ticks.
 */
export function LiveCandleChart({ token, interval, label, withVolume, height, closed = false, sessionDay = null, onShowDaily }: Props) {
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
      ) : closed && count === 0 ? (
        // No candles at all while closed: the chart area says which day the quote is and why there is no chart.
        <Box
          data-testid="closed-chart-note"
          // Above the chart's canvases (the library stacks them with z-indexes of their own).
          sx={{ position: 'absolute', inset: 0, zIndex: 3, display: 'grid', placeItems: 'center', bgcolor: 'background.paper', px: 2, textAlign: 'center' }}
        >
          <Box sx={{ maxWidth: 420 }}>
            <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{closedChartTitle(sessionDay)}</Typography>
            <Typography variant="body2" color="textSecondary">
              {closedChartText(interval)}
            </Typography>
            {onShowDaily && (
              <Button size="small" variant="outlined" sx={{ mt: 1.5 }} onClick={onShowDaily}>
                Show the daily chart
              </Button>
            )}
          </Box>
        </Box>
      ) : (
        count < 2 && (
          <Typography
            variant="caption"
            color="textSecondary"
            sx={{ position: 'absolute', left: 12, top: 8, zIndex: 3, bgcolor: 'background.paper', px: 0.5, borderRadius: 0.5, pointerEvents: 'none' }}
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
