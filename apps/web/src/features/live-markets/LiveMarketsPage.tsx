import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LIVE_MARKETS_INTRO, type PriceRange } from '@sanchay/core';
import { memo, type ReactNode, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PriceChart } from '../../components/price-chart/PriceChart';
import { useLiveTopic } from '../../lib/marketSocket';
import { useCompanyPrices } from '../company';
import { useIndexPrices } from '../indexes';
import { LiveBadge } from '../live';
import type { CandleInterval, FeedStatus, LiveTick } from '../live';
import { ErrorState } from '../../components/QueryStates';
import { useDeferredData } from '../../lib/useDeferredData';
import { type InstrumentKind, useLiveIndices, useLiveInstrument } from './api';
import { BreadthPanel } from './BreadthPanel';
import { IndexStrip } from './IndexStrip';
import { InstrumentPicker } from './InstrumentPicker';
import { LiveCandleChart } from './LiveCandleChart';
import { MarketDepth } from './MarketDepth';
import { istDay, QuoteHeader } from './QuoteHeader';
import { formatDate } from '../../lib/format';

type ChartInterval = CandleInterval | '1D';
const INTERVALS: ChartInterval[] = ['1m', '5m', '15m', '1D'];
const HEADLINE = ['NIFTY 50', 'NIFTY BANK', 'NIFTY NEXT 50', 'NIFTY IT', 'NIFTY MIDCAP 150', 'NIFTY MIDCAP 100', 'NIFTY 100', 'SENSEX'];
const CHART_HEIGHT = { xs: 300, md: 420 };
/** The quote panel's height with an index charted (quote header, interval toggles and chart), px. */
const PANEL_MIN_HEIGHT = { xs: CHART_HEIGHT.xs + 350, md: CHART_HEIGHT.md + 350 };

// The panels redraw when their own props change, not with each answer or feed status the page receives.
const MemoIndexStrip = memo(IndexStrip);
const MemoBreadthPanel = memo(BreadthPanel);
const MemoInstrumentPicker = memo(InstrumentPicker);

function headlineIndices<T extends { symbol: string }>(all: readonly T[]): T[] {
  const byName = new Map(all.map((i) => [i.symbol.toUpperCase(), i]));
  const picked = HEADLINE.map((name) => byName.get(name)).filter((i): i is T => Boolean(i));
  for (const i of all) if (picked.length < 5 && !picked.includes(i)) picked.push(i);
  return picked.slice(0, 6);
}

