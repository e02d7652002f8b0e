import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DIPSIP_AMOUNT,
  DIPSIP_STATUS_CHIPS,
  DIPSIP_TEXT,
  DIPSIP_TRIGGER,
  type DipSipBoardEtf,
  type DipSipFieldErrors,
  type DipSipStatus,
  type EtfConfig,
  dipSipConfigErrors,
  formatINR,
  parseAmount,
  parseTrigger,
  readableUnderlying,
} from '@sanchay/core';
import { useEffect, useState } from 'react';
import type { DipSipEtf } from './api';
import { EtfQuoteLine } from './EtfQuoteLine';

interface Props {
  etf: DipSipEtf;
  config: EtfConfig;
  status: DipSipStatus;
  /** False for signed-out visitors and ETFs without an instrument token. */
  canSubscribe: boolean;
  onChange: (config: EtfConfig) => void;
  onBacktest: () => void;
  /** Latest price and day change (GET /api/dipsip/etfBoard), when the database has them. */
  quote?: Pick<DipSipBoardEtf, 'close' | 'changePct' | 'date' | 'name'>;
  /** The server's reasons for refusing this ETF's amount or trigger at the last save. */
  refusal?: DipSipFieldErrors;
}

/**
 * A number field that keeps what the person types while the config gets the parsed value (with the
 * spec's fallback). An emptied field says which value it stands for, and shows it once left; a value
 * the server would refuse puts the field in its error state with the reason under it.
 */
function NumberField({
  label,
  value,
  parse,
  fallback,
  error,
  disabled,
  bounds,
  testId,
  onValue,
}: {
  label: string;
  value: number;
  parse: (raw: string) => number;
  /** The spec's fallback for an empty field, as the person reads it ("₹1,000", "2%"). */
  fallback: string;
  error: string | undefined;
  disabled: boolean;
  bounds: { min: number; max?: number; step: number };
  testId: string;
  onValue: (value: number) => void;
}) {
  const [draft, setDraft] = useState(String(value));
  const [editing, setEditing] = useState(false);
  const [filledIn, setFilledIn] = useState(false);
  useEffect(() => {
    if (!editing) setDraft(String(value));
  }, [value, editing]);
  const empty = draft.trim() === '';
  const helper = error ?? (empty ? `Empty: ${fallback} will be used` : filledIn ? `Left empty: set to the default ${fallback}` : undefined);
  return (
    <TextField
      label={label}
      type="number"
      size="small"
      fullWidth
      disabled={disabled}
      value={draft}
      error={!disabled && error !== undefined}
      helperText={disabled ? undefined : helper}
      onFocus={() => setEditing(true)}
      onBlur={() => {
        setEditing(false);
        setFilledIn(empty);
        setDraft(String(value));
      }}
      onChange={(event) => {
        setFilledIn(false);
        setDraft(event.target.value);
        onValue(parse(event.target.value));
      }}
      slotProps={{
        htmlInput: { ...bounds, inputMode: 'decimal', 'data-testid': testId },
        formHelperText: { sx: { mx: 0 } },
      }}
    />
  );
}

/** One ETF: symbol, underlying, status chip, subscribe switch, amount and trigger (spec 001 sections 2.1 and 4.1). */
export function EtfCard({ etf, config, status, canSubscribe, onChange, onBacktest, quote, refusal }: Props) {
  const chip = status === 'unsubscribed' ? null : DIPSIP_STATUS_CHIPS[status];
  const fieldsDisabled = !config.subscribed || !canSubscribe;
  const errors = { ...refusal, ...dipSipConfigErrors(config) };
  return (
    <Card
      variant="outlined"
      data-testid={`etf-card-${etf.symbol}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25, p: { xs: 2, sm: 2.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
              {etf.symbol}
            </Typography>
            {quote?.name && (
              <Typography variant="body2" sx={{ wordBreak: 'break-word', lineHeight: 1.35 }} data-testid="etf-name">
                {quote.name}
              </Typography>
            )}
            <Typography variant="body2" color="textSecondary" sx={{ wordBreak: 'break-word' }} title={etf.underlying}>
              {readableUnderlying(etf.underlying, quote?.name)}
            </Typography>
          </Box>
          <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
            {chip && <Chip size="small" label={chip.label} color={chip.color} data-testid="etf-status" />}
            <FormControlLabel
              sx={{ mr: 0 }}
              labelPlacement="start"
              control={
                <Switch
                  checked={config.subscribed}
                  disabled={!canSubscribe}
                  onChange={(event) => onChange({ ...config, subscribed: event.target.checked })}
                  slotProps={{ input: { 'aria-label': `${DIPSIP_TEXT.subscribeLabel} ${etf.symbol}` } }}
                />
              }
              label={DIPSIP_TEXT.subscribeLabel}
            />
          </Stack>
        </Stack>
        <EtfQuoteLine quote={quote} trigger={errors.trigger ? null : config.trigger} />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <NumberField
            label={DIPSIP_TEXT.amountLabel}
            value={config.amount}
            parse={parseAmount}
            fallback={formatINR(DIPSIP_AMOUNT.default)}
            error={errors.amount}
            disabled={fieldsDisabled}
            bounds={{ min: DIPSIP_AMOUNT.min, step: DIPSIP_AMOUNT.step }}
            testId="etf-amount"
            onValue={(amount) => onChange({ ...config, amount })}
          />
          <NumberField
            label={DIPSIP_TEXT.triggerLabel}
            value={config.trigger}
            parse={parseTrigger}
            fallback={`${DIPSIP_TRIGGER.default}%`}
            error={errors.trigger}
            disabled={fieldsDisabled}
            bounds={{ min: DIPSIP_TRIGGER.min, max: DIPSIP_TRIGGER.max, step: DIPSIP_TRIGGER.step }}
            testId="etf-trigger"
            onValue={(trigger) => onChange({ ...config, trigger })}
          />
        </Stack>
        <Box sx={{ mt: 'auto' }}>
          <Button size="small" startIcon={<ShowChartOutlined />} onClick={onBacktest} disabled={errors.amount !== undefined || errors.trigger !== undefined}>
            {DIPSIP_TEXT.backtestButton}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
