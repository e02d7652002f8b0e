import type { ReactNode } from 'react';

/** A cell's raw value: what sorting compares and what the CSV holds (unless `csv` says otherwise). */
export type CellValue = string | number | boolean | null | undefined;

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

export interface Column<T> {
  id: string;
  /** Header text; also the CSV header. */
  header: string;
  /**
   * A compact header drawn in the table instead of `header` (which stays the column's accessible name, its
   * tooltip and its CSV header), for a long label that would take lines: "From high" for "From 52w high".
   */
  shortHeader?: string;
  /** The raw value for sorting and CSV. */
  value: (row: T) => CellValue;
  /** How the cell looks; defaults to the value (numbers with en-IN grouping). */
  render?: (row: T) => ReactNode;
  /** CSV text when it should differ from `value` (e.g. a formatted date). */
  csv?: (row: T) => CellValue;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** Default true. */
  sortable?: boolean;
  /** Which direction the first click sorts; default 'desc' for numeric columns, 'asc' otherwise. */
  firstSort?: SortDirection;
  /** Stays in view while the table scrolls sideways, when it is the first column shown. */
  sticky?: boolean;
  /** Leave out of the CSV (action buttons). */
  exportable?: boolean;
  minWidth?: number;
  /** Long text wraps instead of staying on one line. */
  wrap?: boolean;
  headerTitle?: string;
  /**
   * 'low': left out on phones (below 600 px) until the reader asks for "All columns", so the name and the
   * key figures fit a 390 px screen. 'secondary': also left out at medium widths (below 1536 px: a laptop with the
   * menu open) until "All columns", for a wide table whose every column would not fit its box there (a figure
   * another column already gives, like the change beside the change %). The CSV always has every column.
   */
  priority?: 'low' | 'secondary';
}
