import Alert from '@mui/material/Alert';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatIndianNumber } from '@sanchay/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { useAuth } from '../auth';
import { DataAsOf } from '../../components/DataAsOf';
import { formatDate } from '../../lib/format';
import { ErrorState } from '../../components/QueryStates';
import { useAddPortfolioFund, useMutualFunds, useMyMutualFunds } from './api';
import { filtersFromParams, filtersToParams, type FundFilters } from './filters';
import { FundFiltersBar } from './FundFiltersBar';
import { FundsTable } from './FundsTable';
import { PortfolioTab } from './PortfolioTab';

/** /mutualfunds: every scheme with its NAV (search, filters, paging) and the user's portfolio. */
const NONE_FILLED = { expenseRatio: false, returns: false };

/** What the page says of the figures the data does not fill: where returns come from and why some are missing. */
export function missingFiguresText(filled: { expenseRatio: boolean; returns: boolean }, history: { from: string; to: string } | null): string {
  const span = history ? ` AMFI NAV history kept here: ${formatDate(history.from)} to ${formatDate(history.to)}.` : '';
  const historyYear = history !== null && (Date.parse(history.to) - Date.parse(history.from)) / 86_400_000 >= 358;
  const returns = historyYear
    ? `1, 3 and 5-year returns are computed from each scheme's AMFI NAV history up to its latest NAV (3 and 5 years a year, CAGR); — where the history does not reach back the period.${span}`
    : filled.returns
      ? `1, 3 and 5-year returns are the figures the fund scraper read from each scheme's page; — where it has not read one.${span}`
      : `1, 3 and 5-year returns are not shown: they are computed from AMFI NAV history, and the history kept here does not reach back a year yet (each day's NAV file adds a day).${span}`;
  const expense = filled.expenseRatio
    ? ' Schemes without an expense ratio show —: the fund scraper has not read their page yet.'
    : " Expense ratios are not shown: AMFI's NAV file has none, and the fund scraper (Tools) has not read any scheme's page yet.";
  return `${returns}${expense} Open a scheme for its NAV chart and returns.`;
}

export default function MutualFundsPage() {
  const { isAuthenticated } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'portfolio' ? 'portfolio' : 'all';
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const funds = useMutualFunds(filters);
  const portfolio = useMyMutualFunds(isAuthenticated);
  const add = useAddPortfolioFund();
  const owned = useMemo(() => new Set((portfolio.data ?? []).map((p) => p.mutualFundId)), [portfolio.data]);

  const update = useCallback(
    (patch: Partial<FundFilters>) => {
      const next = { ...filters, ...patch, page: patch.page ?? 1 };
      setParams(filtersToParams(next), { replace: true });
    },
    [filters, setParams],
  );
  const onAdd = useCallback((schemeCode: number) => add.mutate(schemeCode), [add]);
  // Each row shows its own NAV date; the page's line gives the day most schemes carry (the server's, the same on
  // every page and search: a stale scheme or an ETF priced on another day does not move it).
  const navDate = funds.data?.navAsOf ?? null;
  const filled = funds.data?.filled ?? NONE_FILLED;

  return (
    <Page title="Mutual funds" subtitle="Every scheme with its latest NAV from AMFI. Search, filter, and keep your own list." maxWidth="lg">
      <Tabs
        value={tab}
        onChange={(_event, value: string) => setParams(value === 'portfolio' ? { tab: 'portfolio' } : filtersToParams(filters))}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label="All funds" />
        <Tab value="portfolio" label={`My portfolio${portfolio.data ? ` (${portfolio.data.length})` : ''}`} />
      </Tabs>
      {tab === 'portfolio' ? (
        <PortfolioTab signedIn={isAuthenticated} />
      ) : (
        <>
          <FundFiltersBar filters={filters} facets={funds.data?.facets} onChange={update} />
          {add.isError && (
            <Alert severity="error" sx={{ mb: 2 }} onClose={() => add.reset()}>
              Could not add the fund to your portfolio. Try again.
            </Alert>
          )}
          {funds.isError && !funds.data ? (
            <ErrorState error={funds.error} onRetry={() => void funds.refetch()} title="Could not load the funds" />
          ) : (
            <>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }} aria-live="polite">
                {funds.data ? `${formatIndianNumber(funds.data.total)} schemes` : 'Loading schemes…'}
              </Typography>
              <FundsTable
                rows={funds.data?.rows ?? []}
                total={funds.data?.total ?? 0}
                loading={funds.isPending}
                filters={filters}
                onChange={update}
                signedIn={isAuthenticated}
                owned={owned}
                adding={add.isPending ? (add.variables ?? null) : null}
                onAdd={onAdd}
                filled={filled}
              />
              {funds.data && (
                <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} data-testid="funds-missing-figures">
                  {missingFiguresText(filled, funds.data.navHistory ?? null)}
                </Typography>
              )}
              <DataAsOf asOf={navDate} label="Latest NAV" source="AMFI" sx={{ mt: 1 }} />
            </>
          )}
        </>
      )}
    </Page>
  );
}
