import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FundReturn, MutualFundDetail, MutualFundRow, PriceBar, PriceRange } from '@sanchay/core';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ChangeText, DataTable, type Column } from '../../components/data-table';
import { DataAsOf } from '../../components/DataAsOf';
import { Page } from '../../components/Page';
import { PriceChart } from '../../components/price-chart/PriceChart';
import { EmptyState, ErrorState, LoadingBlock } from '../../components/QueryStates';
import { isNotFound } from '../../lib/api';
import { formatDate, formatLevel } from '../../lib/format';
import { useMutualFundDetail } from './api';
import { lengthText, PERIODS, periodsText, yearsText } from './returnsText';

/** How far back each chart range reaches, in days ('Max': the whole history). */
const RANGE_DAYS: Record<PriceRange, number | null> = { '1M': 31, '6M': 183, '1Y': 366, '5Y': 1827, Max: null };

/** The NAVs of a range as chart bars (closes only: a NAV has no open, high or low). */
export function navBars(history: MutualFundDetail['history'], range: PriceRange): PriceBar[] {
  const last = history.at(-1);
  const days = RANGE_DAYS[range];
  const from = last && days !== null ? new Date(Date.parse(last.date) - days * 86_400_000).toISOString().slice(0, 10) : '';
  return history
    .filter((h) => h.date >= from)
    .map((h) => ({ date: h.date, open: null, high: null, low: null, close: h.nav, volume: null }));
}

/** What a missing return says: how far back the NAV history reaches instead. */
function missingReason(ret: FundReturn, firstDate: string | undefined): string {
  if (!firstDate) return 'No NAV history yet';
  return `Needs a NAV from ${ret.years === 1 ? 'a year' : `${ret.years} years`} before ${formatDate(ret.to?.date)}; the history starts ${formatDate(firstDate)}`;
}

function ReturnsCard({ detail }: { detail: MutualFundDetail }) {
  const first = detail.history[0]?.date;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="fund-returns">
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Returns
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
        {detail.returns.map((r) => (
          <Box key={r.period} data-testid={`fund-return-${r.period}`}>
            <Typography variant="body2" color="textSecondary">
              {r.period} {r.annualised ? 'return (a year, CAGR)' : 'return'}
            </Typography>
            {r.pct === null ? (
              <>
                <Typography variant="h6">—</Typography>
                <Typography variant="caption" color="textSecondary">
                  {missingReason(r, first)}
                </Typography>
              </>
            ) : (
              <>
                <Typography variant="h6">
                  <ChangeText value={r.pct} />
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  NAV ₹{formatLevel(r.from?.nav ?? null, 4)} on {formatDate(r.from?.date)} → ₹{formatLevel(r.to?.nav ?? null, 4)} on{' '}
                  {formatDate(r.to?.date)}
                </Typography>
              </>
            )}
          </Box>
        ))}
        {detail.returns.length === 0 && (
          <Typography variant="body2" color="textSecondary" data-testid="fund-returns-none">
            No NAV history is kept for this scheme yet: returns are computed from AMFI&apos;s daily NAVs as each day&apos;s file is loaded.
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/**
 * Why the same-category table has no column for a period none of its schemes has: the longest NAV history of any
 * scheme does not reach it (as on the list), or these schemes' histories do not. Null when every period is shown.
 */
export function sameCategoryMissingText(detail: Pick<MutualFundDetail, 'sameCategoryReturnPeriods' | 'longestSchemeHistoryDays'>): string | null {
  const shown = detail.sameCategoryReturnPeriods ?? [];
  const missing = PERIODS.filter((p) => !shown.includes(p.period)).map((p) => p.years);
  const first = missing[0];
  if (first === undefined) return null;
  const longest = detail.longestSchemeHistoryDays ?? null;
  const why =
    longest === null
      ? 'they are computed from AMFI NAV history, and no NAV history is kept yet'
      : longest < 365 * first
        ? `they are computed from AMFI NAV history and need a scheme's NAVs at least ${yearsText(first)} apart, and ${
            longest === 0 ? 'the history kept here holds one NAV per scheme' : `the longest any scheme's NAV history here reaches is ${lengthText(longest)}`
          }`
        : `none of these schemes' NAV history reaches back ${yearsText(first)}`;
  return `${periodsText(missing)} returns are not shown: ${why}.`;
}

function SameCategory({ detail }: { detail: MutualFundDetail }) {
  const periods = detail.sameCategoryReturnPeriods;
  const columns = useMemo<Column<MutualFundRow>[]>(
    () => [
      {
        id: 'name',
        header: 'Scheme',
        wrap: true,
        minWidth: 220,
        value: (f) => f.name,
        render: (f) => (
          <Link component={RouterLink} to={`/mutualfunds/${f.schemeCode}`}>
            {f.name}
          </Link>
        ),
      },
      { id: 'plan', priority: 'low', header: 'Plan', value: (f) => f.plan },
      { id: 'nav', header: 'NAV (₹)', numeric: true, value: (f) => f.nav, render: (f) => formatLevel(f.nav, 4) },
      { id: 'navDate', priority: 'low', header: 'NAV date', value: (f) => f.navDate, render: (f) => formatDate(f.navDate) },
      // A period none of these schemes has gets no column (the line below says why), as on the list.
      ...periods.map<Column<MutualFundRow>>((key) => ({
        id: `return${key}`,
        header: `${key} return`,
        numeric: true,
        value: (f) => f.returns?.[key] ?? null,
        render: (f) => <ChangeText value={f.returns?.[key] ?? null} />,
      })),
    ],
    [periods],
  );
  if (detail.sameCategory.length === 0) return null;
  const missing = sameCategoryMissingText(detail);
  return (
    <Box sx={{ mt: 3 }}>
      <DataTable
        title={`Other ${detail.scheme.category ?? ''} schemes`}
        testId="fund-same-category"
        rows={detail.sameCategory}
        columns={columns}
        rowKey={(f) => String(f.schemeCode)}
        emptyText="No other schemes in this category."
      />
      {missing && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} data-testid="fund-same-category-missing">
          {missing}
        </Typography>
      )}
      {detail.sameCategoryTotal > detail.sameCategory.length && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {detail.sameCategory.length} of {detail.sameCategoryTotal} shown.{' '}
          <Link component={RouterLink} to={`/mutualfunds?category=${encodeURIComponent(detail.scheme.category ?? '')}`}>
            See them all
          </Link>
        </Typography>
      )}
    </Box>
  );
}

