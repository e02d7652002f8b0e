import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatIndianNumber } from '@sanchay/core';
import { Fragment, lazy, memo, startTransition, Suspense, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { csvFileName, downloadCsv, toCsv } from './csv';
import { paginationSx, rowsPerPageLabel } from './paginationLook';
import { nextSort, sortRows } from './sort';
import type { CellValue, Column, SortState } from './types';
import { MoreToTheRight, useMoreToTheRight } from './moreToTheRight';

/** Paging done by the server: the table shows `rows` as page `page` (0-based) of `total`. */
export interface ServerPagination {
  page: number;
  pageSize: number;
  total: number;
  pageSizes?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** The table's accessible name; also names the CSV file unless `csvName` is given. */
  title: string;
  csvName?: string;
  /** Sorted by the table (client side), starting with this; null or absent: as given. */
  initialSort?: SortState | null;
  /** Sorted by the server: the table shows `sort` and reports header clicks. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** Client-side paging with this many rows a page. */
  pageSize?: number;
  pagination?: ServerPagination;
  /** Scroll inside the table (header stays) once it is taller than this. */
  maxHeight?: number | string;
  toolbar?: ReactNode;
  /** Under the table: source, as-of date. */
  footer?: ReactNode;
  emptyText?: ReactNode;
  loading?: boolean;
  onRowClick?: (row: T) => void;
  selectedKey?: string | null;
  dense?: boolean;
  sx?: SxProps<Theme>;
  testId?: string;
}

/** Below this width columns of priority 'low' and 'secondary' wait behind "All columns". */
const PHONE_QUERY = '(max-width:599.95px)';
/** Below this width (MUI's xl: a 1366 px laptop with the menu open) columns of priority 'secondary' wait too. */
const MEDIUM_QUERY = '(max-width:1535.95px)';

function defaultRender(value: CellValue): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return Number.isFinite(value) ? formatIndianNumber(value, { maxDecimals: 2 }) : '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

// Its own chunk, loaded when a table has more than a page: MUI's pagination builds an Intl number format as its
// module loads, and a page's first Intl object loads ICU's data (tens of milliseconds on a phone).
// (lazy() drops the overloads that type its `component` prop: the component keeps its own type.)
const TablePagination = lazy(() => import('@mui/material/TablePagination')) as unknown as typeof import('@mui/material/TablePagination').default;
/** Where the pagination bar goes while its code loads (its height, so nothing moves when it comes). */
const paginationPlaceholder = <Box sx={{ minHeight: 52 }} />;

/** Skeleton rows while a table loads: a server-paged table shows its page size of them, up to the maximum. */
const SKELETON_ROWS = 5;
const MAX_SKELETON_ROWS = 25;

/** Tables with more rows than this on screen draw new rows in a deferred render. */
const DEFER_ROWS_ABOVE = 30;
/** A table's first rows drawn at once, then this many more in each later render, till all are drawn. */
const ROWS_PER_RENDER = 20;

/**
 * How many of `count` rows to draw: a table's rows are drawn ROWS_PER_RENDER more in each render (a transition)
 * after the one before is committed, so a long table first shows up in a few short tasks instead of one long
 * one. Once all rows have been drawn, later row sets (a sort, a page, new data) are drawn whole.
 */
function useRowsDrawn(count: number): number {
  const [drawn, setDrawn] = useState(ROWS_PER_RENDER);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) return;
    if (drawn >= count) {
      if (count > 0) setDone(true);
      return;
    }
    startTransition(() => setDrawn((n) => n + ROWS_PER_RENDER));
  }, [done, drawn, count]);
  return done ? count : Math.min(drawn, count);
}

function stickySx(sticky: boolean | undefined, head: boolean): SxProps<Theme> {
  if (!sticky) return {};
  return {
    position: 'sticky',
    left: 0,
    zIndex: head ? 3 : 1,
    bgcolor: 'background.paper',
    boxShadow: (theme) => `inset -1px 0 0 ${theme.palette.divider}`,
  };
}

/**
 * Body rows and cells are plain `tr` and `td` elements styled by class from the table (one style rule for all),
 * with MUI's TableRow and TableCell looks: a TableRow and a TableCell each resolve theme props and serialise their
 * own styles on every render, which made drawing a table's rows most of a data screen's longest tasks on a phone.
 */
