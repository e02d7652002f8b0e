/** What other features use of indexes; they import it from here, never from its files. */
export { useIndexDetails, useIndexPrices, useIndices } from './api';
