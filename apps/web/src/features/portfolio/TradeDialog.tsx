import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { portfolioTradeInput, type PortfolioTrade } from '@sanchay/core';
import { useState } from 'react';
import { useSaveTrade } from './api';

interface Props {
  /** The trade to edit; null to add one. */
  trade: PortfolioTrade | null;
  onClose: (message?: string) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Add or edit one trade by hand; the core schema names each bad field under it. */
export function TradeDialog({ trade, onClose }: Props) {
  const [form, setForm] = useState({
    isin: trade?.isin ?? '',
    date: trade?.date ?? today(),
    side: trade?.side ?? 'buy',
    quantity: trade ? String(trade.quantity) : '',
    price: trade ? String(trade.price) : '',
    charges: trade ? String(trade.charges) : '0',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTrade();
  const set = (field: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [field]: e.target.value });

  function submit() {
    const parsed = portfolioTradeInput.safeParse({ ...form, quantity: Number(form.quantity || NaN), price: Number(form.price || NaN), charges: Number(form.charges || 0) });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate({ id: trade?.id ?? null, input: parsed.data }, { onSuccess: () => onClose(trade ? 'Trade saved.' : 'Trade added.') });
  }

  const field = (name: keyof typeof form, label: string, extra: object = {}) => (
    <TextField label={label} size="small" value={form[name]} onChange={set(name)} error={Boolean(errors[name])} helperText={errors[name] ?? ' '} fullWidth {...extra} />
  );
  return (
    <Dialog open onClose={() => onClose()} fullWidth maxWidth="xs" aria-labelledby="portfolio-trade-title">
      <DialogTitle id="portfolio-trade-title">{trade ? 'Edit trade' : 'Add a trade'}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, pt: '8px !important' }}>
        {field('isin', 'ISIN', { placeholder: 'INE009A01021' })}
        {field('date', 'Date', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
        {field('side', 'Buy or sell', { select: true, children: [<MenuItem key="buy" value="buy">Buy</MenuItem>, <MenuItem key="sell" value="sell">Sell</MenuItem>] })}
        {field('quantity', 'Quantity', { inputMode: 'decimal' })}
        {field('price', 'Price per share or unit (₹)', { inputMode: 'decimal' })}
        {field('charges', 'Charges (₹): brokerage, STT, stamp duty', { inputMode: 'decimal' })}
        {save.error && <Alert severity="error">{save.error instanceof Error ? save.error.message : 'Could not save the trade.'}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {trade ? 'Save' : 'Add'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
