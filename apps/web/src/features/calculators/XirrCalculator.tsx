import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatINR, formatPercentChange, xirrCalculation } from '@sanchay/core';
import { useMemo, useState } from 'react';
import { DayField } from '../../components/DayField';
import { ResultSummary } from './ResultSummary';

interface FlowRow {
  id: number;
  date: string;
  amount: string;
}

let nextId = 1;
const row = (date: string, amount: string): FlowRow => ({ id: nextId++, date, amount });

/** Three half-yearly investments and today's value. */
const EXAMPLE = [row('2023-01-02', '-50000'), row('2023-07-03', '-50000'), row('2024-01-01', '-50000'), row('2025-01-01', '185000')];

const parseAmount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replaceAll(',', '')));

export function XirrCalculator() {
  const [rows, setRows] = useState<FlowRow[]>(EXAMPLE);
  const outcome = useMemo(() => xirrCalculation(rows.map((r) => ({ date: r.date, amount: parseAmount(r.amount) }))), [rows]);
  const update = (id: number, patch: Partial<FlowRow>) => setRows((list) => list.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        Enter money invested as negative amounts and money received (or today&apos;s value) as positive amounts. XIRR
        follows Excel: days / 365, solved by Newton&apos;s method with a bisection fallback.
      </Typography>
      <Stack spacing={1.5} component="ol" sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Cash flows">
        {rows.map((flow, index) => {
          const amount = parseAmount(flow.amount);
          const amountError = flow.amount.trim() !== '' && !Number.isFinite(amount) ? 'Amount must be a number' : null;
          return (
            <Stack key={flow.id} component="li" direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'flex-start' }}>
              <DayField
                label={`Date ${index + 1}`}
                value={flow.date}
                onChange={(day) => update(flow.id, { date: day })}
                size="small"
                sx={{ flex: '1.2 1 0', minWidth: 0, '& input': { px: 1 } }}
              />
              <TextField
                label={`Amount ${index + 1}`}
                value={flow.amount}
                onChange={(event) => update(flow.id, { amount: event.target.value })}
                error={amountError !== null}
                helperText={amountError ?? (Number.isFinite(amount) && amount !== 0 ? (amount < 0 ? 'Invested' : 'Received') : ' ')}
                size="small"
                sx={{ flex: 1, minWidth: 0 }}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                }}
              />
              <IconButton
                aria-label={`Remove cash flow ${index + 1}`}
                sx={{ px: { xs: 0.5, sm: 1 } }}
                onClick={() => setRows((list) => list.filter((r) => r.id !== flow.id))}
                disabled={rows.length <= 2}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Button startIcon={<AddIcon />} onClick={() => setRows((list) => [...list, row('', '')])} sx={{ mt: 1 }}>
        Add cash flow
      </Button>
      {outcome.ok ? (
        <ResultSummary
          items={[
            { label: 'Total invested', value: formatINR(outcome.invested) },
            { label: 'Total received', value: formatINR(outcome.received) },
            { label: 'Gain', value: formatINR(outcome.gain) },
            { label: 'XIRR', value: formatPercentChange(outcome.ratePct), emphasis: true },
          ]}
        />
      ) : (
        <Alert severity="info" sx={{ my: 2 }} role="status">
          {outcome.message}
        </Alert>
      )}
    </>
  );
}
