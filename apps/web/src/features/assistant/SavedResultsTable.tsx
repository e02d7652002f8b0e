import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { columnTitle, SAVED_RESULTS_DEFAULT_PAGE_SIZE, type SavedPromptRow } from '@sanchay/core';
import { useState } from 'react';
import { paginationSx, rowsPerPageLabel } from '../../components/data-table/paginationLook';

const PAGE_OPTIONS = [5, 10, 20, { label: 'All', value: -1 }];

/** A saved prompt's rows: keys become columns (underscores to spaces, capitalised); 5 per page; 5, 10, 20, all. */
export function SavedResultsTable({ rows }: { rows: SavedPromptRow[] }) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(SAVED_RESULTS_DEFAULT_PAGE_SIZE);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const shown = perPage === -1 ? rows : rows.slice(page * perPage, page * perPage + perPage);
  return (
    <>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label="Saved prompt results">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {columnTitle(c)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, index) => (
              <TableRow key={index} hover>
                {columns.map((c) => (
                  <TableCell key={c} align={typeof row[c] === 'number' ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {typeof row[c] === 'number' ? (row[c] as number).toLocaleString('en-IN', { maximumFractionDigits: 2 }) : (row[c] ?? '–')}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        sx={paginationSx}
        labelRowsPerPage={rowsPerPageLabel}
        count={rows.length}
        page={perPage === -1 ? 0 : page}
        rowsPerPage={perPage}
        rowsPerPageOptions={PAGE_OPTIONS}
        onPageChange={(_e, next) => setPage(next)}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(0);
        }}
      />
    </>
  );
}
