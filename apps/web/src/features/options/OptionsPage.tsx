import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { DerivativeUnderlying, OptionChain, OptionQuote } from '@sanchay/core';
import { SCREEN_INTROS } from '@sanchay/core';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { EmptyState, ErrorState, LoadingBlock } from '../../components/QueryStates';
import { useDeferredData } from '../../lib/useDeferredData';
import { useOptionChain, useUnderlyings } from './api';
import { COLUMN_GROUPS, DEFAULT_GROUPS, type ColumnGroup, type Side } from './chainColumns';
import { formatExpiry } from './format';
import { OptionChainTable } from './OptionChainTable';
import { SimulatedChip } from './SimulatedChip';
import { type Leg, newLegId, StrategyPanel } from './StrategyPanel';
import { SummaryStrip } from './SummaryStrip';

const AROUND = [{ label: '±15', value: 15 }, { label: '±30', value: 30 }, { label: 'All', value: null }] as const;

const ChainView = memo(function ChainView({
  chain,
  groups,
  around,
  compact,
  onTrade,
  legs,
  onLegsChange,
}: {
  chain: OptionChain;
  groups: ReadonlySet<ColumnGroup>;
  around: number | null;
  compact: boolean;
  onTrade: (side: Side, strike: number, action: 'buy' | 'sell', q: OptionQuote) => void;
  legs: Leg[];
  onLegsChange: (legs: Leg[]) => void;
}) {
  return (
    <>
      <SummaryStrip chain={chain} />
      <OptionChainTable chain={chain} groups={groups} around={around} compact={compact} onTrade={onTrade} />
      <StrategyPanel chain={chain} legs={legs} onChange={onLegsChange} />
    </>
  );
});

/**
 * The underlying and expiry pickers and the column and strike toggles. Memoised: every tick redraws the page, and
 * MUI's Selects and ToggleButtons cost a phone a few milliseconds each time for nothing.
 */
