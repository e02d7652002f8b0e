import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { kiteBasketFields, TRADE_TEXT, type OrderToSend } from '@sanchay/core';
import { rememberHandedBasket } from './handedBasket';
import type { KiteSettings } from './kiteSettings';

interface KiteBasketFormProps {
  settings: KiteSettings | null;
  orders: readonly OrderToSend[];
}

/**
 * Kite's offsite basket (anchors 3(b)): a real form that POSTs api_key and data to the basket address.
 * Only the user's click on the button submits it; the page never submits it by itself.
 */
export function KiteBasketForm({ settings, orders }: KiteBasketFormProps) {
  const apiKey = settings?.apiKey ?? null;
  // Without a Kite API key the page's notice says so once; there is no button that cannot work.
  if (settings && !apiKey) return null;
  const fields = apiKey ? kiteBasketFields(apiKey, orders) : null;
  return (
    <Box component="form" method="post" action={settings?.basketUrl} target="_self" data-testid="kite-basket-form" onSubmit={() => rememberHandedBasket(orders)}>
      {fields && (
        <>
          <input type="hidden" name="api_key" value={fields.api_key} />
          <input type="hidden" name="data" value={fields.data} />
        </>
      )}
      <Button
        type="submit"
        variant="contained"
        color="success"
        size="large"
        disabled={!fields || orders.length === 0}
        fullWidth
        sx={{ maxWidth: { sm: 320 } }}
      >
        {TRADE_TEXT.kiteButton}
      </Button>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
        {TRADE_TEXT.kiteHint}
      </Typography>
    </Box>
  );
}
