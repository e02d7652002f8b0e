import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import {
  KITE_DEFAULT_BASKET_URL,
  kiteReturnStatus,
  parseBasketQuery,
  TRADE_QUERY_KEYS,
  TRADE_TEXT,
  type KiteReturnStatus,
} from '@sanchay/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { useAppConfig } from '../config';
import { useQuotes } from '../quotes';
import { FeatureCards } from './FeatureCards';
import { kiteSettings, type KiteSettings } from './kiteSettings';
import { RecordBuys } from './RecordBuys';
import { TradeBasket } from './TradeBasket';

function KiteReturn({ status }: { status: KiteReturnStatus }) {
  return status === 'success' ? (
    <Alert severity="success" data-testid="kite-return">
      <AlertTitle>{TRADE_TEXT.returnSuccess}</AlertTitle>
      {TRADE_TEXT.returnSuccessDetail}
    </Alert>
  ) : (
    <Alert severity="info" data-testid="kite-return">
      {TRADE_TEXT.returnCancelled}
    </Alert>
  );
}

/** The trade screen (spec 000 sections 2-5): review a basket from the query string and hand it to Zerodha Kite. */
export default function TradePage() {
  const [params] = useSearchParams();
  const status = kiteReturnStatus(params.get('status'));
  const basket = useMemo(() => parseBasketQuery(params), [params]);
  // A new basket in the address starts the page over (fresh edits and state).
  const basketKey = TRADE_QUERY_KEYS.map((key) => params.getAll(key).join('\u0000')).join('\u0001');
  const config = useAppConfig();
  const symbols = basket.kind === 'ok' ? basket.items.map((item) => item.tradingsymbol) : [];
  // The current price comes from the database, never from the link (which only says what the alert saw).
  const quotes = useQuotes(symbols, 'IN');
  const settings: KiteSettings | null = config.data
    ? kiteSettings(config.data)
    : config.isError
      ? { apiKey: null, basketUrl: KITE_DEFAULT_BASKET_URL }
      : null;

  return (
    <Page title={TRADE_TEXT.title} subtitle={TRADE_TEXT.subtitle}>
      <Stack spacing={2.5}>
        {status && <KiteReturn status={status} />}
        {status === 'success' && <RecordBuys />}
        {settings && !settings.apiKey ? (
          // One honest message: this server cannot hand orders to Kite, so the spec's notice would mislead.
          <Alert severity="warning" variant="outlined" data-testid="trade-notice">
            <span data-testid="kite-not-configured">{TRADE_TEXT.kiteNotConfigured}</span>
          </Alert>
        ) : (
          <Alert severity="info" variant="outlined" data-testid="trade-notice">
            {TRADE_TEXT.notice}
          </Alert>
        )}
        {basket.kind === 'refused' && (
          <Alert severity="error" data-testid="trade-refused">
            <AlertTitle>{TRADE_TEXT.refused}</AlertTitle>
            {basket.message}
          </Alert>
        )}
        {basket.kind === 'empty' && !status && (
          <Alert severity="info" data-testid="trade-empty">
            {TRADE_TEXT.emptyBasket}
          </Alert>
        )}
        {basket.kind === 'ok' && (
          <TradeBasket key={basketKey} items={basket.items} settings={settings} quotes={quotes.data ?? []} />
        )}
      </Stack>
      <FeatureCards />
    </Page>
  );
}
