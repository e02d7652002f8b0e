import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Button from '@mui/material/Button';
import { ALERT_MESSAGES, formatINR, suggestedBelowLevel } from '@sanchay/core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { loginPathFor, useAuth } from '../auth';
import { useCreateAlert } from './api';
import { SavedAlertSnackbar } from './SavedAlertSnackbar';

interface Props {
  symbol: string;
  /** The latest price; the alert's level is 5% under it. */
  price: number | null | undefined;
  /** Where sign-in returns to. */
  returnTo: string;
  size?: 'small' | 'medium';
}

/** One tap: "Alert me below ₹…" (5% under the price) saves a price alert; signed out it leads to sign-in. */
export function AlertMeButton({ symbol, price, returnTo, size = 'medium' }: Props) {
  const { isAuthenticated } = useAuth();
  const create = useCreateAlert();
  const [saved, setSaved] = useState<string | null>(null);
  if (!price || !(price > 0)) return null;
  const level = suggestedBelowLevel(price);
  const label = `Alert me below ${formatINR(level, { maxDecimals: 2 })}`;
  if (!isAuthenticated) {
    return (
      <Button component={RouterLink} to={loginPathFor(returnTo)} size={size} startIcon={<NotificationsActiveOutlined />}>
        {label}
      </Button>
    );
  }
  return (
    <>
      <Button
        size={size}
        startIcon={<NotificationsActiveOutlined />}
        disabled={create.isPending}
        color={create.isError ? 'error' : 'primary'}
        onClick={() =>
          create.mutate(
            { symbol, kind: 'price_below', level },
            { onSuccess: () => setSaved(`${ALERT_MESSAGES.created}: ${symbol} below ${formatINR(level, { maxDecimals: 2 })}`) },
          )
        }
        title={create.isError ? create.error.message : undefined}
      >
        {create.isError ? 'Could not save, retry' : label}
      </Button>
      <SavedAlertSnackbar message={saved} onClose={() => setSaved(null)} />
    </>
  );
}
