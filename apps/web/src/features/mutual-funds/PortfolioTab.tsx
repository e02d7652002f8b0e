import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { useMemo } from 'react';
import { ChangeText, DataTable, type Column } from '../../components/data-table';
import { formatDate, formatLevel } from '../../lib/format';
import { ErrorState } from '../../components/QueryStates';
import { SignInPrompt } from '../auth';
import { useDeletePortfolioFund, useMyMutualFunds, type PortfolioFund } from './api';

/** "My portfolio": the signed-in user's funds, with remove. */
export function PortfolioTab({ signedIn }: { signedIn: boolean }) {
  const funds = useMyMutualFunds(signedIn);
  const remove = useDeletePortfolioFund();
  const columns = useMemo<Column<PortfolioFund>[]>(
    () => [
      { id: 'name', header: 'Scheme', sticky: true, wrap: true, minWidth: 220, value: (p) => p.fund?.name ?? `Scheme ${p.mutualFundId}` },
      { id: 'fundHouse', header: 'Fund house', value: (p) => p.fund?.fundHouse },
      { id: 'category', header: 'Category', wrap: true, value: (p) => p.fund?.category },
      { id: 'plan', header: 'Plan', value: (p) => p.fund?.plan },
      { id: 'units', header: 'Units', numeric: true, value: (p) => p.units, render: (p) => formatLevel(p.units, 3) },
      { id: 'nav', header: 'NAV (₹)', numeric: true, value: (p) => p.fund?.nav, render: (p) => formatLevel(p.fund?.nav, 4) },
      { id: 'navDate', header: 'NAV date', value: (p) => p.fund?.navDate, render: (p) => formatDate(p.fund?.navDate) },
      { id: 'return3Y', header: '3Y return', numeric: true, value: (p) => p.fund?.return3Y, render: (p) => <ChangeText value={p.fund?.return3Y} /> },
      {
        id: 'value',
        header: 'Value (₹)',
        numeric: true,
        value: (p) => (p.units !== null && p.fund?.nav != null ? Math.round(p.units * p.fund.nav * 100) / 100 : null),
      },
      {
        id: 'remove',
        header: '',
        sortable: false,
        exportable: false,
        value: () => null,
        render: (p) => (
          <IconButton
            size="small"
            aria-label={`Remove ${p.fund?.name ?? p.mutualFundId} from my portfolio`}
            disabled={remove.isPending}
            onClick={() => remove.mutate(p.mutualFundId)}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        ),
      },
    ],
    [remove],
  );

  if (!signedIn) {
    return (
      <SignInPrompt
        testId="mutualfunds-sign-in"
        title="Sign in to keep a portfolio"
        text="Your fund portfolio is stored with your account."
        returnTo="/mutualfunds?tab=portfolio"
      />
    );
  }
  if (funds.isError) return <ErrorState error={funds.error} onRetry={() => void funds.refetch()} title="Could not load your portfolio" />;
  return (
    <DataTable
      title="My portfolio"
      rows={funds.data ?? []}
      columns={columns}
      rowKey={(p) => String(p.mutualFundId)}
      loading={funds.isPending}
      emptyText="No funds yet. Add funds from the All funds tab."
    />
  );
}