/** /mutualfunds/:schemeCode: one scheme's NAV chart, returns from its NAV history, category and its category's schemes. */
export default function FundDetailPage() {
  const code = useParams().schemeCode ?? '';
  const detail = useMutualFundDetail(code);
  const [range, setRange] = useState<PriceRange>('Max');
  const data = detail.data;
  const bars = useMemo(() => (data ? navBars(data.history, range) : undefined), [data, range]);

  if (detail.isPending) {
    return (
      <Page title="Mutual fund" maxWidth="lg">
        <LoadingBlock label="Loading the fund" />
      </Page>
    );
  }
  if (detail.isError || !data) {
    return (
      <Page title="Mutual fund" maxWidth="lg">
        {isNotFound(detail.error) ? (
          <EmptyState
            title={`No scheme with code ${code}`}
            action={
              <Link component={RouterLink} to="/mutualfunds">
                Search the mutual funds
              </Link>
            }
          />
        ) : (
          <ErrorState error={detail.error} onRetry={() => void detail.refetch()} title="Could not load the fund" />
        )}
      </Page>
    );
  }
  const s = data.scheme;
  return (
    <Page title={s.name} maxWidth="lg">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }} data-testid="fund-facts">
        {s.fundHouse && <Chip size="small" label={s.fundHouse} />}
        {s.category && (
          <Chip size="small" label={s.category} component={RouterLink} to={`/mutualfunds?category=${encodeURIComponent(s.category)}`} clickable />
        )}
        {s.plan && <Chip size="small" variant="outlined" label={`${s.plan} plan`} />}
        {s.option && <Chip size="small" variant="outlined" label={s.option} />}
        <Chip size="small" variant="outlined" label={`Scheme code ${s.schemeCode}`} />
      </Box>
      <Typography variant="h5" component="p" sx={{ mb: 0.5 }} data-testid="fund-nav">
        NAV ₹{formatLevel(s.nav, 4)}
      </Typography>
      <DataAsOf asOf={s.navDate} label="NAV of" source="amfi" sx={{ mb: 2 }} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        {data.history.length < 2 ? (
          <Typography color="textSecondary" data-testid="fund-chart-empty">
            {data.history.length === 0
              ? 'No NAV history yet: the chart fills as AMFI’s daily NAV files are loaded.'
              : `One NAV so far (${formatDate(data.history[0]?.date)}): the chart fills as AMFI’s daily NAV files are loaded.`}
          </Typography>
        ) : (
          <PriceChart
            label={`${s.name} NAV`}
            bars={bars}
            loading={false}
            error={null}
            onRetry={() => void detail.refetch()}
            range={range}
            onRangeChange={setRange}
            footer={
              <Typography variant="caption" color="textSecondary">
                NAV history {formatDate(data.history[0]?.date)} to {formatDate(data.history.at(-1)?.date)}
              </Typography>
            }
          />
        )}
      </Paper>
      <ReturnsCard detail={data} />
      <SameCategory detail={data} />
    </Page>
  );
}