const bodyCellSx = (theme: Theme) => {
  const { palette } = theme;
  const rowBorder = palette.mode === 'light' ? theme.lighten(theme.alpha(palette.divider, 1), 0.88) : theme.darken(theme.alpha(palette.divider, 1), 0.68);
  const hovered = palette.action.hover;
  const selected = theme.alpha(palette.primary.main, palette.action.selectedOpacity);
  const selectedHovered = theme.alpha(palette.primary.main, palette.action.selectedOpacity + palette.action.hoverOpacity);
  // The pinned cell is opaque (rows scroll under it): it carries its row's tint as a layer over the paper.
  const tint = (color: string) => ({ backgroundColor: color, '& td.dt-sticky': { backgroundImage: `linear-gradient(${color}, ${color})` } });
  return {
    '& tr.dt-row': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
    '& tr.dt-row:hover': tint(hovered),
    '& tr.dt-selected': tint(selected),
    '& tr.dt-selected:hover': tint(selectedHovered),
    '& tr.dt-clickable': { cursor: 'pointer' },
    // MUI's rows show no focus ring; a row that opens something on Enter should show where the keyboard is.
    '& tr.dt-clickable:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    '& td.dt-cell': {
      ...theme.typography.body2,
      color: palette.text.primary,
      verticalAlign: 'inherit',
      textAlign: 'left',
      borderBottom: `1px solid ${rowBorder}`,
      whiteSpace: 'nowrap',
    },
    '& td.dt-wrap': { whiteSpace: 'normal' },
    // Headers wrap at their spaces only when the columns' figures leave them too little room (a table lays out at
    // its text's full width when that fits); a one-word header stays whole.
    '& th': { whiteSpace: 'normal', verticalAlign: 'bottom' },
    '& th .dt-nowrap': { whiteSpace: 'nowrap' },
    '& td.dt-num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
    '& td.dt-sticky': {
      position: 'sticky',
      left: 0,
      zIndex: 1,
      backgroundColor: palette.background.paper,
      boxShadow: `inset -1px 0 0 ${palette.divider}`,
    },
    // From 900 px the sort arrow takes no width of its own: it sits in the gap between the columns, before a
    // right-aligned header and after a left-aligned one (a reserved arrow cost each column 26 px, and "From 52w
    // high" took three lines at 1366 px). Sorting then never moves a column.
    [theme.breakpoints.up('md')]: {
      '& th .MuiTableSortLabel-root': { position: 'relative' },
      '& th .MuiTableSortLabel-icon': { position: 'absolute', top: 'calc(50% - 8px)', fontSize: 16, margin: 0 },
      '& th.dt-num .MuiTableSortLabel-icon': { right: '100%' },
      '& th:not(.dt-num) .MuiTableSortLabel-icon': { left: '100%' },
    },
    // From a 1366 px laptop (less its scroll bar) a figure's header stays on one line and its column is as wide as
    // it (long ones have a compact `shortHeader`); narrower screens let such headers wrap, or the watchlist, the
    // futures and the mutual funds would scroll sideways at 1024-1280 px.
    '@media (min-width: 1350px)': {
      '& th.dt-num .dt-head, & th.dt-short .dt-head': { whiteSpace: 'nowrap' },
    },
    // Phones: the pinned name wraps within a third of the screen and headers wrap, so the key figures fit beside it.
    // The third is a minimum as well as a cap: in a table wider than the screen, the browser otherwise squeezes the
    // name to its longest word (a fund's name then took six lines).
    [theme.breakpoints.down('sm')]: {
      '& th': { whiteSpace: 'normal', minWidth: 0 },
      '& td.dt-sticky': { whiteSpace: 'normal', overflowWrap: 'break-word', minWidth: '36vw', maxWidth: '36vw' },
    },
  };
};

/**
 * A header as one piece of text (one flex item in the sort label: bare text and a <wbr> beside it were laid out as
 * separate items, and "P/E" showed as "P/" over "E"). Long headers wrap at their spaces when the table is short of
 * room, and after a slash between words ("Debt/" over "Equity"); a short token stays with its neighbour ("Change %",
 * "RSI 14", "(₹ Cr)"), and a header of one short word ("P/E", "Lot") never breaks.
 */
