import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import type { PortfolioTrade } from '@sanchay/core';
import { useMemo } from 'react';
import { type Column, DataTable } from '../../components/data-table';
import { formatDate } from '../../lib/format';
import { rupees } from './figures';

interface Props {
  trades: readonly PortfolioTrade[];
  loading: boolean;
  onEdit: (trade: PortfolioTrade) => void;
  onDelete: (trade: PortfolioTrade) => void;
}

const SOURCE = { zerodha_tradebook: 'Zerodha tradebook', zerodha_holdings: 'Zerodha holdings', generic: 'CSV', manual: 'By hand' } as Record<string, string>;

/** Every recorded trade, newest first, each editable and deletable. */
export function TradesTable({ trades, loading, onEdit, onDelete }: Props) {
  const columns = useMemo<Column<PortfolioTrade>[]>(
    () => [
      { id: 'date', header: 'Date', value: (t) => t.date, render: (t) => formatDate(t.date) },
      { id: 'name', header: 'Security', wrap: true, value: (t) => t.name, csv: (t) => `${t.name} (${t.isin})`, minWidth: 130 },
      { id: 'side', header: 'Side', value: (t) => t.side },
      { id: 'quantity', header: 'Qty', numeric: true, value: (t) => t.quantity },
      { id: 'price', header: 'Price', numeric: true, value: (t) => t.price, render: (t) => rupees(t.price, 2) },
      { id: 'charges', header: 'Charges', numeric: true, priority: 'low', value: (t) => t.charges, render: (t) => rupees(t.charges, 2) },
      { id: 'source', header: 'From', priority: 'low', value: (t) => SOURCE[t.source] ?? t.source },
      {
        id: 'actions',
        header: '',
        sortable: false,
        exportable: false,
        value: () => null,
        render: (t) => (
          <>
            <IconButton size="small" aria-label={`Edit the ${t.side} of ${t.name} on ${t.date}`} onClick={() => onEdit(t)}>
              <EditOutlined fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={`Delete the ${t.side} of ${t.name} on ${t.date}`} onClick={() => onDelete(t)}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </>
        ),
      },
    ],
    [onEdit, onDelete],
  );
  return <DataTable title="Trades" testId="portfolio-trades" rows={trades} columns={columns} rowKey={(t) => t.id} loading={loading} initialSort={null} dense pageSize={25} emptyText="No trades recorded." />;
}
