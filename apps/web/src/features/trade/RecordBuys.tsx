import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatINR, type PortfolioImportResult } from '@sanchay/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { postJson } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { loginPathFor, useAuth } from '../auth';
import { basketAsTradesCsv, forgetHandedBasket, handedBasket } from './handedBasket';

/**
 * After Kite says the basket was sent: the orders handed over, offered as buys for the portfolio in one tap
 * (at their limit prices, dated the day they were handed over; a fill at another price is edited there).
 */
export function RecordBuys() {
  const { isAuthenticated } = useAuth();
  const [basket] = useState(() => handedBasket());
  const client = useQueryClient();
  const record = useMutation({
    mutationFn: () => postJson<PortfolioImportResult>('/api/portfolio/import', { content: basketAsTradesCsv(basket!) }),
    onSuccess: () => {
      forgetHandedBasket();
      void client.invalidateQueries({ queryKey: ['portfolio'] });
    },
  });
  if (!basket) return null;
  const count = basket.orders.length;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="record-buys">
      <Typography sx={{ fontWeight: 700 }}>Record these buys in your portfolio?</Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
        The basket handed to Kite on {formatDate(basket.date)}, at its limit prices. If an order filled at another price, or did not fill, edit it on the
        portfolio page.
      </Typography>
      <Stack component="ul" sx={{ pl: 2.5, my: 1 }}>
        {basket.orders.map((o) => (
          <li key={o.tradingsymbol}>
            <Typography variant="body2">
              {o.tradingsymbol}: {o.quantity} at {formatINR(o.price, { decimals: 2 })}
            </Typography>
          </li>
        ))}
      </Stack>
      {record.isSuccess ? (
        <Alert severity="success">
          {record.data.added > 0 ? `Added ${record.data.added} ${record.data.added === 1 ? 'trade' : 'trades'}` : 'These buys were already recorded'}.{' '}
          <Link component={RouterLink} to="/portfolio">
            Open the portfolio
          </Link>
        </Alert>
      ) : isAuthenticated ? (
        <Button variant="contained" onClick={() => record.mutate()} disabled={record.isPending}>
          {`Add ${count} ${count === 1 ? 'buy' : 'buys'} to portfolio`}
        </Button>
      ) : (
        <Typography variant="body2">
          <Link component={RouterLink} to={loginPathFor('/portfolio')}>
            Sign in
          </Link>{' '}
          to keep a portfolio.
        </Typography>
      )}
      {record.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {record.error instanceof Error ? record.error.message : 'The buys could not be recorded.'}
        </Alert>
      )}
    </Paper>
  );
}
