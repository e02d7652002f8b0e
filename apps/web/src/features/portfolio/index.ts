/** What other features use of the portfolio; they import it from here, never from its files. */
export { usePortfolio } from './api';
export { ratePct, rupees, xirrSentence } from './figures';