/** A token that reads with the word before it: a symbol or a number ("%", "14"), or a short closing "(₹ Cr)"; a leading column number ("3.") reads with the word after it. */
const SHORT_TOKEN = /^(?:[^A-Za-z\s(]{1,3}|[^\s(]{1,2}\))$/;

function headerText(header: string): ReactNode {
  return <span className="dt-head">{headerParts(header)}</span>;
}

function headerParts(header: string): ReactNode {
  // Words joined with the short token after them ("Change %", "RSI 14", "(₹ Cr)"): the groups a header may break between.
  const groups: string[] = [];
  for (const word of header.split(' ')) {
    // A token joins the word before it, and a leading column number ("3." of "3. Name") the word after it.
    if (groups.length > 0 && (SHORT_TOKEN.test(word) || (groups.length === 1 && /^\d{1,2}\.$/.test(groups[0]!)))) groups[groups.length - 1] += ` ${word}`;
    else groups.push(word);
  }
  const parts = header.split('/');
  if (parts.length === 2 && !header.includes(' ') && parts.every((part) => /[A-Za-z]{3,}/.test(part))) {
    return (
      <>
        {parts[0]}/<wbr />
        {parts[1]}
      </>
    );
  }
  if (groups.length === 1) return <span className="dt-nowrap">{header}</span>;
  return groups.map((group, i) => (
    <Fragment key={i}>
      {i > 0 && ' '}
      {group.includes(' ') ? <span className="dt-nowrap">{group}</span> : group}
    </Fragment>
  ));
}

function cellClass(column: Column<unknown>): string {
  return ['dt-cell', column.wrap && 'dt-wrap', column.numeric && 'dt-num', column.sticky && 'dt-sticky'].filter(Boolean).join(' ');
}

interface RowsProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  onRowClick?: (row: T) => void;
  selectedKey?: string | null;
}

interface RowProps<T> {
  row: T;
  columns: readonly Column<T>[];
  onRowClick?: (row: T) => void;
  selected: boolean;
}

