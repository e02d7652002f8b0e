import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface ScheduleColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** A year-wise schedule in a box that scrolls inside itself, with a sticky header. */
export function ScheduleTable<Row>({ rows, columns, label }: { rows: readonly Row[]; columns: readonly ScheduleColumn<Row>[]; label: string }) {
  return (
    <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }} aria-label={label} tabIndex={0}>
      <Table size="small" stickyHeader sx={{ '& td, & th': { whiteSpace: 'nowrap', px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={column.header} align={index === 0 ? 'left' : 'right'} sx={{ fontWeight: 700 }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, rowIndex) => (
            <TableRow key={rowIndex}>
              {columns.map((column, index) => (
                <TableCell key={column.header} align={index === 0 ? 'left' : 'right'} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
