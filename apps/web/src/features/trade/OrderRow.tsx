import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatINR,
  orderAmount,
  parsePrice,
  parseQuantity,
  TRADE_LIMITS,
  TRADE_TEXT,
  type BasketItem,
  type Quote,
} from '@sanchay/core';
import { formatDate } from '../../lib/format';

export interface EditableOrder {
  item: BasketItem;
  /** The Target Price and Quantity fields as typed. */
  price: string;
  quantity: string;
}

interface OrderRowProps {
  index: number;
  order: EditableOrder;
  /** The latest close in the database, when it knows the symbol. */
  quote?: Quote | null;
  onChange: (change: { price?: string; quantity?: string }) => void;
}

/**
 * One basket order: name, the current price from the database (with the link's price as "price in alert"
 * when it differs or the database does not know the symbol), editable Target Price and Quantity, Total Amount. */
export function OrderRow({ index, order, quote = null, onChange }: OrderRowProps) {
  const price = parsePrice(order.price);
  const quantity = parseQuantity(order.quantity);
  const amount = price.ok && quantity.ok ? formatINR(orderAmount(price.value, quantity.value)) : '-';
  const id = `trade-order-${index}`;
  return (
    <Box data-testid={id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600, wordBreak: 'break-word' }}
          data-testid="trade-order-name"
        >
          {order.item.name}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {quote && (
            <Chip
              size="small"
              color="info"
              variant="outlined"
              label={`${TRADE_TEXT.currentPrice} ${formatINR(quote.close, { decimals: 2 })} · ${formatDate(quote.date)}`}
              title={`Last close in the database, ${formatDate(quote.date)}`}
              data-testid="trade-current-price"
            />
          )}
          {(!quote || Math.abs(quote.close - order.item.reportedPrice) >= 0.005) && (
            <Chip
              size="small"
              variant="outlined"
              label={`${TRADE_TEXT.priceInAlert} ${formatINR(order.item.reportedPrice, { decimals: 2 })}`}
              data-testid="trade-alert-price"
            />
          )}
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          id={`${id}-price`}
          label={TRADE_TEXT.targetPrice}
          type="number"
          size="small"
          value={order.price}
          onChange={(event) => onChange({ price: event.target.value })}
          error={!price.ok}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            htmlInput: { min: TRADE_LIMITS.priceStep, step: TRADE_LIMITS.priceStep, inputMode: 'decimal' },
          }}
          sx={{ flex: 1 }}
        />
        <TextField
          id={`${id}-quantity`}
          label={TRADE_TEXT.quantity}
          type="number"
          size="small"
          value={order.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
          error={!quantity.ok}
          slotProps={{ htmlInput: { min: 1, max: TRADE_LIMITS.maxQuantity, step: 1, inputMode: 'numeric' } }}
          sx={{ flex: 1 }}
        />
        <Box sx={{ flex: 1, textAlign: { xs: 'left', sm: 'right' } }}>
          <Typography variant="caption" color="textSecondary" component="p">
            {TRADE_TEXT.totalAmount}
          </Typography>
          <Typography variant="h6" component="p" data-testid="trade-order-amount">
            {amount}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
