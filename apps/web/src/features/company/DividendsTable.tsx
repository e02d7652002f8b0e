import type { DividendPaid } from '@sanchay/core';
import { useMemo } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { formatDate, formatPrice } from '../../lib/format';

const KIND_LABEL: Record<DividendPaid['kind'], string> = { interim: 'Interim', final: 'Final', special: 'Special', dividend: 'Dividend' };

interface Props {
  dividends: readonly DividendPaid[];
  symbol: string;
  currency: string;
}

/**
 * Dividends per share with their ex-dates (the exchange's corporate actions, `dividendHistory`), newest first:
 * per share as paid, and on today's share basis (after the bonuses and splits since the ex-date).
 */
export function DividendsTable({ dividends, symbol, currency }: Props) {
  const adjusted = dividends.some((d) => Math.abs(d.perShareAdjusted - d.perShare) > 1e-9);
  const columns = useMemo<Column<DividendPaid>[]>(
    () => [
      { id: 'exDate', header: 'Ex-date', sticky: true, value: (d) => d.exDate, render: (d) => formatDate(d.exDate) },
      { id: 'kind', header: 'Kind', value: (d) => KIND_LABEL[d.kind] },
      { id: 'perShare', header: 'Per share', numeric: true, value: (d) => d.perShare, render: (d) => formatPrice(d.perShare, currency) },
      ...(adjusted
        ? [
            {
              id: 'perShareAdjusted',
              header: "Per share (today's shares)",
              headerTitle: 'After the bonuses and splits since the ex-date',
              numeric: true,
              value: (d: DividendPaid) => d.perShareAdjusted,
              render: (d: DividendPaid) => formatPrice(d.perShareAdjusted, currency),
            },
          ]
        : []),
      { id: 'recordDate', priority: 'low', header: 'Record date', value: (d) => d.recordDate, render: (d) => formatDate(d.recordDate) },
      { id: 'purpose', priority: 'low', header: 'Purpose', value: (d) => d.purpose, minWidth: 200, wrap: true },
    ],
    [adjusted, currency],
  );
  return (
    <DataTable
      title={`Dividends of ${symbol}`}
      csvName={`${symbol} dividends`}
      rows={dividends}
      columns={columns}
      rowKey={(d) => `${d.exDate}:${d.kind}:${d.perShare}`}
      initialSort={{ columnId: 'exDate', direction: 'desc' }}
      emptyText={`No dividends on file for ${symbol}. Dividends come from the exchange's corporate actions file (NSE); this database records none for the company.`}
    />
  );
}
