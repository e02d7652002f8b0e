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
  /** In a table's row: reads "Below ₹…" (its name, and its tooltip, stay "Alert me below ₹…"). */
  compact?: boolean;
}

/** One tap: "Alert me below ₹…" (5% under the price) saves a price alert; signed out it leads to sign-in. */
export function AlertMeButton({ symbol, price, returnTo, size = 'medium', compact = false }: Props) {
  const { isAuthenticated } = useAuth();
  const create = useCreateAlert();
  const [saved, setSaved] = useState<string | null>(null);
  if (!price || !(price > 0)) return null;
  const level = suggestedBelowLevel(price);
  const label = `Alert me below ${formatINR(level, { maxDecimals: 2 })}`;
  const shown = compact ? `Below ${formatINR(level, { maxDecimals: 2 })}` : label;
  const named = compact ? { 'aria-label': label } : {};
  if (!isAuthenticated) {
    return (
      <Button component={RouterLink} to={loginPathFor(returnTo)} size={size} startIcon={<NotificationsActiveOutlined />} title={compact ? label : undefined} {...named}>
        {shown}
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
        title={create.isError ? create.error.message : compact ? label : undefined}
        {...(create.isError ? {} : named)}
      >
        {create.isError ? 'Could not save, retry' : shown}
      </Button>
      <SavedAlertSnackbar message={saved} onClose={() => setSaved(null)} />
    </>
  );
}
