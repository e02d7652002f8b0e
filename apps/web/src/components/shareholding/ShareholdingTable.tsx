import type { ShareholdingQuarter } from '@sanchay/core';
import { useMemo, type ReactNode } from 'react';
import { DataTable, type Column } from '../data-table';
import { formatPercent, formatPeriod } from '../../lib/format';
import { seriesWithData } from './categories';

interface Row {
  key: string;
  label: string;
  values: (number | null)[];
}

/** Holdings by category (rows) and quarter (columns, oldest first), as Screener lays them out. */
export function ShareholdingTable({ quarters, symbol, footer }: { quarters: readonly ShareholdingQuarter[]; symbol: string; footer?: ReactNode }) {
  const rows = useMemo<Row[]>(() => {
    const list: Row[] = seriesWithData(quarters).map((s) => ({ key: s.key, label: s.label, values: quarters.map((q) => q[s.key]) }));
    if (quarters.some((q) => typeof q.pledged === 'number')) {
      list.push({ key: 'pledged', label: 'Pledged (of promoter)', values: quarters.map((q) => q.pledged) });
    }
    return list;
  }, [quarters]);
  const columns = useMemo<Column<Row>[]>(
    () => [
      { id: 'category', header: 'Category', sticky: true, sortable: false, value: (row) => row.label },
      ...quarters.map<Column<Row>>((quarter, index) => ({
        id: `q${index}`,
        header: formatPeriod(quarter.quarterEnd),
        numeric: true,
        value: (row) => row.values[index] ?? null,
        render: (row) => formatPercent(row.values[index]),
      })),
    ],
    [quarters],
  );
  return (
    <DataTable
      title="Shareholding pattern"
      csvName={`${symbol} shareholding`}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.key}
      toolbar={<span style={{ fontSize: '0.8125rem', opacity: 0.8 }}>Holdings in % of shares</span>}
      footer={footer}
      emptyText="No shareholding reported."
    />
  );
}
