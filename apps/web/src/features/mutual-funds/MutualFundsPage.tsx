import Alert from '@mui/material/Alert';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatIndianNumber, type MutualFundPage } from '@sanchay/core';
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
import { lengthText, PERIODS, periodsText } from './returnsText';

/** /mutualfunds: every scheme with its NAV (search, filters, paging) and the user's portfolio. */
const NONE_FILLED: MutualFundPage['filled'] = { expenseRatio: false, returns: false, returnPeriods: [] };
/**
 * What the page says of the figures the data does not fill: where the return columns shown come from, and why a
 * return column or the expense ratio is not there (the longest NAV history of any one scheme, not the history's
 * overall span: one day's NAV file carries stale schemes with NAVs of years ago).
 */
export function missingFiguresText(page: Pick<MutualFundPage, 'filled' | 'navAsOf' | 'longestSchemeHistoryDays'>): string {
  const { filled, navAsOf } = page;
  const longest = page.longestSchemeHistoryDays ?? null;
  const shown = PERIODS.filter((p) => filled.returnPeriods.includes(p.period)).map((p) => p.years);
  const missing = PERIODS.filter((p) => !filled.returnPeriods.includes(p.period)).map((p) => p.years);
  const parts: string[] = [];
  if (shown.length > 0) {
    parts.push(
      longest !== null && longest >= 365
        ? `${periodsText(shown)} returns are computed from each scheme's AMFI NAV history up to its latest NAV${shown.some((y) => y > 1) ? ` (${periodsText(shown.filter((y) => y > 1))} annualised: CAGR)` : ''}; — where a scheme's history does not reach back the period.`
        : `${periodsText(shown)} returns are the figures the fund scraper read from each scheme's page; — where it has not read one.`,
    );
  }
  if (missing.length > 0) {
    const need = `they are computed from AMFI NAV history and need a scheme's NAVs at least ${missing[0] === 1 ? 'a year' : `${missing[0]} years`} apart`;
    const held =
      longest === null
        ? 'no NAV history is kept yet'
        : longest === 0
          ? `the history kept here holds one NAV per scheme${navAsOf ? ` (${formatDate(navAsOf)} for most schemes)` : ''}`
          : `the longest any scheme's NAV history here reaches is ${lengthText(longest)}`;
    parts.push(`${periodsText(missing)} returns are not shown: ${need}, and ${held}. Each day's NAV file adds a day.`);
  }
  parts.push(
    filled.expenseRatio
      ? 'Schemes without an expense ratio show —: the fund scraper has not read their page yet.'
      : "Expense ratios are not shown: AMFI's NAV file has none, and the fund scraper (Tools) has not read any scheme's page yet.",
  );
  return `${parts.join(' ')} Open a scheme for its NAV chart and returns.`;
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
                  {missingFiguresText(funds.data)}
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
