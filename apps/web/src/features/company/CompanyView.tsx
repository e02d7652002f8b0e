import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { DEFAULT_PRICE_RANGE, type CompanyDetails, type PriceRange } from '@sanchay/core';
import { useState } from 'react';
import { OneAfterAnother } from '../../components/Later';
import { PriceChart } from '../../components/price-chart/PriceChart';
import { DataAsOf } from '../../components/DataAsOf';
import { moneyUnit } from '../../lib/format';
import { useMarket } from '../market';
import { ShareholdingChart } from '../../components/shareholding/ShareholdingChart';
import { ShareholdingTable } from '../../components/shareholding/ShareholdingTable';
import { useCompanyPrices } from './api';
import { CompanyAbout } from './CompanyAbout';
import { CompanyHeader } from './CompanyHeader';
import { DividendsTable } from './DividendsTable';
import { KeyRatios } from './KeyRatios';
import { PeersTable } from './PeersTable';
import { Section } from './Section';
import { StatementTable } from './StatementTable';

const STATEMENTS = [
  { id: 'profit-loss', kind: 'income_statement', title: 'Profit & loss' },
  { id: 'balance-sheet', kind: 'balance_sheet_statement', title: 'Balance sheet' },
  { id: 'cash-flow', kind: 'cash_flow_statement', title: 'Cash flows' },
] as const;

/** About how tall a section with a table of this many rows is (its title, table head and footer, and the rows). */
const tableHeight = (rows: number) => 180 + 40 * rows;

/** The price chart with its range; the prices' arrival redraws this section only, not the whole page. */
function ChartSection({ symbol, name }: { symbol: string; name: string }) {
  const { market } = useMarket();
  const [range, setRange] = useState<PriceRange>(DEFAULT_PRICE_RANGE);
  const prices = useCompanyPrices(symbol, market, range);
  return (
    <Section id="chart" title="Price chart">
      <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 1, sm: 2 } }}>
        <PriceChart
          label={`${name} price chart`}
          bars={prices.data?.bars}
          loading={prices.isFetching}
          error={prices.error}
          onRetry={() => void prices.refetch()}
          range={range}
          onRangeChange={setRange}
          footer={<DataAsOf asOf={prices.data?.bars.at(-1)?.date} of="stock_prices" label="Prices as of" />}
        />
      </Paper>
    </Section>
  );
}

/**
 * The company page once its data is in: header, chart, ratios, statements, shareholding, peers. The sections
 * below the ratios are drawn in later renders of their own (a long page of tables is a long task on a phone).
 */
export default function CompanyView({ details }: { details: CompanyDetails }) {
  const { company } = details;
  const money = moneyUnit(company.currency);
  const sections = [
    { id: 'chart', title: 'Chart' },
    { id: 'ratios', title: 'Ratios' },
    ...(details.quarterly ? [{ id: 'quarters', title: 'Quarters' }] : []),
    ...STATEMENTS.filter((s) => details.statements[s.kind]).map((s) => ({ id: s.id, title: s.title })),
    ...(details.shareholding.length > 0 ? [{ id: 'shareholding', title: 'Shareholding' }] : []),
    { id: 'dividends', title: 'Dividends' },
    { id: 'peers', title: 'Peers' },
  ];
  const lastQuarter = details.shareholding[details.shareholding.length - 1];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <CompanyHeader details={details} />
      <Box component="nav" aria-label="Sections" sx={{ display: 'flex', gap: 1, overflowX: 'auto', mt: 2, pb: 0.5 }}>
        {sections.map((s) => (
          <Chip key={s.id} component="a" href={`#${s.id}`} clickable size="small" variant="outlined" label={s.title} />
        ))}
      </Box>

      <ChartSection symbol={company.symbol} name={company.name} />

      <Section id="ratios" title="Key ratios">
        <KeyRatios details={details} />
        <Box sx={{ mt: 2 }}>
          <CompanyAbout details={details} />
        </Box>
      </Section>

      <OneAfterAnother
        sections={[
          details.quarterly && (
            <Section key="quarters" id="quarters" estimatedHeight={tableHeight(details.quarterly.rows.length)} title="Quarterly results" subtitle={`Figures in ${money.label}`}>
              <StatementTable title="Quarterly results" statement={details.quarterly} money={money} symbol={company.symbol} />
            </Section>
          ),
          ...STATEMENTS.map((s) => {
            const statement = details.statements[s.kind];
            if (!statement) return null;
            return (
              <Section key={s.id} id={s.id} estimatedHeight={tableHeight(statement.rows.length)} title={s.title} subtitle={`Figures in ${money.label}`}>
                <StatementTable title={s.title} statement={statement} money={money} symbol={company.symbol} />
              </Section>
            );
          }),
          details.shareholding.length > 0 && (
            <Section key="shareholding" id="shareholding" estimatedHeight={700} title="Shareholding pattern" subtitle="Numbers in percentages">
              <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 1.5, sm: 2 }, mb: 2 }}>
                <ShareholdingChart quarters={details.shareholding} />
              </Paper>
              <ShareholdingTable
                quarters={details.shareholding}
                symbol={company.symbol}
                footer={<DataAsOf asOf={lastQuarter?.quarterEnd} source={company.source} />}
              />
            </Section>
          ),
          <Section key="dividends" id="dividends" estimatedHeight={tableHeight(Math.max(details.dividends.length, 1))} title="Dividends" subtitle="Per share, by ex-date">
            <DividendsTable dividends={details.dividends} symbol={company.symbol} currency={company.currency ?? 'INR'} />
          </Section>,
          <Section key="peers" id="peers" estimatedHeight={tableHeight(details.peers.length + 4)} title="Peer comparison">
            <PeersTable peers={details.peers} symbol={company.symbol} industry={company.industry} currency={company.currency ?? 'INR'} />
          </Section>,
        ]}
      />
    </Container>
  );
}
