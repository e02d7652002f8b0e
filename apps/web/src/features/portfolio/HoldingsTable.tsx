import type { PortfolioHolding } from '@sanchay/core';
import { useMemo } from 'react';
import { ChangeText, type Column, DataTable } from '../../components/data-table';
import { formatDate } from '../../lib/format';
import { ratePct, rupees } from './figures';

const CLASS_LABEL = { equity: 'Stock', equity_fund: 'Equity fund', debt_fund: 'Debt fund', other: 'Other' } as const;

/** One row per ISIN: FIFO quantity and average cost, value at the latest close or NAV with its date, P&L, XIRR. */
export function HoldingsTable({ holdings }: { holdings: readonly PortfolioHolding[] }) {
  const columns = useMemo<Column<PortfolioHolding>[]>(
    () => [
      { id: 'name', header: 'Holding', sticky: true, wrap: true, value: (h) => h.name, csv: (h) => `${h.name} (${h.isin})`, minWidth: 140 },
      { id: 'class', header: 'Class', priority: 'low', value: (h) => CLASS_LABEL[h.assetClass] },
      { id: 'quantity', header: 'Qty', numeric: true, value: (h) => h.quantity },
      { id: 'avg', header: 'Avg cost', numeric: true, priority: 'low', value: (h) => h.averageCost, render: (h) => rupees(h.averageCost, 2) },
      { id: 'price', header: 'Price', numeric: true, priority: 'low', value: (h) => h.price, render: (h) => (h.price === null ? 'No price' : rupees(h.price, 2)) },
      { id: 'priceDate', header: 'Price of', priority: 'low', value: (h) => h.priceDate, render: (h) => (h.priceDate ? formatDate(h.priceDate) : '—') },
      { id: 'value', header: 'Value', numeric: true, value: (h) => h.value, render: (h) => rupees(h.value) },
      { id: 'day', header: 'Day change', numeric: true, priority: 'low', value: (h) => h.dayChange, render: (h) => <ChangeText value={h.dayChange} format={(v) => rupees(v)} /> },
      { id: 'pnl', header: 'Unrealised P&L', numeric: true, value: (h) => h.unrealisedPnl, render: (h) => <ChangeText value={h.unrealisedPnl} format={(v) => rupees(v)} /> },
      { id: 'xirr', header: 'XIRR', numeric: true, priority: 'low', value: (h) => h.xirr, render: (h) => ratePct(h.xirr) },
    ],
    [],
  );
  return <DataTable title="Holdings" testId="portfolio-holdings" rows={holdings} columns={columns} rowKey={(h) => h.isin} initialSort={null} emptyText="No holdings yet: import a tradebook or add a trade." />;
}
