import type { FundamentalsReport } from '@sanchay/core';
import { useMemo } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { formatUnitValue, scaledValue } from '../company';
import { formatPeriod, moneyUnit } from '../../lib/format';

type Row = FundamentalsReport['rows'][number];

/** The report with its periods (oldest first) as columns and the items as a sticky first column. */
export function ReportTable({ report }: { report: FundamentalsReport }) {
  const money = moneyUnit(report.company.currency);
  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        id: 'item',
        header: report.report === 'shareholding_detailed' ? 'Shareholders (%)' : 'Item',
        sticky: true,
        sortable: false,
        minWidth: 150,
        value: (row) => row.label,
        csv: (row) => (row.unit === 'money' ? `${row.label} (${money.label})` : row.label),
      },
      ...report.periods.map<Column<Row>>((period, index) => ({
        id: `p${index}`,
        header: formatPeriod(period),
        headerTitle: `Period ending ${period}`,
        numeric: true,
        value: (row) => scaledValue(row.values[index], row.unit, money),
        render: (row) => formatUnitValue(row.values[index], row.unit, money),
      })),
    ],
    [report, money],
  );
  return (
    <DataTable
      title={`${report.company.symbol} ${report.title}`}
      rows={report.rows}
      columns={columns}
      rowKey={(row) => row.key}
      toolbar={
        <span style={{ fontSize: '0.8125rem', opacity: 0.8 }}>
          {report.report === 'quarterly_results' ? `Figures in ${money.label} unless stated` : 'In % of shares'}
        </span>
      }
      emptyText="No figures for this company."
      testId="cmots-report-table"
    />
  );
}
