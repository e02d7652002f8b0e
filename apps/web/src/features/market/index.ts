/** What other features use of market; they import it from here, never from its files. */
export { useMarket } from './MarketContext';
export { MarketProvider } from './MarketProvider';
