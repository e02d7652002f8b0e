import { formatDate } from '@sanchay/core';
import { ChangeText } from '../../components/data-table';
import { EmptyState, ErrorState, LoadingBlock } from '../../components/QueryStates';
import { ratePct, rupees, usePortfolio, xirrSentence } from '../portfolio';
import { FigureRow, HomeCard } from './HomeCard';

/** The portfolio's value, day change and XIRR beside NIFTY 50's, at the latest prices' date. */
export function PortfolioCard() {
  const portfolio = usePortfolio();
  const data = portfolio.data;
  return (
    <HomeCard title="Portfolio" to="/portfolio" toLabel="Open" testId="home-portfolio" asOf={data?.asOf ? `Prices of ${formatDate(data.asOf)}` : undefined}>
      {portfolio.isPending ? (
        <LoadingBlock rows={2} height={36} label="Loading the portfolio" />
      ) : portfolio.error ? (
        <ErrorState error={portfolio.error} onRetry={() => void portfolio.refetch()} />
      ) : !data || data.tradeCount === 0 ? (
        <EmptyState title="No portfolio yet" hint="Import a Zerodha tradebook or add a trade on the Portfolio page." />
      ) : (
        <>
          <FigureRow testId="home-portfolio-value" name="Value" figure={rupees(data.value)} sub={<ChangeText value={data.dayChange} format={(v) => `${rupees(v)} today`} />} />
          <FigureRow testId="home-portfolio-xirr" name="XIRR" figure={ratePct(data.xirr)} detail={xirrSentence(data.xirr, data.benchmark)} />
        </>
      )}
    </HomeCard>
  );
}
