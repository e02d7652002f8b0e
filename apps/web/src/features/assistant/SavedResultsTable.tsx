import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { columnTitle, formatDate, formatIndianNumber, metricHeader, SAVED_RESULTS_DEFAULT_PAGE_SIZE, type SavedPromptRow } from '@sanchay/core';
import { useState } from 'react';
import { paginationSx, rowsPerPageLabel } from '../../components/data-table/paginationLook';

const PAGE_OPTIONS = [5, 10, 20, { label: 'All', value: -1 }];

/**
 * How a column's figures read, as in an answer's table: crores whole, a column of whole numbers whole, any
 * other figure with two decimals (one style down the column).
 */
function figureFormat(key: string, rows: readonly SavedPromptRow[]): (value: number) => string {
  const whole = /\((Rs\.?|₹)\s*Cr\)/i.test(key) || rows.every((row) => typeof row[key] !== 'number' || Number.isInteger(row[key]));
  return whole ? (value) => formatIndianNumber(Math.round(value)) : (value) => formatIndianNumber(value, { decimals: 2 });
}

/**
 * A saved prompt's rows: keys become columns (underscores to spaces, capitalised, then the names investors use
 * with units as "₹ Cr"); 5 per page; 5, 10, 20, all; the date the figures are as of under the table.
 */
export function SavedResultsTable({ rows, asOf = null }: { rows: SavedPromptRow[]; asOf?: string | null }) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(SAVED_RESULTS_DEFAULT_PAGE_SIZE);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const formats = new Map(columns.map((c) => [c, figureFormat(c, rows)]));
  const shown = perPage === -1 ? rows : rows.slice(page * perPage, page * perPage + perPage);
  return (
    <>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label="Saved prompt results">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {metricHeader(columnTitle(c))}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, index) => (
              <TableRow key={index} hover>
                {columns.map((c) => (
                  <TableCell key={c} align={typeof row[c] === 'number' ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {typeof row[c] === 'number' ? formats.get(c)!(row[c]) : (row[c] ?? '–')}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="caption" color="textSecondary" data-testid="saved-results-as-of" sx={{ display: 'block', mt: 0.75 }}>
        {asOf ? `As of ${formatDate(asOf)}` : 'As of: the data carries no date'}
      </Typography>
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
