import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import type { Quote } from '@sanchay/core';
import type { ReactNode } from 'react';
import { ChangeText, DataTable, type Column } from '../../components/data-table';
import { formatCount, formatDate, formatLevel, formatPrice } from '../../lib/format';
import { SymbolLink } from '../../components/SymbolLink';

function range(low: number | null, high: number | null): string {
  return low === null || high === null ? '—' : `${formatLevel(low)} – ${formatLevel(high)}`;
}

export function quoteColumns(onRemove?: (symbol: string) => void): Column<Quote>[] {
  const columns: Column<Quote>[] = [
    { id: 'symbol', header: 'Symbol', sticky: true, value: (q) => q.symbol, render: (q) => <SymbolLink symbol={q.symbol} /> },
    { id: 'name', priority: 'low', header: 'Name', value: (q) => q.name, minWidth: 160 },
    { id: 'close', header: 'Price', numeric: true, value: (q) => q.close, render: (q) => formatPrice(q.close) },
    { id: 'change', priority: 'low', header: 'Change', numeric: true, value: (q) => q.change, render: (q) => <ChangeText value={q.change} format={(v) => `${v > 0 ? '+' : ''}${formatLevel(v)}`} /> },
    { id: 'changePct', header: 'Change %', numeric: true, value: (q) => q.changePct, render: (q) => <ChangeText value={q.changePct} /> },
    { id: 'dayLow', priority: 'low', header: 'Day low', numeric: true, value: (q) => q.low, render: (q) => formatLevel(q.low) },
    { id: 'dayHigh', priority: 'low', header: 'Day high', numeric: true, value: (q) => q.high, render: (q) => formatLevel(q.high) },
    { id: 'range52w', priority: 'low', header: '52-week range', value: (q) => q.low52w, csv: (q) => range(q.low52w, q.high52w), render: (q) => range(q.low52w, q.high52w), sortable: false },
    { id: 'volume', priority: 'low', header: 'Volume', numeric: true, value: (q) => q.volume, render: (q) => formatCount(q.volume) },
    { id: 'date', priority: 'low', header: 'Date', value: (q) => q.date, render: (q) => formatDate(q.date) },
  ];
  if (onRemove) {
    columns.push({
      id: 'remove',
      header: '',
      sortable: false,
      exportable: false,
      value: () => null,
      render: (q) => (
        <IconButton size="small" aria-label={`Remove ${q.symbol}`} onClick={() => onRemove(q.symbol)}>
          <Close fontSize="small" />
        </IconButton>
      ),
    });
  }
  return columns;
}

export function QuotesTable({ quotes, onRemove, title, toolbar }: { quotes: readonly Quote[]; onRemove?: (symbol: string) => void; title: string; toolbar?: ReactNode }) {
  return <DataTable title={title} rows={quotes} columns={quoteColumns(onRemove)} rowKey={(q) => `${q.exchange}:${q.symbol}`} toolbar={toolbar} />;
}
