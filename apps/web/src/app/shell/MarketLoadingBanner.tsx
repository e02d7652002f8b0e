import Box from '@mui/material/Box';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DATA_STATE_WORDS } from '@sanchay/core';
import { useEffect, useState } from 'react';
import { appConfigQueryKey } from '../../features/config';
import { shellDataState } from '../../lib/shellDataState';

const POLL_MS = 3000;

/** /readyz: 200 once the first start's market data is in, 503 "loading" meanwhile. */
async function marketReady(signal: AbortSignal): Promise<boolean> {
  const response = await fetch('/readyz', { signal, cache: 'no-store' });
  return response.ok;
}

/**
 * A line under the top bar while the first start is still loading the market data (the page the server sent
 * says so): it asks /readyz every few seconds and, once the data is in, goes and has every screen read again.
 */
export function MarketLoadingBanner() {
  const [loading] = useState(() => shellDataState().loading);
  const client = useQueryClient();
  const ready = useQuery({
    queryKey: ['readyz'],
    queryFn: ({ signal }) => marketReady(signal),
    enabled: loading,
    refetchInterval: (query) => (query.state.data ? false : POLL_MS),
    retry: false,
  });
  const done = ready.data === true;
  useEffect(() => {
    if (!done) return;
    document.documentElement.removeAttribute('data-loading');
    void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'readyz' });
    void client.invalidateQueries({ queryKey: appConfigQueryKey });
  }, [done, client]);
  if (!loading || done) return null;
  return (
    <Box
      role="status"
      data-testid="market-loading-banner"
      sx={(theme) => ({
        px: 2,
        py: 1,
        typography: 'body2',
        textAlign: 'center',
        // The shell's --boot-info-* colours (index.html), so the line does not change as the app takes over.
        bgcolor: theme.palette.mode === 'dark' ? '#071318' : '#e5f6fd',
        color: theme.palette.mode === 'dark' ? '#b8e7fb' : '#014361',
      })}
    >
      {DATA_STATE_WORDS.loadingBanner}
    </Box>
  );
}
