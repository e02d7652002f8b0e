/** Technical levels: price against its moving averages, RSI, the 52-week range. */
import { inIndex, lookup, matching } from '../caseBuilders';
import { inCategory } from '../types';

const N50 = inIndex('NIFTY 50');

export const TECHNICAL_CASES = inCategory('technicals', [
  matching('nifty 50 stocks below 200 dma', `${N50} and current_price < dma_200`, ['current_price', 'dma_200']),
  matching('which nifty 50 stocks are above 50 dma', `${N50} and current_price > dma_50`, ['current_price', 'dma_50']),
  matching('nifty 50 stocks with rsi below 40', `${N50} and rsi < 40`, ['rsi']),
  matching('oversold nifty 50 stocks rsi under 42', `${N50} and rsi < 42`, ['rsi']),
  matching('large caps above 200 dma with rsi above 60', `market_cap_type = 'Large Cap' and current_price > dma_200 and rsi > 60`, ['current_price', 'dma_200', 'rsi']),
  matching('nifty 50 stocks above 200 dma but below 50 dma', `${N50} and current_price > dma_200 and current_price < dma_50`, ['current_price', 'dma_200', 'dma_50']),
  lookup('rsi of reliance', ['RELIANCE'], ['rsi']),
  lookup('200 dma of tcs', ['TCS'], ['dma_200']),
  lookup('infosys 50 dma', ['INFY'], ['dma_50']),
  lookup('hdfc bank rsi', ['HDFCBANK'], ['rsi']),
  matching('stocks with rsi above 80 and market cap above 10000 cr', 'rsi > 80 and market_cap > 10000', ['rsi', 'market_cap']),
  matching('nifty 500 stocks with rsi below 35', `${inIndex('NIFTY 500')} and rsi < 35`, ['rsi']),
  matching('nifty 50 stocks where 50 dma is above 200 dma', `${N50} and dma_50 > dma_200`, ['dma_50', 'dma_200']),
  matching('nifty 50 stocks above both 50 dma and 200 dma', `${N50} and current_price > dma_50 and current_price > dma_200`, ['current_price', 'dma_50', 'dma_200']),
  lookup('52 week high and low of itc', ['ITC'], ['high_52w', 'low_52w']),
]);
