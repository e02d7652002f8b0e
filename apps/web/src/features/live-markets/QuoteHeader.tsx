import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatIndianNumber, formatIstClock } from '@sanchay/core';
import { useEffect, useRef, useState } from 'react';
import { ChangeText } from '../../components/data-table';
import { formatDate, formatLevel } from '../../lib/format';
import type { LiveTick } from '../live';


/** The India day (YYYY-MM-DD) of an epoch-ms instant: a closed market's tick is stamped at its session's close. */
export const istDay = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);

/** The last price flashes green or red for a moment when it moves, like a trading terminal. */
function useFlash(price: number | undefined): 'up' | 'down' | null {
  const previous = useRef(price);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    if (price === undefined || before === undefined || price === before) return undefined;
    setFlash(price > before ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(null), 450);
    return () => clearTimeout(timer);
  }, [price]);
  return flash;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" sx={{ display: 'block', lineHeight: 1.3 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }} noWrap>
        {value}
      </Typography>
    </Box>
  );
}

interface Props {
  symbol: string;
  name: string;
  kind: 'index' | 'stock';
  tick: LiveTick | undefined;
  /** False while the market is closed: the price is the last close. */
  live: boolean;
  /** The server's word when this instrument has no live price at all (e.g. an index with no level stored). */
  unavailable?: string | null;
}

/** Name, last price with the day's change, and the session's open/high/low/close, volume and best bid/ask. */
export function QuoteHeader({ symbol, name, kind, tick, live, unavailable = null }: Props) {
  const flash = useFlash(tick?.lastPrice);
  // The figures' places are drawn before the first tick ('—'), so the chart below does not move when it comes.
  const value = (read: (t: LiveTick) => string) => (tick ? read(tick) : '—');
  const stats: [string, string][] = [
    ['Open', value((t) => formatLevel(t.open))],
    ['High', value((t) => formatLevel(t.high))],
    ['Low', value((t) => formatLevel(t.low))],
    ['Prev. close', value((t) => formatLevel(t.close))],
    ...(kind === 'stock'
      ? ([
          ['Volume', value((t) => (t.volume !== undefined ? formatIndianNumber(t.volume) : '—'))],
          ['Avg. price', value((t) => formatLevel(t.averagePrice))],
          ['Bid', value((t) => formatLevel(t.bid))],
          ['Ask', value((t) => formatLevel(t.ask))],
        ] as [string, string][])
      : []),
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', columnGap: 3, rowGap: 1.5 }}>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
          <Typography component="h2" sx={{ fontSize: 18, fontWeight: 600, lineHeight: 1.3 }} noWrap>
            {symbol}
          </Typography>
          <Typography component="span" variant="caption" color="textSecondary" sx={{ fontWeight: 500 }}>
            {kind === 'index' ? 'INDEX' : 'NSE'}
          </Typography>
        </Box>
        {name !== symbol && (
          <Typography variant="caption" color="textSecondary" noWrap sx={{ display: 'block', maxWidth: 320 }}>
            {name}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.25, mt: 0.5 }}>
          <Typography
            data-testid="live-price"
            aria-live="off"
            sx={{
              fontSize: { xs: 26, sm: 30 },
              fontWeight: 600,
              fontVariantNumeric: 'tabular-nums',
              lineHeight: 1.1,
              px: 0.5,
              mx: -0.5,
              borderRadius: 0.5,
              transition: 'background-color 400ms ease-out',
              bgcolor: flash === 'up' ? 'rgba(46, 160, 67, 0.16)' : flash === 'down' ? 'rgba(229, 57, 53, 0.16)' : 'transparent',
            }}
          >
            {tick ? formatLevel(tick.lastPrice) : '—'}
          </Typography>
          {tick && (
            <ChangeText
              value={tick.change}
              format={(v) => `${v > 0 ? '+' : ''}${formatLevel(v)}`}
              sx={{ fontSize: 15, fontWeight: 500 }}
            >
              {` (${tick.changePercent > 0 ? '+' : ''}${tick.changePercent.toFixed(2)}%)`}
            </ChangeText>
          )}
        </Box>
        <Typography variant="caption" color="textSecondary">
          {!tick ? (unavailable ?? 'Waiting for the first price…') : live
              ? `As of ${formatIstClock(new Date(tick.timestamp))} IST`
              : `Market closed · last session ${formatDate(istDay(tick.timestamp))}`}
        </Typography>
      </Box>
      {stats.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(4, minmax(0, 1fr))', sm: `repeat(${stats.length}, auto)` },
            columnGap: { xs: 1.5, sm: 3 },
            rowGap: 1,
            ml: { md: 'auto' },
            width: { xs: '100%', md: 'auto' },
          }}
        >
          {stats.map(([label, value]) => (
            <Stat key={label} label={label} value={value} />
          ))}
        </Box>
      )}
    </Box>
  );
}
