import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** A symbol (and optionally its name) linking to /company/:symbol. */
export function SymbolLink({ symbol, name }: { symbol: string; name?: string | null }) {
  return (
    <Link
      component={RouterLink}
      to={`/company/${encodeURIComponent(symbol)}`}
      underline="hover"
      onClick={(event) => event.stopPropagation()}
      sx={{ fontWeight: 600 }}
    >
      {name ? (
        <>
          {name}{' '}
          <Typography component="span" variant="caption" color="textSecondary" sx={{ fontFamily: 'monospace' }}>
            {symbol}
          </Typography>
        </>
      ) : (
        symbol
      )}
    </Link>
  );
}
