import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CostPreset, EXECUTION_LABELS, type ExecutionTiming, STRATEGY_KINDS, STRATEGY_LABELS, type StrategyKind, type TradingBacktestRequest } from '@sanchay/core';
import { useState, type ReactNode } from 'react';
import { DayField } from '../../components/DayField';
import { CompanyPicker } from '../company-search';
import { BENCHMARKS, COST_PRESET_LABELS, costFields, type FormErrors, type StrategyFormState, validateForm } from './strategyForm';

interface Props {
  form: StrategyFormState;
  onChange: (form: StrategyFormState) => void;
  onRun: (request: TradingBacktestRequest) => void;
  running: boolean;
}

const STRATEGY_HINTS: Record<StrategyKind, string> = {
  sma_crossover: 'Holds while the fast SMA is above the slow one: buys on the cross up, sells on the cross down.',
  rsi_reversion: 'Buys when RSI falls below the lower level, sells when it rises above the upper level.',
  supertrend: 'Holds while the close is above the SuperTrend line, sells when the trend turns down.',
  buy_and_hold: 'Buys on the first day and holds to the end: the baseline every strategy should beat.',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="overline" color="textSecondary" sx={{ lineHeight: 2, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' }, gap: 1.5 }}>{children}</Box>
    </Box>
  );
}

/** Strategy, its parameters, the period, capital, execution, costs and benchmark; Run validates with the core schema. */
export function StrategyForm({ form, onChange, onRun, running }: Props) {
  const [errors, setErrors] = useState<FormErrors>({});
  const set = (patch: Partial<StrategyFormState>) => {
    onChange({ ...form, ...patch });
    const cleared = { ...errors };
    for (const key of Object.keys(patch)) delete cleared[key as keyof FormErrors];
    setErrors(cleared);
  };
  const field = (name: keyof StrategyFormState, label: string, extra: { suffix?: string; type?: string; helper?: string; wide?: boolean } = {}) => (
    <TextField
      size="small"
      label={label}
      type={extra.type ?? 'text'}
      value={form[name]}
      onChange={(event) => set({ [name]: event.target.value } as Partial<StrategyFormState>)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? extra.helper}
      slotProps={{
        htmlInput: { inputMode: extra.type ? undefined : 'decimal', 'data-testid': `field-${name}` },
        inputLabel: { shrink: true },
        input: extra.suffix ? { endAdornment: <Typography variant="caption" color="textSecondary">{extra.suffix}</Typography> } : undefined,
      }}
      sx={extra.wide ? { gridColumn: 'span 2' } : undefined}
    />
  );
  const dayField = (name: 'from' | 'to', label: string, helper: string) => (
    <DayField
      size="small"
      label={label}
      value={form[name]}
      onChange={(day) => set({ [name]: day } as Partial<StrategyFormState>)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? helper}
      slotProps={{ htmlInput: { 'data-testid': `field-${name}` } }}
    />
  );
  const costField = (name: keyof StrategyFormState, label: string, suffix: string, helper?: string) => (
    <TextField
      size="small"
      label={label}
      value={form[name]}
      onChange={(event) => set({ [name]: event.target.value, costPreset: 'custom' } as Partial<StrategyFormState>)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? helper}
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'data-testid': `field-${name}` },
        inputLabel: { shrink: true },
        input: { endAdornment: <Typography variant="caption" color="textSecondary">{suffix}</Typography> },
      }}
    />
  );

  function run() {
    const result = validateForm(form);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onRun(result.request);
  }

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label="Backtest settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        run();
      }}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <CompanyPicker label="Symbol" placeholder="Search a company" onPick={(company) => set({ symbol: company.symbol })} testId="strategy-symbol-search" sx={{ width: { xs: '100%', sm: 280 } }} />
        <Typography variant="h6" data-testid="strategy-symbol">
          {form.symbol}
        </Typography>
        {errors.symbol && <Typography color="error" variant="body2">{errors.symbol}</Typography>}
      </Box>

      <Section title="Strategy">
        <TextField
          select
          size="small"
          label="Strategy"
          value={form.kind}
          onChange={(event) => set({ kind: event.target.value as StrategyKind })}
          slotProps={{ htmlInput: { 'data-testid': 'field-kind' } }}
          sx={{ gridColumn: 'span 2' }}
        >
          {STRATEGY_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {STRATEGY_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
        {form.kind === 'sma_crossover' && (
          <>
            {field('fast', 'Fast SMA', { suffix: 'days' })}
            {field('slow', 'Slow SMA', { suffix: 'days' })}
          </>
        )}
        {form.kind === 'rsi_reversion' && (
          <>
            {field('rsiPeriod', 'RSI period', { suffix: 'days' })}
            {field('buyBelow', 'Buy below')}
            {field('sellAbove', 'Sell above')}
          </>
        )}
        {form.kind === 'supertrend' && (
          <>
            {field('stPeriod', 'ATR period', { suffix: 'days' })}
            {field('multiplier', 'Multiplier', { suffix: '× ATR' })}
          </>
        )}
        <Typography variant="body2" color="textSecondary" sx={{ gridColumn: '1 / -1' }}>
          {STRATEGY_HINTS[form.kind]}
        </Typography>
      </Section>

      <Section title="Period and money">
        {dayField('from', 'From', 'Empty: first bar')}
        {dayField('to', 'To', 'Empty: last bar')}
        {field('initialCapital', 'Capital', { suffix: '₹' })}
        <TextField
          select
          size="small"
          label="Fill at"
          value={form.execution}
          onChange={(event) => set({ execution: event.target.value as ExecutionTiming })}
          helperText={form.execution === 'next_open' ? 'Signal at a close, order at the next open' : 'Optimistic: trades on the signal close'}
        >
          {(Object.keys(EXECUTION_LABELS) as ExecutionTiming[]).map((e) => (
            <MenuItem key={e} value={e}>
              {EXECUTION_LABELS[e]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Benchmark" value={form.benchmark} onChange={(event) => set({ benchmark: event.target.value })}>
          {BENCHMARKS.map((b) => (
            <MenuItem key={b.value} value={b.value}>
              {b.label}
            </MenuItem>
          ))}
        </TextField>
        {field('riskFreeRatePct', 'Risk-free rate', { suffix: '%', helper: 'For the Sharpe ratio' })}
      </Section>

      <Section title="Costs per order">
        <TextField
          select
          size="small"
          label="Charges"
          value={form.costPreset}
          onChange={(event) => {
            const preset = event.target.value as CostPreset | 'custom';
            set(preset === 'custom' ? { costPreset: preset } : { costPreset: preset, ...costFields(preset) });
          }}
          slotProps={{ htmlInput: { 'data-testid': 'field-costPreset' } }}
          sx={{ gridColumn: 'span 2' }}
        >
          {(Object.keys(COST_PRESET_LABELS) as (CostPreset | 'custom')[]).map((p) => (
            <MenuItem key={p} value={p}>
              {COST_PRESET_LABELS[p]}
            </MenuItem>
          ))}
        </TextField>
        {costField('brokeragePct', 'Brokerage', '%')}
        {costField('brokerageFlat', 'Flat brokerage', '₹')}
        {costField('brokerageCap', 'Brokerage cap', '₹', 'Empty: no cap')}
        {costField('sttBuyPct', 'STT on buy', '%')}
        {costField('sttSellPct', 'STT on sell', '%')}
        {costField('slippagePct', 'Slippage', '%')}
      </Section>

      {errors.form && (
        <Typography color="error" role="alert">
          {errors.form}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" startIcon={running ? <CircularProgress size={16} color="inherit" /> : <PlayArrow />} disabled={running}>
          {running ? 'Running…' : 'Run backtest'}
        </Button>
        <Typography variant="caption" color="textSecondary">
          Long only, whole shares, all cash in on each entry. Exchange charges, GST and stamp duty are not included.
        </Typography>
      </Box>
    </Paper>
  );
}
