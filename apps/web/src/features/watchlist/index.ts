/** What other features use of watchlist; they import it from here, never from its files. */
export { AddToWatchlistButton } from './AddToWatchlistButton';
export { useWatchList } from './api';
