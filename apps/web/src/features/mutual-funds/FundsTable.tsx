import type { MutualFundPage, MutualFundRow } from '@sanchay/core';
import { MUTUAL_FUND_PAGE_SIZES, type MutualFundSort } from '@sanchay/core';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { ChangeText, DataTable, type Column, type SortState } from '../../components/data-table';
import { formatDate, formatLevel, formatPercent } from '../../lib/format';
import type { FundFilters } from './filters';
import { PortfolioAction } from './PortfolioAction';

interface Props {
  rows: readonly MutualFundRow[];
  total: number;
  loading: boolean;
  filters: FundFilters;
  onChange: (patch: Partial<FundFilters>) => void;
  signedIn: boolean;
  owned: ReadonlySet<number>;
  adding: number | null;
  onAdd: (schemeCode: number) => void;
  /** Which optional figures the data fills (the server's `filled`); a column the data never fills is left out. */
  filled: MutualFundPage['filled'];
}

const ret = (key: string) => (row: MutualFundRow) => row.returns?.[key] ?? null;

/** One page of funds; sorting (name, NAV, NAV date) and paging happen on the server. */
export function FundsTable({ rows, total, loading, filters, onChange, signedIn, owned, adding, onAdd, filled }: Props) {
  const columns = useMemo<Column<MutualFundRow>[]>(
    () => [
      {
        id: 'name',
        header: 'Scheme',
        sticky: true,
        wrap: true,
        // 210: with the figures' headers on one line, every column fits 1366 px with the menu open.
        minWidth: 210,
        value: (f) => f.name,
        firstSort: 'asc',
        render: (f) => (
          <Link component={RouterLink} to={`/mutualfunds/${f.schemeCode}`}>
            {f.name}
          </Link>
        ),
      },
      { id: 'fundHouse', priority: 'low', header: 'Fund house', sortable: false, wrap: true, minWidth: 110, value: (f) => f.fundHouse },
      { id: 'category', priority: 'low', header: 'Category', sortable: false, wrap: true, minWidth: 140, value: (f) => f.category },
      { id: 'plan', priority: 'low', header: 'Plan', sortable: false, value: (f) => f.plan },
      // The scheme's name says it too ("… - Direct Plan - IDCW"): below 1536 px it waits behind "All columns".
      { id: 'option', priority: 'secondary', header: 'Option', sortable: false, value: (f) => f.option },
      { id: 'nav', header: 'NAV (₹)', numeric: true, value: (f) => f.nav, render: (f) => formatLevel(f.nav, 4) },
      { id: 'navDate', priority: 'low', header: 'NAV date', value: (f) => f.navDate, render: (f) => formatDate(f.navDate), firstSort: 'desc' },
      ...(filled.expenseRatio
        ? [{ id: 'expenseRatio', header: 'Expense ratio', numeric: true, sortable: false, value: (f: MutualFundRow) => f.expenseRatio, render: (f: MutualFundRow) => formatPercent(f.expenseRatio) }]
        : []),
      ...filled.returnPeriods.map<Column<MutualFundRow>>((key) => ({
        id: `return${key}`,
        header: `${key} return`,
        numeric: true,
        sortable: false,
        value: ret(key),
        render: (f) => (
          <span title={f.returnsBasis === 'nav' && f.returnsAsOf ? `From AMFI NAV history to ${formatDate(f.returnsAsOf)}` : undefined}>
            <ChangeText value={ret(key)(f)} />
          </span>
        ),
      })),
      {
        id: 'portfolio',
        header: 'Portfolio',
        sortable: false,
        exportable: false,
        value: () => null,
        render: (f) => (
          <PortfolioAction name={f.name} signedIn={signedIn} inPortfolio={owned.has(f.schemeCode)} busy={adding === f.schemeCode} onAdd={() => onAdd(f.schemeCode)} />
        ),
      },
    ],
    [signedIn, owned, adding, onAdd, filled.expenseRatio, filled.returnPeriods],
  );
  const sort: SortState = { columnId: filters.sort, direction: filters.order };
  return (
    <DataTable
      title="Mutual funds"
      testId="funds-table"
      rows={rows}
      columns={columns}
      rowKey={(f) => String(f.schemeCode)}
      loading={loading}
      sort={sort}
      onSortChange={(next) => {
        if (next) onChange({ sort: next.columnId as MutualFundSort, order: next.direction });
      }}
      pagination={{
        page: filters.page - 1,
        pageSize: filters.pageSize,
        total,
        pageSizes: MUTUAL_FUND_PAGE_SIZES,
        onPageChange: (page) => onChange({ page: page + 1 }),
        onPageSizeChange: (pageSize) => onChange({ pageSize, page: 1 }),
      }}
      maxHeight={640}
      emptyText="No funds match these filters."
    />
  );
}
