/** What other features use of company; they import it from here, never from its files. */
export { useCompanyDetails, useCompanyPrices } from './api';
export { formatUnitValue, scaledValue } from './units';
