/** What other features use of quotes; they import it from here, never from its files. */
export { useQuotes } from './api';
