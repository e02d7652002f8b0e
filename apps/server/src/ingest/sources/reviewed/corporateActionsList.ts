/**
 * Corporate actions an administrator of this project has checked against the exchange's announcements, in the
 * columns of NSE's corporate actions download (plus CHECKED, what each row was checked against). They are
 * applied as confirmed actions wherever the exchange's own file cannot be had (offline, the mirror), and never
 * twice: an action the exchange's file also lists (same listing, factor and ex-date within days) keeps one row.
 *
 * Each row is corroborated twice: by NSE's announcement (ratio, ex-date, record date), and by the price data,
 * which shows the same factor inside the same window (the mirror's back-adjusted NIFTY 50 closes against the
 * Screener export's own prices of July 2024; see docs/DATA.md). Add a row only with both.
 */
export const REVIEWED_CORPORATE_ACTIONS_CSV = `"SYMBOL","COMPANY NAME","SERIES","PURPOSE","FACE VALUE","EX-DATE","RECORD DATE","BOOK CLOSURE START DATE","BOOK CLOSURE END DATE","CHECKED"
"RELIANCE","Reliance Industries Limited","EQ","Bonus 1:1","10","28-Oct-2024","28-Oct-2024","-","-","NSE announcement of the record date; price data factor 2.009 between 01-Jul-2024 and 30-Sep-2025"
"DRREDDY","Dr. Reddy's Laboratories Limited","EQ","Face Value Split (Sub-Division) - From Rs 5/- Per Share To Re 1/- Per Share","5","28-Oct-2024","28-Oct-2024","-","-","NSE announcement of the record date; price data factor 5.054 between 01-Jul-2024 and 30-Sep-2025"
"WIPRO","Wipro Limited","EQ","Bonus 1:1","2","03-Dec-2024","03-Dec-2024","-","-","NSE announcement of the record date; price data factor 2.005 between 01-Jul-2024 and 30-Sep-2025"
"SHRIRAMFIN","Shriram Finance Limited","EQ","Face Value Split (Sub-Division) - From Rs 10/- Per Share To Rs 2/- Per Share","10","10-Jan-2025","10-Jan-2025","-","-","NSE announcement of the record date; price data factor 5.009 between 01-Jul-2024 and 30-Sep-2025"
"BAJFINANCE","Bajaj Finance Limited","EQ","Face Value Split (Sub-Division) - From Rs 2/- Per Share To Re 1/- Per Share","2","16-Jun-2025","16-Jun-2025","-","-","NSE announcement of the record date; with the bonus below, price data factor 9.782 (10 after the market's move) between 01-Jul-2024 and 30-Sep-2025"
"BAJFINANCE","Bajaj Finance Limited","EQ","Bonus 4:1","1","16-Jun-2025","16-Jun-2025","-","-","NSE announcement of the record date; see the split of the same day"
"NESTLEIND","Nestle India Limited","EQ","Bonus 1:1","1","08-Aug-2025","08-Aug-2025","-","-","NSE announcement of the record date; price data factor 2.004 between 01-Jul-2024 and 30-Sep-2025"
"HDFCBANK","HDFC Bank Limited","EQ","Bonus 1:1","1","26-Aug-2025","27-Aug-2025","-","-","NSE announcement of the record date (27 Aug 2025, a market holiday, so ex-date the trading day before); price data factor 1.990 between 01-Jul-2024 and 30-Sep-2025"
`;
