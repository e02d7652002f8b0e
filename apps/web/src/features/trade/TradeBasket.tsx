import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatINR,
  orderCountLabel,
  parsePrice,
  parseQuantity,
  totalInvestment,
  TRADE_TEXT,
  type BasketItem,
  type OrderToSend,
  type Quote,
} from '@sanchay/core';
import { useState } from 'react';
import { KiteBasketForm } from './KiteBasketForm';
import type { KiteSettings } from './kiteSettings';
import { OrderRow, type EditableOrder } from './OrderRow';

interface TradeBasketProps {
  items: readonly BasketItem[];
  /** null while /api/config loads. */
  settings: KiteSettings | null;
  /** Latest closes from the database for the basket's symbols (those it knows). */
  quotes?: readonly Quote[];
}

type Checked = { ok: true; orders: OrderToSend[] } | { ok: false; errors: string[] };

function check(orders: readonly EditableOrder[]): Checked {
  const errors: string[] = [];
  const valid: OrderToSend[] = [];
  orders.forEach((order, index) => {
    const price = parsePrice(order.price);
    const quantity = parseQuantity(order.quantity);
    const where = `Order ${index + 1} (${order.item.name})`;
    if (!price.ok) errors.push(`${where}: ${TRADE_TEXT.targetPrice} ${price.reason}.`);
    if (!quantity.ok) errors.push(`${where}: ${TRADE_TEXT.quantity} ${quantity.reason}.`);
    if (price.ok && quantity.ok)
      valid.push({ tradingsymbol: order.item.tradingsymbol, price: price.value, quantity: quantity.value });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, orders: valid };
}

/**
 * The Order Details card and its state machine (spec 000 section 4): a basket arrives ready to send
 * (showConfirm false, showKiteBtn true); an edit hides the broker button and shows Confirm Orders;
 * confirming checks the edited values and shows the broker button again with them.
 */
export function TradeBasket({ items, settings, quotes = [] }: TradeBasketProps) {
  const [orders, setOrders] = useState<EditableOrder[]>(() =>
    items.map((item) => ({ item, price: String(item.price), quantity: String(item.quantity) })),
  );
  const [confirmed, setConfirmed] = useState<OrderToSend[]>(() =>
    items.map((item) => ({ tradingsymbol: item.tradingsymbol, price: item.price, quantity: item.quantity })),
  );
  const [showConfirm, setShowConfirm] = useState(false);
  const [showKiteBtn, setShowKiteBtn] = useState(true);
  const [errors, setErrors] = useState<string[]>([]);

  const current = check(orders);
  const total = current.ok ? formatINR(totalInvestment(current.orders)) : '-';

  function edit(index: number, change: { price?: string; quantity?: string }) {
    setOrders((list) => list.map((order, i) => (i === index ? { ...order, ...change } : order)));
    setShowConfirm(true);
    setShowKiteBtn(false);
    setErrors([]);
  }

  function confirm() {
    const result = check(orders);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    setConfirmed(result.orders);
    setShowConfirm(false);
    setShowKiteBtn(true);
  }

  return (
    <Card data-testid="trade-order-details">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography component="h2" variant="h6">
            {TRADE_TEXT.orderDetails}
          </Typography>
          <Chip size="small" color="primary" label={orderCountLabel(orders.length)} data-testid="trade-order-count" />
        </Stack>
        <Stack spacing={2}>
          {orders.map((order, index) => (
            <OrderRow
              key={index}
              index={index}
              order={order}
              quote={quotes.find((q) => q.symbol === order.item.tradingsymbol) ?? null}
              onChange={(change) => edit(index, change)}
            />
          ))}
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {TRADE_TEXT.totalInvestment}
          </Typography>
          <Typography variant="h5" component="p" data-testid="trade-total">
            {total}
          </Typography>
        </Stack>
        {errors.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="trade-confirm-errors">
            {errors.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        )}
        <Box>
          {showConfirm && (
            <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
              <Typography variant="body2" color="textSecondary">
                {TRADE_TEXT.editHint}
              </Typography>
              <Button variant="contained" size="large" onClick={confirm} sx={{ maxWidth: { sm: 320 } }}>
                {TRADE_TEXT.confirm}
              </Button>
            </Stack>
          )}
          {showKiteBtn && <KiteBasketForm settings={settings} orders={confirmed} />}
        </Box>
      </CardContent>
    </Card>
  );
}
