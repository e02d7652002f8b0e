import { toCell } from '@sanchay/core';
import { useMemo } from 'react';
import { type Column, DataTable } from '../../components/data-table';

type Row = Record<string, unknown>;
interface Indexed {
  index: number;
  row: Row;
}

interface Props {
  title: string;
  /** Column keys in order; the spec's array panels use the keys of the first row. */
  columns: readonly string[];
  rows: readonly Row[];
  testId?: string;
  emptyText?: string;
}

/** Any rows as a sortable, paged table with CSV export; nested values show as compact JSON. */
export function RowsTable({ title, columns, rows, testId, emptyText }: Props) {
  const indexed = useMemo<Indexed[]>(() => rows.map((row, index) => ({ index, row })), [rows]);
  const tableColumns = useMemo<Column<Indexed>[]>(
    () =>
      columns.map((key, i) => {
        const sample = rows.find((r) => r[key] !== null && r[key] !== undefined)?.[key];
        return {
          id: key,
          header: key,
          value: (r: Indexed) => toCell(r.row[key]),
          numeric: typeof sample === 'number',
          sticky: i === 0,
          minWidth: 90,
        };
      }),
    [columns, rows],
  );
  return (
    <DataTable
      title={title}
      rows={indexed}
      columns={tableColumns}
      rowKey={(r) => String(r.index)}
      pageSize={25}
      maxHeight={520}
      testId={testId}
      emptyText={emptyText}
    />
  );
}
