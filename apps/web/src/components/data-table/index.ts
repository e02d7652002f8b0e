export { DataTable, type DataTableProps, type ServerPagination } from './DataTable';
export { ChangeText, changeColor } from './cells';
export { csvField, csvFileName, downloadCsv, toCsv } from './csv';
export { compareValues, nextSort, sortRows } from './sort';
export type { CellValue, Column, SortDirection, SortState } from './types';
