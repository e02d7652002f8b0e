/** What other features use of company-search; they import it from here, never from its files. */
export { CompanyPicker } from './CompanyPicker';
export { CompanySearchBox } from './CompanySearchBox';
export { useCompanySearch } from './api';
export type { CompanySearchResult } from './api';