function DailyChart({ kind, symbol }: { kind: InstrumentKind; symbol: string }) {
  const [range, setRange] = useState<PriceRange>('6M');
  const index = useIndexPrices(kind === 'index' ? symbol : null, range);
  const stock = useCompanyPrices(symbol, 'IN', range, kind === 'stock');
  const query = kind === 'index' ? index : stock;
  return (
    <PriceChart
      label={symbol}
      bars={query.data?.bars}
      loading={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
      range={range}
      onRangeChange={setRange}
      height={380}
    />
  );
}

/** /livemarkets: live index and stock prices, intraday candles, market breadth and movers (issue 5). */
export default function LiveMarketsPage() {
  const [params, setParams] = useSearchParams();
  const indices = useLiveIndices();
  // The answers are drawn in deferred renders, which React does in slices: react-query hands them over in a
  // synchronous render, and the whole screen drawn in it made one long task on a phone.
  const indicesData = useDeferredData(indices.data);
  const all = useMemo(() => indicesData ?? [], [indicesData]);
  const headline = useMemo(() => headlineIndices(all), [all]);
  const defaultIndex = headline[0]?.symbol ?? null;

  const stockParam = params.get('stock');
  const kind: InstrumentKind = stockParam ? 'stock' : 'index';
  const symbol = stockParam ?? params.get('index') ?? defaultIndex;
  const { data: feedStatus } = useLiveTopic<FeedStatus>('status');
  // With the market closed there are no intraday ticks: the daily chart is the useful default then.
  const defaultInterval: ChartInterval = feedStatus && !feedStatus.live ? '1D' : '5m';
  const interval = (INTERVALS as string[]).includes(params.get('interval') ?? '') ? (params.get('interval') as ChartInterval) : defaultInterval;
  const breadthIndex = kind === 'index' && symbol ? symbol : defaultIndex;

  const instrument = useLiveInstrument(kind, symbol);
  const instrumentData = useDeferredData(instrument.data);
  const token = instrumentData?.token ?? null;

  const select = useCallback(
    (next: { kind: InstrumentKind; symbol: string }) => {
      const search = new URLSearchParams();
      search.set(next.kind, next.symbol);
      if (interval !== defaultInterval) search.set('interval', interval);
      setParams(search);
    },
    [interval, defaultInterval, setParams],
  );
  const pickIndex = useCallback((name: string) => select({ kind: 'index', symbol: name }), [select]);
  const pickStock = useCallback((stock: string) => select({ kind: 'stock', symbol: stock }), [select]);
  const chooseInterval = useCallback(
    (next: ChartInterval) => {
      const search = new URLSearchParams(params);
      if (next === defaultInterval) search.delete('interval');
      else search.set('interval', next);
      setParams(search, { replace: true });
    },
    [params, defaultInterval, setParams],
  );
  const showDaily = useCallback(() => chooseInterval('1D'), [chooseInterval]);

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <Typography component="h1" sx={{ fontSize: { xs: 22, sm: 26 }, fontWeight: 600, mr: 0.5 }}>
          {LIVE_MARKETS_INTRO.heading}
        </Typography>
        {/* On phones the badge has a line of its own: its text grows once the feed answers, and wrapping then
            would push the whole screen down. */}
        <Box sx={{ flexBasis: { xs: '100%', sm: 'auto' }, minWidth: 0, maxWidth: '100%' }}>
          <LiveBadge />
        </Box>
        <Box sx={{ flexBasis: { xs: '100%', sm: 'auto' }, ml: { sm: 'auto' } }}>
          <MemoInstrumentPicker indices={all} onPick={select} />
        </Box>
      </Box>

      {indices.isError && <ErrorState error={indices.error} onRetry={() => void indices.refetch()} title="Could not load the indices" />}
      <MemoIndexStrip indices={headline} selected={kind === 'index' ? symbol : null} onPick={pickIndex} />

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }, gap: 2, alignItems: 'start' }}>
        {/* While the instrument loads the panel already takes its usual height (quote, toggles and chart), so
            the breadth panel below does not jump down when they arrive. */}
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, minHeight: !symbol || (!instrumentData && !instrument.isError) ? PANEL_MIN_HEIGHT : undefined }}>
          {!symbol ? (
            <Typography color="textSecondary">{indicesData === undefined && !indices.isError ? 'Loading…' : 'No indices in the data yet. Search a stock above.'}</Typography>
          ) : instrument.isError ? (
            <Alert severity="warning">{instrument.error instanceof Error ? instrument.error.message : 'This instrument is not available.'}</Alert>
          ) : (
            <>
              <LiveTicks token={token}>
                {(tick, unavailable) => (
                  <QuoteHeader
                    symbol={instrumentData?.symbol ?? symbol}
                    name={instrumentData?.name ?? symbol}
                    kind={kind}
                    tick={tick}
                    live={feedStatus?.live ?? true}
                    unavailable={unavailable}
                  />
                )}
              </LiveTicks>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, mb: 1 }}>
                <ToggleButtonGroup size="small" exclusive value={interval} onChange={(_e, next: ChartInterval | null) => next && chooseInterval(next)} aria-label="Chart interval">
                  {INTERVALS.map((i) => (
                    <ToggleButton key={i} value={i} sx={{ px: 1.5, py: 0.25 }}>
                      {i}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
                <LiveTicks token={token}>
                  {(tick) => (
                    <Typography variant="caption" color="textSecondary" sx={{ ml: 'auto', textAlign: 'right' }} data-testid="chart-caption">
                      {chartCaption(interval, feedStatus ? !feedStatus.live : false, tick).map((part, i) =>
                        // On a phone the session's day is left to the quote's line above (it would wrap the caption).
                        i === 0 ? part : <Box key={i} component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>{part}</Box>,
                      )}
                    </Typography>
                  )}
                </LiveTicks>
              </Box>
              {interval === '1D' ? (
                <DailyChart key={`${kind}:${symbol}`} kind={kind} symbol={symbol} />
              ) : token !== null ? (
                <Box sx={{ height: CHART_HEIGHT }}>
                  <LiveTicks token={token}>
                    {(tick) => (
                      <MemoLiveCandleChartSized
                        token={token}
                        interval={interval}
                        label={symbol}
                        withVolume={kind === 'stock'}
                        closed={feedStatus ? !feedStatus.live : false}
                        sessionDay={feedStatus && !feedStatus.live && tick ? istDay(tick.timestamp) : null}
                        onShowDaily={showDaily}
                      />
                    )}
                  </LiveTicks>
                </Box>
              ) : null}
              {kind === 'stock' && <LiveTicks token={token}>{(tick) => <MarketDepth tick={tick} />}</LiveTicks>}
            </>
          )}
        </Paper>
        {breadthIndex && <MemoBreadthPanel index={breadthIndex} onPickStock={pickStock} />}
      </Box>
    </Box>
  );
}

/**
 * What the instrument's live ticks draw (quote, depth): they subscribe here, so each tick redraws these parts
 * only, not the whole screen with its chart, strip and breadth panel.
 */
function LiveTicks({ token, children }: { token: number | null; children: (tick: LiveTick | undefined, unavailable: string | null) => ReactNode }) {
  const { data: tick, error } = useLiveTopic<LiveTick>(token !== null ? `tick:${token}` : null);
  return children(tick, error);
}

/** The live chart takes a pixel height: a smaller one on phones. */
function LiveCandleChartSized(props: {
  token: number;
  interval: CandleInterval;
  label: string;
  withVolume: boolean;
  closed: boolean;
  sessionDay: string | null;
  onShowDaily: () => void;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return <LiveCandleChart {...props} height={phone ? CHART_HEIGHT.xs : CHART_HEIGHT.md} />;
}
// Drawn again when its props change, not with each tick of the quote it reads the session's day from.
const MemoLiveCandleChartSized = memo(LiveCandleChartSized);

/** Over the chart: what it shows; with the market closed, which session the quote is (the daily bar's day). */
export function chartCaption(interval: ChartInterval, closed: boolean, tick: LiveTick | undefined): string[] {
  const what = interval === '1D' ? 'Daily history' : 'Intraday, India time';
  return closed && tick ? [what, ` · last session ${formatDate(istDay(tick.timestamp))}`] : [what];
}
