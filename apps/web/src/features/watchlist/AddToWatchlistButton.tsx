import BookmarkAdded from '@mui/icons-material/BookmarkAdded';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import { INSTRUMENT_TYPES } from '@sanchay/core';
import { Link as RouterLink } from 'react-router';
import { useAuth, loginPathFor } from '../auth';
import { useAddToWatchList, useRemoveFromWatchList, useWatchList } from './api';

interface Props {
  companyId: string;
  symbol: string;
  exchange: string | null;
}

/** "Add to watchlist" on the company page; signed out it leads to sign-in and back. */
export function AddToWatchlistButton({ companyId, symbol, exchange }: Props) {
  const { isAuthenticated } = useAuth();
  const list = useWatchList(isAuthenticated);
  const add = useAddToWatchList();
  const remove = useRemoveFromWatchList();

  if (!isAuthenticated) {
    return (
      <Button
        component={RouterLink}
        to={loginPathFor(`/company/${encodeURIComponent(symbol)}`)}
        variant="outlined"
        startIcon={<BookmarkAddOutlined />}
      >
        Add to watchlist
      </Button>
    );
  }

  const item = list.data?.find((entry) => entry.company && (entry.company.id === companyId || entry.company.symbol === symbol));
  const busy = add.isPending || remove.isPending || list.isPending;
  if (item) {
    return (
      <Button
        variant="contained"
        color="success"
        startIcon={<BookmarkAdded />}
        disabled={busy}
        title="Remove from watchlist"
        onClick={() => remove.mutate({ companyId: item.company?.id ?? companyId, instrumentType: item.instrumentType ?? INSTRUMENT_TYPES.stock })}
      >
        In watchlist
      </Button>
    );
  }
  return (
    <Button
      variant="outlined"
      startIcon={<BookmarkAddOutlined />}
      disabled={busy}
      onClick={() => add.mutate({ symbol, exchange })}
      color={add.isError ? 'error' : 'primary'}
    >
      {add.isError ? 'Could not add, retry' : 'Add to watchlist'}
    </Button>
  );
}