const ChainPickers = memo(function ChainPickers({
  list,
  underlying,
  expiry,
  groups,
  around,
  onChoose,
  onGroups,
  onAround,
}: {
  list: readonly DerivativeUnderlying[];
  underlying: DerivativeUnderlying;
  expiry: string | undefined;
  groups: ColumnGroup[];
  around: number | null;
  onChoose: (next: { underlying?: string; expiry?: string }) => void;
  onGroups: (next: ColumnGroup[]) => void;
  onAround: (next: number | null) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
      <Stack direction="row" spacing={1.5}>
        <FormControl size="small" sx={{ minWidth: 150 }}>
          <InputLabel id="options-underlying">Underlying</InputLabel>
          <Select labelId="options-underlying" label="Underlying" value={underlying.symbol} onChange={(e) => onChoose({ underlying: e.target.value })}>
            {list.map((u) => (
              <MenuItem key={u.symbol} value={u.symbol}>
                {u.symbol}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="options-expiry">Expiry</InputLabel>
          <Select labelId="options-expiry" label="Expiry" value={expiry ?? ''} onChange={(e) => onChoose({ expiry: e.target.value })}>
            {underlying.expiries.map((e) => (
              <MenuItem key={e} value={e}>
                {formatExpiry(e)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <ToggleButtonGroup
        size="small"
        value={groups}
        onChange={(_, next: ColumnGroup[]) => onGroups(next)}
        aria-label="Column groups"
        sx={{ flexWrap: 'wrap' }}
      >
        {COLUMN_GROUPS.map((g) => (
          <ToggleButton key={g} value={g} sx={{ py: 0.25, textTransform: 'none' }}>
            {g}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup size="small" exclusive value={around} onChange={(_, v) => v !== undefined && onAround(v)} aria-label="Strikes shown">
        {AROUND.map((a) => (
          <ToggleButton key={a.label} value={a.value as number} sx={{ py: 0.25, textTransform: 'none' }}>
            {a.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
});

/** /options: the live option chain of an underlying and expiry, with a strategy payoff builder. */
export default function OptionsPage() {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const underlyings = useUnderlyings();
  const underlyingsData = useDeferredData(underlyings.data);
  const list = underlyingsData?.underlyings ?? [];
  const underlying = list.find((u) => u.symbol === params.get('underlying')) ?? list[0];
  const expiry = underlying?.expiries.includes(params.get('expiry') ?? '') ? params.get('expiry')! : underlying?.expiries[0];
  const { data: chain, snapshot, live } = useOptionChain(underlying?.symbol ?? null, expiry ?? null);
  const [groups, setGroups] = useState<ColumnGroup[]>(() => [...DEFAULT_GROUPS]);
  const [around, setAround] = useState<number | null>(15);
  const [legs, setLegs] = useState<Leg[]>([]);
  const groupSet = useMemo(() => new Set(groups), [groups]);

  useEffect(() => setLegs([]), [underlying?.symbol, expiry]);

  const underlyingSymbol = underlying?.symbol;
  const choose = useCallback(
    (next: { underlying?: string; expiry?: string }) => {
      const u = next.underlying ?? underlyingSymbol;
      const e = next.underlying ? undefined : (next.expiry ?? expiry);
      setParams({ ...(u ? { underlying: u } : {}), ...(e ? { expiry: e } : {}) }, { replace: true });
    },
    [underlyingSymbol, expiry, setParams],
  );

  // Every tick brings a whole new chain: the chain, its summary and the payoff redraw as a deferred render in
  // small slices, so ticks never block the page for long (the table is memoised on this value).
  const shownChain = useDeferredValue(chain);
  const lotSize = chain?.lotSize;
  const onTrade = useCallback(
    (side: Side, strike: number, action: 'buy' | 'sell', q: OptionQuote) => {
      const premium = action === 'buy' ? q.ask : q.bid;
      if (premium === null || lotSize === undefined) return;
      setLegs((current) => [
        ...current,
        { id: newLegId(), side: action, kind: side, strike, premium, lots: 1, lotSize, iv: q.iv === null ? null : q.iv / 100 },
      ]);
    },
    [lotSize],
  );

  return (
    <Page
      title={
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <span>{SCREEN_INTROS['/options'].heading}</span>
          <SimulatedChip simulated={chain?.simulated ?? underlyings.data?.simulated} />
        </Stack>
      }
      subtitle={SCREEN_INTROS['/options'].lead}
      maxWidth="xl"
    >
      {underlyings.isError ? (
        <ErrorState error={underlyings.error} onRetry={() => void underlyings.refetch()} title="Could not load the F&O underlyings" />
      ) : !underlyingsData ? (
        <LoadingBlock rows={6} label="Loading underlyings" />
      ) : !underlying ? (
        <EmptyState title="No F&O underlyings yet" hint="Options need the spot price of NIFTY 50, NIFTY BANK or a large stock in the market data." />
      ) : (
        <>
          <ChainPickers list={list} underlying={underlying} expiry={expiry} groups={groups} around={around} onChoose={choose} onGroups={setGroups} onAround={setAround} />
          {underlying.source === 'generated' && (
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
              Contracts generated by NSE rules (Tuesday expiries, lot size {underlying.lotSize}, strikes every {underlying.strikeStep}): no current Kite instrument dump is loaded.
            </Typography>
          )}
          {live.error && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Live updates unavailable: {live.error}
            </Alert>
          )}
          {snapshot.isError && !chain ? (
            <ErrorState error={snapshot.error} onRetry={() => void snapshot.refetch()} title="Could not load the option chain" />
          ) : !shownChain ? (
            <LoadingBlock rows={10} label="Loading the option chain" />
          ) : (
            <ChainView chain={shownChain} groups={groupSet} around={around} compact={compact} onTrade={onTrade} legs={legs} onLegsChange={setLegs} />
          )}
        </>
      )}
    </Page>
  );
}
