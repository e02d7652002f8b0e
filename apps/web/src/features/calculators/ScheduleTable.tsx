import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { MoreToTheRight, useMoreToTheRight } from '../../components/data-table/moreToTheRight';

export interface ScheduleColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** A year-wise schedule in a box that scrolls inside itself, with a sticky header; on a phone its edge says when columns lie beyond it. */
export function ScheduleTable<Row>({ rows, columns, label }: { rows: readonly Row[]; columns: readonly ScheduleColumn<Row>[]; label: string }) {
  const sideways = useMoreToTheRight();
  return (
    <Box sx={{ position: 'relative' }}>
      <TableContainer ref={sideways.ref} sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }} aria-label={label} tabIndex={0}>
        {/* A phone's padding is tight so that four columns of lakhs fit 390 px (a 17 px overflow cut the last one). */}
        <Table
          size="small"
          stickyHeader
          sx={{
            '& td, & th': { whiteSpace: 'nowrap', px: { xs: 0.5, sm: 2 } },
            '& td:first-of-type, & th:first-of-type': { pl: { xs: 1, sm: 2 } },
            '& td:last-of-type, & th:last-of-type': { pr: { xs: 1, sm: 2 } },
          }}
        >
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
      {sideways.more && <MoreToTheRight onMore={sideways.scrollOn} />}
    </Box>
  );
}
