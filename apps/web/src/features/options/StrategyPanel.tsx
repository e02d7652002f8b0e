import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type OptionChain,
  payoffCurve,
  presetLegs,
  STRATEGY_PRESETS,
  type StrategyLeg,
  type StrategyPreset,
  summarizeStrategy,
} from '@sanchay/core';
import { useMemo } from 'react';
import { PayoffChart } from './PayoffChart';
import { formatPremium, formatRupees, formatStrike } from './format';
import { formatLevel } from '../../lib/format';

export interface Leg extends StrategyLeg {
  id: string;
}

let nextId = 0;
export const newLegId = () => `leg-${++nextId}`;

export function legLabel(leg: StrategyLeg): string {
  const what = leg.kind === 'future' ? 'FUT' : `${formatStrike(leg.strike)} ${leg.kind === 'call' ? 'CE' : 'PE'}`;
  return `${leg.side === 'buy' ? 'Buy' : 'Sell'} ${leg.lots} × ${what} @ ${formatPremium(leg.premium)}`;
}

/** The legs of a preset from the chain's quotes (ask to buy, bid to sell), IVs as decimals. */
export function legsForPreset(preset: StrategyPreset, chain: OptionChain): Leg[] {
  if (chain.atmStrike === null) return [];
  const toQuote = (q: OptionChain['rows'][number]['call']) => (q ? { bid: q.bid, ask: q.ask, ltp: q.ltp, iv: q.iv === null ? null : q.iv / 100 } : null);
  const quotes = chain.rows.map((r) => ({ strike: r.strike, call: toQuote(r.call), put: toQuote(r.put) }));
  return presetLegs(preset, quotes, chain.atmStrike, chain.lotSize).map((l) => ({ ...l, id: newLegId() }));
}

interface Props {
  chain: OptionChain;
  legs: Leg[];
  onChange: (legs: Leg[]) => void;
}

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, color, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
    </Box>
  );
}

/** Strategy builder: presets, legs (from bid/ask clicks), payoff at expiry and today, breakevens, max profit/loss. */
export function StrategyPanel({ chain, legs, onChange }: Props) {
  const summary = useMemo(() => summarizeStrategy(legs), [legs]);
  const points = useMemo(() => {
    if (legs.length === 0) return [];
    const sigma = (chain.atmIv ?? 15) / 100;
    const t = Math.max(chain.daysToExpiry, 1) / 365;
    const strikes = legs.filter((l) => l.kind !== 'future').map((l) => l.strike);
    const spread = Math.max(chain.spot * sigma * Math.sqrt(t) * 3, chain.spot * 0.03);
    const from = Math.max(0, Math.min(chain.spot - spread, ...strikes.map((k) => k - spread / 3)));
    const to = Math.max(chain.spot + spread, ...strikes.map((k) => k + spread / 3));
    return payoffCurve(legs, from, to, 120, { time: chain.daysToExpiry / 365, rate: chain.rate, volatility: sigma });
  }, [legs, chain.spot, chain.atmIv, chain.daysToExpiry, chain.rate]);

  const setLots = (id: string, lots: number) => onChange(legs.map((l) => (l.id === id ? { ...l, lots: Math.min(Math.max(lots, 1), 100) } : l)));
  const addFuture = (side: 'buy' | 'sell') =>
    onChange([...legs, { id: newLegId(), side, kind: 'future', strike: 0, lots: 1, lotSize: chain.lotSize, premium: chain.forward }]);

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="strategy-panel">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          Strategy payoff
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {STRATEGY_PRESETS.map((preset) => (
            <Chip key={preset} label={preset} variant="outlined" onClick={() => onChange(legsForPreset(preset, chain))} />
          ))}
        </Stack>
      </Stack>
      {legs.length === 0 ? (
        <Typography color="textSecondary" sx={{ py: 2 }}>
          Pick a preset, or click a bid (sell) or an ask (buy) in the chain to add legs. Lot size {chain.lotSize}.
        </Typography>
      ) : (
        <>
          <Stack spacing={0.5} sx={{ mb: 1.5 }}>
            {legs.map((leg) => (
              <Stack key={leg.id} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="strategy-leg">
                <Chip size="small" label={leg.side === 'buy' ? 'B' : 'S'} color={leg.side === 'buy' ? 'success' : 'error'} sx={{ width: 28 }} />
                <Typography sx={{ flex: 1, fontSize: 14, fontVariantNumeric: 'tabular-nums' }}>{legLabel(leg)}</Typography>
                <IconButton size="small" aria-label="One lot fewer" onClick={() => setLots(leg.id, leg.lots - 1)} disabled={leg.lots <= 1}>
                  <RemoveIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label="One lot more" onClick={() => setLots(leg.id, leg.lots + 1)}>
                  <AddIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={`Remove ${legLabel(leg)}`} onClick={() => onChange(legs.filter((l) => l.id !== leg.id))}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', mb: 1 }} data-testid="strategy-summary">
            <Figure label="Max profit" value={summary.maxProfit === null ? 'Unlimited' : formatRupees(summary.maxProfit)} color="success.main" />
            <Figure label="Max loss" value={summary.maxLoss === null ? 'Unlimited' : formatRupees(summary.maxLoss)} color="error.main" />
            <Figure label="Breakevens" value={summary.breakevens.length ? summary.breakevens.map((b) => formatLevel(b)).join(', ') : '—'} />
            <Figure
              label={summary.netPremium >= 0 ? 'Net debit' : 'Net credit'}
              value={formatRupees(Math.abs(summary.netPremium))}
            />
          </Stack>
          <PayoffChart points={points} spot={chain.spot} breakevens={summary.breakevens} />
          <Typography variant="caption" color="textSecondary">
            Solid: profit or loss at expiry. Dashed: today, valued with Black-76 at each leg's IV. Prices in rupees for the lots shown.
          </Typography>
        </>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button size="small" onClick={() => addFuture('buy')}>
          Buy future
        </Button>
        <Button size="small" onClick={() => addFuture('sell')}>
          Sell future
        </Button>
        {legs.length > 0 && (
          <Button size="small" color="inherit" onClick={() => onChange([])}>
            Clear
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
