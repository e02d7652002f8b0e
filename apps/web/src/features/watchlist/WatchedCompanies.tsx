import { AlertMeButton } from '../alerts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ChangeText, DataTable, type Column } from '../../components/data-table';
import { formatDate, formatLevel, formatPrice, formatRatio, formatScaled, formatValuedAt, moneyUnit } from '../../lib/format';
import { SymbolLink } from '../../components/SymbolLink';
import type { WatchListItem } from './api';

/** The latest price of a watched company: from /api/quotes (with the 52-week range) or the watch list's own quote. */
export interface RowQuote {
  date: string;
  close: number;
  change: number | null;
  changePct: number | null;
  high52w: number | null;
  low52w: number | null;
}

export interface WatchedRow {
  item: WatchListItem;
  symbol: string;
  name: string;
  quote: RowQuote | null;
}

interface Props {
  rows: readonly WatchedRow[];
  loading: boolean;
  onRemove: (item: WatchListItem) => void;
  removing: boolean;
}

const money = moneyUnit('INR');
/** The valuation of an Indian listing (the column is in ₹ Cr; other markets' figures are not shown in it). */
const valuationOf = (r: WatchedRow) => (r.item.company?.country === 'IN' ? (r.item.company.valuation ?? null) : null);

/** The watched companies with their latest quotes, and market cap and P/E with the date they are true at. */
export function WatchedCompanies({ rows, loading, onRemove, removing }: Props) {
  const columns = useMemo<Column<WatchedRow>[]>(
    () => [
      {
        id: 'symbol',
        header: 'Symbol',
        sticky: true,
        value: (r) => r.symbol,
        // On a phone the name is under the symbol (its own column waits behind "All columns"), so the price and the
        // day's change fit beside them.
        render: (r) => (
          <>
            <SymbolLink symbol={r.symbol} />
            <Typography variant="caption" color="textSecondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
              {r.name}
            </Typography>
          </>
        ),
      },
      { id: 'name', header: 'Name', priority: 'low', value: (r) => r.name, minWidth: 150, wrap: true },
      { id: 'close', header: 'Price', numeric: true, value: (r) => r.quote?.close, render: (r) => formatPrice(r.quote?.close) },
      {
        id: 'change',
        // Below 1536 px the change in rupees, the valuation's date, the 52-week low and the date (the table's "As of"
        // above) wait behind "All columns", so the rest fits a laptop's width with the menu open.
        priority: 'secondary',
        header: 'Change',
        numeric: true,
        value: (r) => r.quote?.change,
        render: (r) => <ChangeText value={r.quote?.change} format={(v) => `${v > 0 ? '+' : ''}${formatLevel(v)}`} />,
      },
      { id: 'changePct', header: 'Change %', numeric: true, value: (r) => r.quote?.changePct, render: (r) => <ChangeText value={r.quote?.changePct} /> },
      {
        id: 'marketCap',
        priority: 'low',
        header: `Market cap (${money.label})`,
        numeric: true,
        value: (r) => {
          const cap = valuationOf(r)?.marketCap;
          return cap == null ? null : Math.round(cap / money.divisor);
        },
        render: (r) => formatScaled(valuationOf(r)?.marketCap ?? null, money),
      },
      { id: 'pe', priority: 'low', header: 'P/E', numeric: true, value: (r) => valuationOf(r)?.pe, render: (r) => formatRatio(valuationOf(r)?.pe ?? null) },
      {
        id: 'valuedAt',
        priority: 'secondary',
        header: 'Valued at',
        wrap: true,
        headerTitle: "Market cap and P/E: at this close, or at the fundamentals' own date and price",
        value: (r) => valuationOf(r)?.asOf,
        render: (r) => formatValuedAt(valuationOf(r)?.asOf, valuationOf(r)?.basis as 'at-price' | 'own-date' | undefined),
      },
      { id: 'high52w', header: '52w high', numeric: true, value: (r) => r.quote?.high52w, render: (r) => formatLevel(r.quote?.high52w) },
      { id: 'low52w', priority: 'secondary', header: '52w low', numeric: true, value: (r) => r.quote?.low52w, render: (r) => formatLevel(r.quote?.low52w) },
      {
        id: 'fromHigh',
        header: 'From 52w high',
        shortHeader: 'From high',
        numeric: true,
        headerTitle: 'How far below its 52-week high the price is',
        value: (r) => (r.quote?.high52w ? ((r.quote.close - r.quote.high52w) / r.quote.high52w) * 100 : null),
        render: (r) => <ChangeText value={r.quote?.high52w ? ((r.quote.close - r.quote.high52w) / r.quote.high52w) * 100 : null} />,
      },
      { id: 'date', priority: 'secondary', header: 'Date', value: (r) => r.quote?.date, render: (r) => formatDate(r.quote?.date) },
      {
        id: 'alert',
        header: '',
        sortable: false,
        exportable: false,
        value: () => null,
        render: (r) => (r.item.company?.country === 'IN' ? <AlertMeButton symbol={r.symbol} price={r.quote?.close} returnTo="/watchlist" size="small" compact /> : null),
      },
      {
        id: 'remove',
        header: '',
        sortable: false,
        exportable: false,
        value: () => null,
        render: (r) => (
          <IconButton size="small" aria-label={`Remove ${r.symbol} from watchlist`} disabled={removing} onClick={() => onRemove(r.item)}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        ),
      },
    ],
    [onRemove, removing],
  );
  return (
    <DataTable
      title="Watchlist"
      testId="watchlist-table"
      rows={rows}
      columns={columns}
      rowKey={(r) => r.item.id}
      loading={loading}
      initialSort={null}
      toolbar={
        <Typography variant="body2" color="textSecondary">
          {rows.length} {rows.length === 1 ? 'company' : 'companies'}
        </Typography>
      }
      emptyText="Nothing watched yet. Add a company above."
    />
  );
}