/** One body row; memoised, so rows already drawn are not drawn again when the table draws more or others change. */
const DataTableRow = memo(function DataTableRow<T>({ row, columns, onRowClick, selected }: RowProps<T>) {
  return (
    <tr
      className={['dt-row', selected && 'dt-selected', onRowClick && 'dt-clickable'].filter(Boolean).join(' ')}
      onClick={onRowClick ? () => onRowClick(row) : undefined}
      tabIndex={onRowClick ? 0 : undefined}
      onKeyDown={
        onRowClick
          ? (event) => {
              if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row);
            }
          : undefined
      }
    >
      {columns.map((column) => (
        <td key={column.id} className={cellClass(column as Column<unknown>)}>
          {column.render ? column.render(row) : defaultRender(column.value(row))}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/** The body rows; memoised, so a render of the table that changes no rows does not draw them again. */
const DataTableRows = memo(function DataTableRows<T>({ rows, columns, rowKey, onRowClick, selectedKey }: RowsProps<T>) {
  return rows.map((row) => {
    const key = rowKey(row);
    return <DataTableRow key={key} row={row} columns={columns} onRowClick={onRowClick} selected={selectedKey === key} />;
  });
}) as <T>(props: RowsProps<T>) => ReactNode;

/**
 * A table for market data: sortable headers (blank values last), numbers right-aligned, optional
 * paging, a sticky header, sideways scrolling on phones, and "Download CSV" of exactly these columns.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, columns: allColumns, rowKey, title, pagination, onRowClick, selectedKey, dense = true } = props;
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const medium = useMediaQuery(MEDIUM_QUERY, { noSsr: true });
  const [allOnPhone, setAllOnPhone] = useState(false);
  // Phones show the columns without a priority; medium widths all but the 'secondary' ones; "All columns" shows all.
  const waitingPriorities = phone ? ['low', 'secondary'] : medium ? ['secondary'] : [];
  const waitingKey = waitingPriorities.join(',');
  const hiddenOnPhone = allColumns.filter((c) => c.priority !== undefined && waitingPriorities.includes(c.priority)).length;
  const keyColumnsOnly = !allOnPhone && hiddenOnPhone > 0;
  // Kept between renders: the memoised rows compare it.
  // A pinned column stays in view only as the first one shown (Schedule 112A pins its name, the first column on a
  // phone; with the acquisition and ISIN columns before it, it scrolls with them).
  const columns = useMemo(() => {
    const shown = keyColumnsOnly ? allColumns.filter((c) => c.priority === undefined || !waitingKey.split(',').includes(c.priority)) : allColumns;
    return shown.some((c, i) => i > 0 && c.sticky) ? shown.map((c, i) => (i > 0 && c.sticky ? { ...c, sticky: false } : c)) : shown;
  }, [keyColumnsOnly, allColumns, waitingKey]);
  const serverSorted = props.onSortChange !== undefined;
  const sideways = useMoreToTheRight();
  const [localSort, setLocalSort] = useState<SortState | null>(props.initialSort ?? null);
  const [localPage, setLocalPage] = useState(0);
  const [localPageSize, setLocalPageSize] = useState(props.pageSize ?? 0);
  const sort = serverSorted ? (props.sort ?? null) : localSort;

  const sorted = useMemo(() => {
    if (serverSorted) return rows.slice();
    return sortRows(rows, allColumns.find((c) => c.id === localSort?.columnId), localSort);
  }, [rows, allColumns, localSort, serverSorted]);

  const clientPaged = !pagination && localPageSize > 0;
  const pageCount = clientPaged ? Math.max(1, Math.ceil(sorted.length / localPageSize)) : 1;
  const page = Math.min(localPage, pageCount - 1);
  const shown = clientPaged ? sorted.slice(page * localPageSize, (page + 1) * localPageSize) : sorted;
  // New rows of a big table (data arriving, a sort, a page) are drawn as a deferred, interruptible render:
  // the urgent render that the data fetch triggers stays short and the page keeps answering input. A small
  // table costs less than the extra render, so it is drawn at once.
  const deferredRows = useDeferredValue(shown);
  const deferredShown = shown.length > DEFER_ROWS_ABOVE ? deferredRows : shown;
  const drawnCount = useRowsDrawn(deferredShown.length);
  const drawnRows = useMemo(
    () => (drawnCount < deferredShown.length ? deferredShown.slice(0, drawnCount) : deferredShown),
    [deferredShown, drawnCount],
  );

  function onHeaderClick(column: Column<T>) {
    const next = nextSort(sort, column as Column<unknown>, !props.initialSort && !serverSorted);
    if (serverSorted) props.onSortChange?.(next);
    else {
      setLocalSort(next);
      setLocalPage(0);
    }
  }

  function exportCsv() {
    downloadCsv(toCsv(sorted, allColumns), csvFileName(props.csvName ?? title));
  }

  // Tighter at medium widths, where a wide table's columns otherwise just miss its box.
  const cellPadding = { px: { xs: 0.75, sm: 1, xl: 1.5 }, py: dense ? 0.75 : 1.25 };
  // Skeleton rows while the data loads, and until the deferred render has drawn the first rows (an empty
  // body in between would collapse the table for a frame: a layout shift).
  const loadingRows = (props.loading && rows.length === 0) || (deferredShown !== shown && deferredShown.length === 0 && shown.length > 0);
  const skeletonRows = Math.min(pagination?.pageSize ?? SKELETON_ROWS, MAX_SKELETON_ROWS);

  return (
    <Paper variant="outlined" sx={[{ borderRadius: 3, overflow: 'hidden' }, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]} data-testid={props.testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}>
        {/* On a phone the toolbar's text takes a line of its own instead of being squeezed beside the buttons. */}
        <Box sx={{ flex: props.toolbar ? { xs: '1 1 100%', sm: 1 } : 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {props.toolbar}
        </Box>
        {hiddenOnPhone > 0 && (
          <Button size="small" onClick={() => setAllOnPhone((all) => !all)} aria-pressed={allOnPhone} data-testid="all-columns">
            {allOnPhone ? 'Key columns' : `All columns (+${hiddenOnPhone})`}
          </Button>
        )}
        <Button size="small" startIcon={<FileDownloadOutlined />} onClick={exportCsv} disabled={sorted.length === 0} aria-label={`Download CSV: ${title}`}>
          Download CSV
        </Button>
      </Box>
      {/* A table wider than its box scrolls in it (the page never scrolls sideways): while columns lie beyond its
          right edge, the edge fades and an arrow says so (a tap scrolls on); at the table's end both go. */}
      <Box sx={{ position: 'relative' }}>
        <TableContainer ref={sideways.ref} sx={{ maxHeight: props.maxHeight, overflowX: 'auto' }} data-testid="table-scroll-box">
          <Table stickyHeader size={dense ? 'small' : 'medium'} aria-label={title} sx={[{ '& td, & th': cellPadding }, bodyCellSx] as SxProps<Theme>}>
            <TableHead>
              <TableRow>
                {columns.map((column) => {
                  const active = sort?.columnId === column.id;
                  const sortable = column.sortable !== false;
                  return (
                    <TableCell
                      key={column.id}
                      align={column.numeric ? 'right' : 'left'}
                      className={[column.numeric && 'dt-num', column.shortHeader && 'dt-short', column.sticky && 'dt-sticky-head'].filter(Boolean).join(' ') || undefined}
                      sortDirection={active && sort ? sort.direction : false}
                      // A compact header carries its full label: the tooltip, and the name a screen reader reads.
                      title={column.shortHeader ? (column.headerTitle ? `${column.header}: ${column.headerTitle}` : column.header) : column.headerTitle}
                      aria-label={column.shortHeader ? column.header : undefined}
                      sx={[{ minWidth: column.minWidth, bgcolor: 'background.paper' }, stickySx(column.sticky, true)] as SxProps<Theme>}
                    >
                      {sortable ? (
                        <TableSortLabel
                          active={active}
                          direction={active && sort ? sort.direction : (column.firstSort ?? (column.numeric ? 'desc' : 'asc'))}
                          onClick={() => onHeaderClick(column)}
                        >
                          {headerText(column.shortHeader ?? column.header)}
                        </TableSortLabel>
                      ) : (
                        headerText(column.shortHeader ?? column.header)
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {/* Skeleton cells take the data cells' classes (the pinned column's width on a phone), so the columns and
                  the wrapping of their headers are already what the rows will draw; a page of the server's is as many
                  rows as it will hold, so what is below the table does not move down when they arrive. */}
              {loadingRows &&
                Array.from({ length: skeletonRows }, (_, i) => (
                  <TableRow key={`skeleton-${i}`}>
                    {columns.map((column) => (
                      <TableCell key={column.id} className={cellClass(column as Column<unknown>)}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              {!loadingRows && shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length} sx={{ py: 4, textAlign: { xs: 'left', sm: 'center' }, color: 'text.secondary' }}>
                    {/* On a phone the row is wider than the screen: the text stays at its left edge, wrapped to fit. */}
                    <Box component="span" sx={{ display: 'inline-block', position: { xs: 'sticky', sm: 'static' }, left: 12, maxWidth: { xs: 'calc(100vw - 88px)', sm: 'none' } }}>
                      {props.emptyText ?? 'Nothing to show.'}
                    </Box>
                  </TableCell>
                </TableRow>
              )}
              {!loadingRows && <DataTableRows rows={drawnRows} columns={columns} rowKey={rowKey} onRowClick={onRowClick} selectedKey={selectedKey} />}
            </TableBody>
          </Table>
        </TableContainer>
        {sideways.more && <MoreToTheRight onMore={sideways.scrollOn} />}
      </Box>
      {clientPaged && sorted.length > localPageSize && (
        <Suspense fallback={paginationPlaceholder}>
          <TablePagination
            component="div"
            sx={paginationSx}
            labelRowsPerPage={rowsPerPageLabel}
            count={sorted.length}
            page={page}
            rowsPerPage={localPageSize}
            rowsPerPageOptions={[...new Set([props.pageSize ?? 25, 50, 100])].sort((a, b) => a - b)}
            onPageChange={(_event, next) => setLocalPage(next)}
            onRowsPerPageChange={(event) => {
              setLocalPageSize(Number(event.target.value));
              setLocalPage(0);
            }}
          />
        </Suspense>
      )}
      {pagination && (
        <Suspense fallback={paginationPlaceholder}>
          <TablePagination
            component="div"
            sx={paginationSx}
            labelRowsPerPage={rowsPerPageLabel}
            count={pagination.total}
            page={pagination.page}
            rowsPerPage={pagination.pageSize}
            rowsPerPageOptions={pagination.onPageSizeChange ? [...(pagination.pageSizes ?? [pagination.pageSize])] : []}
            onPageChange={(_event, next) => pagination.onPageChange(next)}
            onRowsPerPageChange={(event) => pagination.onPageSizeChange?.(Number(event.target.value))}
          />
        </Suspense>
      )}
      {props.footer && (
        // An empty footer (its date not known yet) keeps one line's height, so the date's arrival moves nothing.
        <Typography
          component="div"
          variant="caption"
          color="textSecondary"
          sx={{ px: 1.5, py: 1, borderTop: 1, borderColor: 'divider', '&:empty::before': { content: '"\\00a0"' } }}
        >
          {props.footer}
        </Typography>
      )}
    </Paper>
  );
}
