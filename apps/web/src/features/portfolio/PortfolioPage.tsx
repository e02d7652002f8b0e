import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import type { PortfolioSummary, PortfolioTrade } from '@sanchay/core';
import { useCallback, useState } from 'react';
import { ChangeText } from '../../components/data-table';
import { Page } from '../../components/Page';
import { ErrorState } from '../../components/QueryStates';
import { formatDate } from '../../lib/format';
import { SignInPrompt, useAuth } from '../auth';
import { Allocation } from './Allocation';
import { useDeleteTrade, usePortfolio, usePortfolioGains, usePortfolioHistory, usePortfolioTrades } from './api';
import { rupees, xirrSentence } from './figures';
import { GainsSection } from './GainsSection';
import { HoldingsTable } from './HoldingsTable';
import { ImportDialog } from './ImportDialog';
import { TradeDialog } from './TradeDialog';
import { TradesTable } from './TradesTable';
import { ValueChart } from './ValueChart';

/** /portfolio: the signed-in person's holdings, returns beside NIFTY 50, capital gains and trades. */
export default function PortfolioPage() {
  const { isAuthenticated } = useAuth();
  return (
    <Page title="Portfolio" subtitle="Your holdings, your returns beside NIFTY 50, and capital gains by Indian rules. Kept on this server only." maxWidth="lg">
      {isAuthenticated ? (
        <Portfolio />
      ) : (
        <SignInPrompt testId="portfolio-sign-in" title="Sign in to see your portfolio" text="Import a Zerodha tradebook or add trades by hand; they stay in this Sanchay's database." returnTo="/portfolio" />
      )}
    </Page>
  );
}

function Figure({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }} data-testid={testId}>
      <Typography variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: { xs: '1.1rem', sm: '1.35rem' }, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{children}</Typography>
    </Box>
  );
}

export function SummaryFigures({ summary }: { summary: PortfolioSummary }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' } }}>
      <Figure label={summary.asOf ? `Value, prices of ${formatDate(summary.asOf)}` : 'Value'} testId="portfolio-value">
        {rupees(summary.value)}
      </Figure>
      <Figure label="Day change">
        <ChangeText value={summary.dayChange} format={(v) => rupees(v)} />
      </Figure>
      <Figure label="Invested (held)">{rupees(summary.invested)}</Figure>
      <Figure label="Unrealised P&L">
        <ChangeText value={summary.unrealisedPnl} format={(v) => rupees(v)} />
      </Figure>
      <Figure label="Realised P&L">
        <ChangeText value={summary.realisedPnl} format={(v) => rupees(v)} />
      </Figure>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 4 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Portfolio() {
  const summary = usePortfolio();
  const gains = usePortfolioGains();
  const history = usePortfolioHistory();
  const trades = usePortfolioTrades();
  const remove = useDeleteTrade();
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<PortfolioTrade | null | 'new'>(null);
  const [message, setMessage] = useState<string | null>(null);
  const done = useCallback((text?: string) => text && setMessage(text), []);
  const onEdit = useCallback((t: PortfolioTrade) => setEditing(t), []);
  const onDelete = useCallback(
    (t: PortfolioTrade) => {
      if (window.confirm(`Delete the ${t.side} of ${t.quantity} ${t.name} on ${t.date}?`)) remove.mutate(t.id, { onSuccess: () => setMessage('Trade deleted.') });
    },
    [remove],
  );

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button variant="contained" onClick={() => setImporting(true)}>
          Import
        </Button>
        <Button variant="outlined" onClick={() => setEditing('new')}>
          Add trade
        </Button>
      </Box>
      {summary.error && <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />}
      {summary.data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
          <SummaryFigures summary={summary.data} />
          <Typography sx={{ mt: 2, fontWeight: 600 }} data-testid="portfolio-xirr">
            {xirrSentence(summary.data.xirr, summary.data.benchmark)}
            {'asOf' in summary.data.benchmark && summary.data.benchmark.asOf ? ` (closes to ${formatDate(summary.data.benchmark.asOf)})` : ''}
          </Typography>
          {summary.data.unpriced.length > 0 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              No stored price for {summary.data.unpriced.join(', ')}: left out of the value, XIRR and allocation.
            </Alert>
          )}
          {summary.data.issues.length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {summary.data.issues.slice(0, 3).map((i) => (
                <div key={`${i.isin}-${i.date}`}>
                  {i.isin}: {i.message}
                </div>
              ))}
            </Alert>
          )}
        </Paper>
      )}
      {summary.data && summary.data.tradeCount > 0 && (
        <Section title="Value and money in">
          {history.error && <ErrorState error={history.error} onRetry={() => void history.refetch()} />}
          {history.data && <ValueChart history={history.data} />}
        </Section>
      )}
      <Section title="Holdings">{summary.data ? <HoldingsTable holdings={summary.data.holdings} /> : !summary.error && <Typography>Loading…</Typography>}</Section>
      {summary.data && summary.data.holdings.length > 0 && (
        <Section title="Allocation">
          <Allocation allocation={summary.data.allocation} />
        </Section>
      )}
      <Section title="Capital gains">
        {gains.error && <ErrorState error={gains.error} onRetry={() => void gains.refetch()} />}
        {gains.data && <GainsSection gains={gains.data} />}
      </Section>
      <Section title="Trades">
        <TradesTable trades={trades.data ?? []} loading={trades.isPending} onEdit={onEdit} onDelete={onDelete} />
      </Section>
      <ImportDialog
        open={importing}
        onClose={(text) => {
          setImporting(false);
          done(text);
        }}
      />
      {editing && (
        <TradeDialog
          trade={editing === 'new' ? null : editing}
          onClose={(text) => {
            setEditing(null);
            done(text);
          }}
        />
      )}
      <Snackbar open={message !== null} autoHideDuration={4000} onClose={() => setMessage(null)} message={message ?? ''} />
    </>
  );
}
