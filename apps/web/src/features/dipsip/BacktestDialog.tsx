import { BACKTEST_YEARS, type DipSipBacktestResponse, formatINR, type StrategyResult } from '@sanchay/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { ErrorState, LoadingBlock } from '../../components/QueryStates';
import BacktestChart from './BacktestChart';
import { useBacktest } from './backtestApi';

export interface BacktestDialogProps {
  open: boolean;
  onClose(): void;
  symbol: string;
  amount: number;
  trigger: number;
}

/** Typing in the cap field waits this long before a new backtest runs. */
const CAP_DEBOUNCE_MS = 400;

const pct = (fraction: number | null, decimals = 2) => (fraction === null ? '—' : `${(fraction * 100).toFixed(decimals)}%`);
const points = (fraction: number) => `${Math.abs(fraction * 100).toFixed(2)}%`;

const STUDIES = 'Published studies find dip rules add about 0 to 0.3% XIRR at best; DipSIP is a discipline tool, not an edge.';

/** The plain-language verdict. When dipping lost, it says so first and plainly. */
export function verdictText(result: DipSipBacktestResponse): { severity: 'warning' | 'info' | 'success'; text: string } {
  if (result.dip.buys === 0) {
    return {
      severity: 'info',
      text: `No day in this period closed ${result.trigger}% or more below the day before, so DipSIP bought nothing. Try a smaller trigger or turn on the month-end fallback.`,
    };
  }
  const diff = result.xirrDifference;
  if (result.verdict === 'sip_won') {
    const lost = diff === null ? 'ended with less money' : `lost ${points(diff)} XIRR`;
    return { severity: 'warning', text: `Plain monthly SIP did better here: dip-buying ${lost}. ${STUDIES}` };
  }
  if (result.verdict === 'dip_won') {
    const gained = diff === null ? 'ended with more money' : `added ${points(diff)} XIRR`;
    return {
      severity: 'success',
      text: `DipSIP did better here: dip-buying ${gained} over a plain monthly SIP of the same cash. Do not count on it repeating. ${STUDIES}`,
    };
  }
  return { severity: 'info', text: `No real difference here: DipSIP and a plain monthly SIP of the same cash ended level. ${STUDIES}` };
}

function ResultsTable({ result }: { result: DipSipBacktestResponse }) {
  const rows: { label: string; cell(s: StrategyResult): string }[] = [
    { label: 'Invested', cell: (s) => formatINR(s.invested) },
    { label: 'Final value', cell: (s) => formatINR(s.finalValue) },
    { label: 'XIRR', cell: (s) => pct(s.xirr) },
    { label: 'Max drawdown', cell: (s) => (s.invested > 0 ? `-${pct(s.maxDrawdown, 1)}` : '—') },
    { label: 'Buys', cell: (s) => String(s.buys) },
  ];
  return (
    <Table size="small" aria-label="Backtest results">
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell align="right">DipSIP</TableCell>
          <TableCell align="right">Plain monthly SIP</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.cell(result.dip)}
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.cell(result.sip)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function yearsBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / (365.25 * 86_400_000);
}

/**
 * "How would this have done?": DipSIP against a plain monthly SIP of the same total cash over the ETF's
 * price history, with the monthly cap, month-end fallback and period as options. Full screen on phones.
 */
export default function BacktestDialog({ open, onClose, symbol, amount, trigger }: BacktestDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [years, setYears] = useState<number>(15);
  const [fallback, setFallback] = useState(false);
  const [capText, setCapText] = useState('');
  const [cap, setCap] = useState<number | null>(null);

  const capValue = capText.trim() === '' ? null : Number(capText);
  const capError = capValue !== null && (!Number.isFinite(capValue) || capValue <= 0);
  useEffect(() => {
    if (capError) return undefined;
    const timer = setTimeout(() => setCap(capValue), CAP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [capValue, capError]);

  const query = useBacktest({ symbol, amount, trigger, monthlyCap: cap, monthEndFallback: fallback, years }, open);
  const result = query.data;
  const verdict = result ? verdictText(result) : null;
  const covered = result ? yearsBetween(result.from, result.to) : 0;

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="backtest-title">
      <DialogTitle id="backtest-title">How would this have done? {symbol}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="textSecondary">
            DipSIP buys {formatINR(amount)} of {symbol} at the close on each day it falls {trigger}% or more from the previous close. The plain
            SIP invests the same total cash in equal parts on the first trading day of every month.
          </Typography>

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={years}
              onChange={(_e, value: number | null) => value !== null && setYears(value)}
              aria-label="Period"
            >
              {BACKTEST_YEARS.map((y) => (
                <ToggleButton key={y} value={y} aria-label={`${y} years`}>
                  {y}Y
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <TextField
              size="small"
              label="Monthly cap (₹)"
              placeholder="No cap"
              value={capText}
              onChange={(e) => setCapText(e.target.value)}
              error={capError}
              helperText={capError ? 'Enter an amount above 0, or leave empty' : undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ width: { xs: '100%', sm: 180 } }}
            />
            <FormControlLabel
              control={<Switch checked={fallback} onChange={(e) => setFallback(e.target.checked)} />}
              label="Buy at month-end if no dip"
            />
          </Stack>

          {query.isFetching && result && <LinearProgress aria-label="Updating backtest" />}
          {query.isPending && <LoadingBlock rows={5} label="Running backtest" />}
          {query.isError && <ErrorState error={query.error} title="Could not run the backtest" onRetry={() => void query.refetch()} />}

          {result && !query.isError && verdict && (
            <>
              <Alert severity={verdict.severity} data-testid="backtest-verdict">
                {verdict.text}
              </Alert>
              <Box sx={{ overflowX: 'auto' }}>
                <ResultsTable result={result} />
              </Box>
              <BacktestChart dip={result.dip.curve} sip={result.sip.curve} />
              <Typography variant="caption" color="textSecondary">
                {result.from} to {result.to}, {result.bars.toLocaleString('en-IN')} trading days
                {covered < years - 0.5 ? ` (only ${covered.toFixed(1)} years of prices are available)` : ''}. Closing prices, fractional units,
                no costs or taxes; cash waiting for a dip earns nothing. Both strategies invest exactly the same money, so only the timing
                differs. Past results do not predict future ones.
              </Typography>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
