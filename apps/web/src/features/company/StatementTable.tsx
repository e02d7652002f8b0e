import type { StatementRow, StatementTable as Statement } from '@sanchay/core';
import { useMemo } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { DataAsOf } from '../../components/DataAsOf';
import { formatPeriod, type MoneyUnit } from '../../lib/format';
import { formatUnitValue, scaledValue } from './units';

interface Props {
  title: string;
  statement: Statement;
  money: MoneyUnit;
  symbol: string;
}

/** Periods a phone shows beside the line items: the latest two fit a 390 px screen. */
const PHONE_PERIODS = 2;
const UNIT_HINT: Partial<Record<StatementRow['unit'], string>> = { percent: '%' };

/** A financial statement with its periods (oldest first) as columns and a sticky line-item column. */
export function StatementTable({ title, statement, money, symbol }: Props) {
  const rows = useMemo(() => statement.rows.filter((row) => row.values.some((v) => v !== null && v !== undefined)), [statement]);
  const columns = useMemo<Column<StatementRow>[]>(
    () => [
      {
        id: 'item',
        header: 'Item',
        sticky: true,
        sortable: false,
        minWidth: 150,
        value: (row) => row.label,
        csv: (row) => (row.unit === 'money' ? `${row.label} (${money.label})` : row.label),
        render: (row) => (UNIT_HINT[row.unit] && !row.label.includes('%') ? `${row.label} ${UNIT_HINT[row.unit]}` : row.label),
      },
      ...statement.periods.map<Column<StatementRow>>((period, index) => ({
        id: `p${index}`,
        header: formatPeriod(period),
        headerTitle: `Period ending ${period}`,
        numeric: true,
        // Phones show the latest periods; the rest wait behind "All columns".
        priority: index < statement.periods.length - PHONE_PERIODS ? 'low' : undefined,
        value: (row) => scaledValue(row.values[index], row.unit, money),
        render: (row) => formatUnitValue(row.values[index], row.unit, money),
      })),
    ],
    [statement.periods, money],
  );

  return (
    <DataTable
      title={title}
      csvName={`${symbol} ${title}`}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.key}
      toolbar={
        <span style={{ fontSize: '0.8125rem', opacity: 0.8 }}>
          {statement.period === 'quarterly' ? 'Quarterly' : 'Annual'} · figures in {money.label} unless stated
        </span>
      }
      footer={<DataAsOf asOf={statement.asOf} source={statement.source} />}
      emptyText="No line items reported."
    />
  );
}
