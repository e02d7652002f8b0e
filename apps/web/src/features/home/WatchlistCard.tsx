import { formatDate, formatPrice } from '@sanchay/core';
import { ChangeText } from '../../components/data-table';
import { EmptyState, LoadingBlock } from '../../components/QueryStates';
import { SymbolLink } from '../../components/SymbolLink';
import { useWatchList } from '../watchlist';
import { FigureRow, HomeCard } from './HomeCard';

const SHOWN = 8;

/** The watch list's companies with their latest close and day change. */
export function WatchlistCard() {
  const watch = useWatchList(true);
  const stocks = (watch.data ?? []).flatMap((item) => (item.company ? [item.company] : [])).slice(0, SHOWN);
  const dates = [...new Set(stocks.map((s) => s.quote?.date).filter(Boolean))] as string[];
  return (
    <HomeCard
      title="Watch list"
      to="/watchlist"
      toLabel="Open"
      testId="home-watchlist"
      asOf={dates.length > 0 ? `Prices: close of ${dates.map((d) => formatDate(d)).join(', ')}` : undefined}
    >
      {watch.isPending ? (
        <LoadingBlock rows={3} height={36} label="Loading the watch list" />
      ) : stocks.length === 0 ? (
        <EmptyState title="Your watch list is empty" hint="Add companies from their page with “Add to watchlist”." />
      ) : (
        stocks.map((stock) => (
          <FigureRow
            key={stock.id}
            testId={`home-watch-${stock.symbol}`}
            name={<SymbolLink symbol={stock.symbol} name={stock.companyName} />}
            figure={formatPrice(stock.quote?.close)}
            sub={<ChangeText value={stock.quote?.changePct} />}
          />
        ))
      )}
    </HomeCard>
  );
}
