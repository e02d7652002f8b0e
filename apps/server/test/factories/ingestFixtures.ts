/**
 * Small files in the real formats of the mirror (real headers, real quirks), each with one malformed
 * row, for the ingest tests. Keys are paths inside a mirror folder.
 */
export const EQUITY_L = `SYMBOL,NAME OF COMPANY, SERIES, DATE OF LISTING, PAID UP VALUE, MARKET LOT, ISIN NUMBER, FACE VALUE
RELIANCE,Reliance Industries Limited,EQ,29-NOV-1995,10,1,INE002A01018,10
TCS,Tata Consultancy Services Limited,EQ,25-AUG-2004,1,1,INE467B01029,1
INFY,Infosys Limited,EQ,08-FEB-1995,5,1,INE009A01021,5
BADDATE,Bad Date Limited,EQ,31-FEB-2020,10,1,INE000X01010,10
ADOR,Ador Welding Limited,EQ,01-JAN-2000,10,1,INE045A01017,10
`;

/** NSE's symbolchange.csv has no header: company, old symbol, new symbol, date. */
export const SYMBOL_CHANGES = `Infosys Limited,INFOSYSTCH,INFY,28-JUN-2011
Tata Consultancy Services Limited,OLDTCS,TCS,01-JAN-2010
`;

export const ETF_LIST = `Symbol,Underlying,SecurityName,DateofListing,MarketLot,ISINNumber,FaceValue
NIFTYBEES,Nifty50,NIPINDETFNIFTYBEES,08-Jan-02,1,INF204KB14I2,1
BANKBEES,NiftyBank,NIPINDETFBANKBEES,04-Jun-04,1,INF204KB15I9,1
GOLDBEES,Gold,NIPINDETFGOLDBEES,19-Mar-07,1,INF204KB17I5,1
LIQUIDBEES,GovernmentSecurities,NIPINDETFLIQUIDBEES,16-Jul-03,1,INF732E01037,1000
MON100,NASDAQ-100Index,MotilalOsNASDAQ100ETF,31-Mar-11,1,INF247L01AP3,1
BROKEN,Nifty50,,08-Jan-02,1,INF000000000,1
`;

export const REITS_L = `SYMBOL,NAME OF COMPANY, SERIES, DATE OF LISTING, PAID UP VALUE, MARKET LOT, ISIN NUMBER, FACE VALUE
EMBASSY,Embassy Office Parks REIT,RR,1-Apr-19,300,200,INE041025011,300
`;

const FD_HEADER =
  'symbol,name,summary,currency,sector,industry_group,industry,exchange,mic,market,country,state,city,zipcode,website,market_cap,isin,cusip,figi,composite_figi,shareclass_figi,delisted';

export const FD_NSE = `${FD_HEADER}
RELIANCE.NS,Reliance Industries Limited,"Reliance Industries Limited engages in hydrocarbon exploration, refining and ""retail"".",INR,Energy,Energy,"Oil, Gas & Consumable Fuels",NSE,XNSE,National Stock Exchange of India,India,,Mumbai,400021,http://www.ril.com,Large Cap,,,,,,False
TCS.NS,Tata Consultancy Services Limited,"Tata Consultancy Services provides IT services.
It has offices worldwide.",INR,Information Technology,Software & Services,IT Services,NSE,XNSE,National Stock Exchange of India,India,,Mumbai,,http://www.tcs.com,Mega Cap,,,,,,False
KAPC,Kapchorua Tea,,KES,,,,NSE,XNAI,Nairobi,Kenya,,,,,,,,,,,False
BADROW.NS,Bad Row,,INR,,,,NSE,XNSE,,India,,,,,,,,,,,Maybe
`;

export const FD_BSE = `${FD_HEADER}
RELIANCE.BO,Reliance Industries Limited,,INR,Energy,Energy,Oil & Gas Refining,BSE,XBOM,BSE India,India,,,,,Large Cap,,,,,,False
ADORWELD.BO,Ador Welding Ltd.,Welding products.,INR,Industrials,Capital Goods,Machinery,BSE,XBOM,BSE India,India,,,,,Nano Cap,,,,,,False
543282.BO,Niks Technology Limited,IT solutions.,INR,Information Technology,Software & Services,IT Services,BSE,XBOM,BSE India,India,,,,http://www.nikstech.com,Nano Cap,,,,,,False
OLDCO.BO,Old Company Limited,,INR,,,,BSE,XBOM,BSE India,India,,,,,,,,,,,True
`;

export const FD_SES = `${FD_HEADER}
D05.SI,DBS Group Holdings Ltd,"DBS Group Holdings Ltd provides financial products and services in Singapore, Hong Kong and internationally.",SGD,Financials,Banks,Banks,SES,XSES,Singapore Exchange,Singapore,,Singapore,,http://www.dbs.com,Large Cap,,,,,,False
`;

export const FD_DFM = `${FD_HEADER}
EMAAR.AE,Emaar Properties PJSC,Real estate developer.,AED,Real Estate,Real Estate,Real Estate Development,DFM,XDFM,Dubai Financial Market,United Arab Emirates,,Dubai,,https://www.emaar.com,Large Cap,AEE000301011,,,,,False
`;

export const FD_NYQ = `${FD_HEADER},instrument_type
IBM,International Business Machines Corporation,IBM provides hybrid cloud and AI.,USD,Information Technology,Software & Services,IT Services,NYQ,XNYS,New York Stock Exchange,United States,NY,Armonk,10504,https://www.ibm.com,Large Cap,US4592001014,,,,,False,Common Stock
XOM,Exxon Mobil Corporation,Exxon explores for oil.,USD,Energy,Energy,"Oil, Gas & Consumable Fuels",NYQ,XNYS,New York Stock Exchange,United States,TX,Irving,,https://corporate.exxonmobil.com,Mega Cap,,,,,,False,Common Stock
GONE,Gone Inc,,USD,,,,NYQ,XNYS,New York Stock Exchange,United States,,,,,,,,,,,True,Common Stock
`;

export const US_NASDAQ = JSON.stringify([
  {
    symbol: 'AAPL',
    name: 'Apple Inc. Common Stock',
    lastsale: '$227.52',
    netchange: '1.0',
    pctchange: '0.44%',
    volume: '1',
    marketCap: '3459000000000.00',
    country: 'United States',
    ipoyear: '1980',
    industry: 'Computer Manufacturing',
    sector: 'Technology',
    url: '/market-activity/stocks/aapl',
  },
  {
    symbol: 'TINY',
    name: 'Tiny Corp',
    lastsale: '$1',
    netchange: '0',
    pctchange: '0%',
    volume: '1',
    marketCap: '40000000.00',
    country: 'United States',
    ipoyear: '',
    industry: '',
    sector: '',
    url: '',
  },
  {
    symbol: 'BADCAP',
    name: 'Bad Cap Inc',
    lastsale: '$1',
    netchange: '0',
    pctchange: '0%',
    volume: '1',
    marketCap: 'lots',
    country: '',
    ipoyear: '',
    industry: '',
    sector: '',
    url: '',
  },
]);

export const US_NYSE = JSON.stringify([
  {
    symbol: 'IBM           ',
    name: 'International Business Machines Corporation Common Stock',
    lastsale: '$200',
    netchange: '0',
    pctchange: '0%',
    volume: '1',
    marketCap: '185000000000.00',
    country: 'United States',
    ipoyear: '',
    industry: 'Computer Manufacturing',
    sector: 'Technology',
    url: '',
  },
]);

export const KITE_INSTRUMENTS = `instrument_token,exchange_token,tradingsymbol,name,last_price,expiry,strike,tick_size,lot_size,instrument_type,segment,exchange
738561,2885,RELIANCE,RELIANCE INDUSTRIES,0.0,,0.0,0.05,1,EQ,NSE,NSE
2707457,10576,NIFTYBEES,NIP IND ETF NIFTY BEES,0.0,,0.0,0.01,1,EQ,NSE,NSE
256265,1001,NIFTY 50,NIFTY 50,0.0,,0.0,0.0,0,EQ,INDICES,NSE
12345678,48226,NIFTY26AUG25000CE,NIFTY,0.0,2026-08-25,25000.0,0.05,75,CE,NFO-OPT,NFO
abc,1,BROKEN,BROKEN,0.0,,0.0,0.05,1,EQ,NSE,NSE
`;

export const NIFTY500_LIST = `Company Name,Industry,Symbol,Series,ISIN Code
Reliance Industries Ltd.,Oil Gas & Consumable Fuels,RELIANCE,EQ,INE002A01018
Tata Consultancy Services Ltd.,Information Technology,TCS,EQ,INE467B01029
Gone Away Ltd.,Chemicals,GONEAWAY,EQ,INE999Z01010
Broken Ltd.,Chemicals
`;

/** somnath-mukherjee/nse.eod.data: dd-mm-yyyy, no volume. */
export const SOMNATH_NIFTYBEES = `date,open,high,low,close
22-07-2019,122.2,122.2,119.5,119.9
23-07-2019,120.5,120.7,119.45,119.7
24-07-2019,121.9,121.9,118.75,119.15
25-07-2019,122.5,122.5,118.85,oops
26-07-2019,119.2,119.6,118.5,119.32
`;

/** Investing.com export: newest first, thousands separators, K/M volumes, a BOM. */
export const INVESTING_NIFTYBEES = `\ufeffDate,Close,Open,High,Low,Vol.,Change %
"Jul 24, 2019",119.14,121.89,121.89,118.74,365.27K,-0.46%
"Jul 23, 2019",119.69,120.5,120.7,119.45,304.39K,-0.17%
"Jul 22, 2019",119.89,122.2,122.2,119.49,845.75K,-0.69%
"Jul 19, 2019",120.73,121.5,121.6,120.2,1.2M,-0.4%
"Jul 18, 2019",121.22,121.8,122,121,500K,0.1%
`;

/** Upstox (nifty50-ohlcv-2020-2025). */
export const UPSTOX_RELIANCE = `timestamp,open,high,low,close,volume,oi
2020-10-01 00:00:00+05:30,2200.0,2250.0,2190.0,2240.5,12345678,0
2020-10-05 00:00:00+05:30,2245.0,2260.0,2230.0,2255.0,9876543,0
2020-10-06 00:00:00+05:30,2255.0,2270.0,2240.0,2262.25,8765432,0
`;

export const UPSTOX_TCS = `timestamp,open,high,low,close,volume,oi
2020-10-01 00:00:00+05:30,2510.0,2540.0,2492.3,2523.45,2610338,0
2020-10-05 00:00:00+05:30,2620.0,2728.1,2603.05,2705.8,17412119,0
`;

/** askIndex with NIFTY BANK's quirks: a spike first row and filler open/high/low. */
export const ASKINDEX_BANK = `date,open,high,low,close,volume,value,symbol
2000-01-01,3659.8,3664.45,3609.75,1000.0,19851752.0,397.22,NIFTY BANK
2000-01-03,3659.8,3664.45,3609.75,2554.81,19851752.0,397.22,NIFTY BANK
2000-01-04,3659.8,3664.45,3609.75,2592.08,19851752.0,397.22,NIFTY BANK
2000-01-05,2600.0,2650.0,2580.0,2620.5,12000000.0,300.0,NIFTY BANK
`;

export const ASKINDEX_NIFTY = `date,open,high,low,close,volume,value,symbol
2000-01-03,1482.15,1592.9,1482.15,1592.2,25358322.0,884.15,NIFTY 50
2000-01-04,1594.4,1641.95,1594.4,1638.7,38787872.0,1973.69,NIFTY 50
2000-01-05,1634.55,1635.5,1555.05,1595.8,62153431.0,2812.09,NIFTY 50
`;

export const NAV_ALL = `Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date
 
Open Ended Schemes(Equity Scheme - Small Cap Fund)
 
Nippon India Mutual Fund
 
118778;INF204K01K15;-;Nippon India Small Cap Fund - Direct Plan Growth Plan - Growth Option;190.1234;16-May-2025
118777;INF204K01K07;INF204K01K23;Nippon India Small Cap Fund - Regular Plan - IDCW Option;N.A.;16-May-2025
 
Open Ended Schemes(Other Scheme - Other  ETFs)
 
Nippon India Mutual Fund
 
140084;INF204KB14I2;-;Nippon India ETF Nifty 50 BeES;280.2368;16-May-2025
999999;INF000;-;Broken Scheme;12.5
`;

/** Screener.in export files (a subset of the real columns, real header texts). */
export const SCREENER = {
  'screener-fundamentals-2024/Readme.md': 'Ensure the CSV files are placed in the `data_01_07_2024/` folder.\n',
  'screener-fundamentals-2024/Annual_P_L_1_final.csv': `Name,BSE Code,NSE Code,Industry,Current Price,Sales,OPM,Profit after tax,Return on capital employed,EPS,Change in promoter holding,Sales last year,Net Profit last year,Material cost last year,Employee cost last year,EPS last year,OPM last year,Last annual result date,Sales preceding year,Net Profit preceding year,Sales preceding 12months,Net profit preceding 12months,Market Capitalization,join_key
Reliance Industr,500325.0,RELIANCE,Refineries,3133.0,901064.0,18.0,69621.0,10.02,102.9,0.01,901064.0,79020.0,64.96,25679.0,102.9,18.0,202403.0,876396.0,74088.0,877365.0,79104.0,2119728.9,500325.0_RELIANCE
TCS,532540.0,TCS,Computers - Software - Large,3954.0,240893.0,26.69,46598.19,64.28,126.88,-0.64,240893.0,46099.0,0.02,140131.0,126.88,26.69,202403.0,225458.0,42303.0,238818.0,45033.0,1430591.79,532540.0_TCS
Unlisted Co,599999.0,NOTLISTED,Misc,10.0,1.0,1.0,1.0,1.0,1.0,0.0,1.0,1.0,1.0,1.0,1.0,1.0,202403.0,1.0,1.0,1.0,1.0,10.0,599999.0_NOTLISTED
`,
  'screener-fundamentals-2024/Quarter_P_L_1_final.csv': `Name,BSE Code,NSE Code,Industry,Current Price,Sales latest quarter,Net Profit latest quarter,EPS latest quarter,Sales preceding quarter,Sales 2quarters back,Net profit 2quarters back,Sales 3quarters back,Last result date,YOY Quarterly sales growth,Market Capitalization,join_key
Reliance Industr,500325.0,RELIANCE,Refineries,3133.0,236533.0,21243.0,28.01,225086.0,231886.0,19878.0,207559.0,202403.0,11.13,2119728.9,500325.0_RELIANCE
TCS,532540.0,TCS,Computers - Software - Large,3955.0,61237.0,12502.0,34.37,60583.0,59692.0,11380.0,59381.0,202403.0,3.51,1430953.59,532540.0_TCS
`,
  'screener-fundamentals-2024/Quarter_P_L_2_final.csv': `Name,BSE Code,NSE Code,Industry,Current Price,Sales preceding year quarter,Net Profit preceding year quarter,Market Capitalization,join_key
Reliance Industr,500325.0,RELIANCE,Refineries,3133.0,212834.0,21327.0,2119728.9,500325.0_RELIANCE
`,
  'screener-fundamentals-2024/Balance_Sheet_final.csv': `Name,BSE Code,NSE Code,Industry,Current Price,Debt,Equity capital,Reserves,Face value,Total Assets,Debt preceding year,Debt 3Years back,Working capital 10Years back,Market Capitalization,join_key
Reliance Industr,500325.0,RELIANCE,Refineries,3133.0,346142.0,6766.0,786715.0,10.0,1755986.0,451664.0,278962.0,34970.0,2119728.9,500325.0_RELIANCE
TCS,532540.0,TCS,Computers - Software - Large,3954.0,8021.0,362.0,90127.0,1.0,145472.0,7688.0,7795.0,n/a,1430591.79,532540.0_TCS
`,
  'screener-fundamentals-2024/cash_flow_statments_final.csv': `Name,BSE Code,NSE Code,Industry,Current Price,Cash from operations last year,Free cash flow last year,Cash beginning of last year,Cash end of last year,Cash from operations preceding year,Free cash flow 3years,Cash 3Years back,Market Capitalization,join_key
Reliance Industr,500325.0,RELIANCE,Refineries,3133.0,158788.0,21212.0,68664.0,97225.0,115032.0,18088.0,17397.0,2119728.9,500325.0_RELIANCE
`,
  'screener-fundamentals-2024/ratios_1_final.csv': `Name,BSE Code,NSE Code,Industry,Current Price,Market Capitalization,Price to Earning,Dividend yield,Return on equity,Promoter holding,Pledged percentage,Number of equity shares,Piotroski score,Credit rating,Public holding,FII holding,Change in FII holding,Change in DII holding,DII holding,join_key
Reliance Industr,500325.0,RELIANCE,Refineries,3133.0,2120574.62,30.45,0.32,9.23,50.31,0.0,676.58,6.0,AAA,10.46,22.06,-0.07,0.39,16.98,500325.0_RELIANCE
TCS,532540.0,TCS,Computers - Software - Large,3954.0,1432039.03,31.07,1.85,50.69,71.77,0.28,361.81,7.0,,4.86,12.7,0.24,0.58,10.61,532540.0_TCS
`,
  'screener-fundamentals-2024/ratios_2_final.csv': `Name,BSE Code,NSE Code,Industry,Current Price,Change in FII holding 3Years,Change in DII holding 3Years,Market Capitalization 3years back,join_key
Reliance Industr,500325.0,RELIANCE,Refineries,3133.0,-3.05,2.1,1164902.79,500325.0_RELIANCE
`,
  'screener-fundamentals-2024/Annual_P_L_2_final.csv': `Name,BSE Code,NSE Code,Industry,Current Price,Sales growth 3Years,Profit growth 5Years,Change in promoter holding 3Years,join_key
Reliance Industr,500325.0,RELIANCE,Refineries,3133.0,20.51,11.2,-0.27,500325.0_RELIANCE
`,
  'screener-fundamentals-2024/price_final.csv': `Name,BSE Code,NSE Code,Industry,Current Price,Return over 3months,High price,Low price,DMA 50,RSI,join_key
Reliance Industr,500325.0,RELIANCE,Refineries,3133.0,6.5,3162.0,2220.3,2920.12,67.22,500325.0_RELIANCE
`,
};

export const LEGACY_BHAVCOPY = `SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,TOTALTRADES,ISIN,
RELIANCE,EQ,3100.00,3140.00,3090.00,3131.50,3130.00,3098.00,5123456,16000000000.00,05-JUL-2024,210000,INE002A01018,
RELIANCE,N1,100.00,100.00,100.00,100.00,100.00,100.00,10,1000.00,05-JUL-2024,1,INE002A07123,
TCS,EQ,3950.00,3990.00,3940.00,3982.10,3980.00,3950.00,1234567,4900000000.00,05-JUL-2024,90000,INE467B01029,
NEWCO,EQ,10.00,11.00,9.50,10.50,10.50,10.00,1000,10500.00,05-JUL-2024,10,INE000N01010,
BROKEN,EQ,abc,11.00,9.50,10.50,10.50,10.00,1000,10500.00,05-JUL-2024,10,INE000B01010,
`;

const UDIFF_HEADER =
  'TradDt,BizDt,Sgmt,Src,FinInstrmTp,FinInstrmId,ISIN,TckrSymb,SctySrs,XpryDt,FininstrmActlXpryDt,StrkPric,OptnTp,FinInstrmNm,OpnPric,HghPric,LwPric,ClsPric,LastPric,PrvsClsgPric,UndrlygPric,SttlmPric,OpnIntrst,ChngInOpnIntrst,TtlTradgVol,TtlTrfVal,TtlNbOfTxsExctd,SsnId,NewBrdLotQty,Rmks,Rsvd1,Rsvd2,Rsvd3,Rsvd4';

export const UDIFF_BHAVCOPY = `${UDIFF_HEADER}
2024-07-08,2024-07-08,CM,NSE,STK,2885,INE002A01018,RELIANCE,EQ,,,,,RELIANCE INDUSTRIES LTD,3135.00,3170.00,3120.00,3165.40,3166.00,3131.50,,3165.40,,,6234567,19700000000.00,250000,F1,1,,,,,
2024-07-08,2024-07-08,CM,NSE,STK,10576,INF204KB14I2,NIFTYBEES,EQ,,,,,NIP IND ETF NIFTY BEES,270.00,272.00,269.00,271.25,271.30,269.90,,271.25,,,3456789,937000000.00,40000,F1,1,,,,,
2024-07-08,2024-07-08,CM,NSE,STK,11536,INE467B01029,TCS,BL,,,,,TATA CONSULTANCY SERV LT,4000.00,4000.00,4000.00,4000.00,4000.00,3982.10,,4000.00,,,100000,400000000.00,2,F1,1,,,,,
`;

/** Every fixture at its mirror path. */
export function fixtureMirrorFiles(): Record<string, string | Uint8Array> {
  return {
    'nse-securities-master/EQUITY_L.csv': EQUITY_L,
    'nse-securities-master/eq_etfseclist.csv': ETF_LIST,
    'nse-securities-master/REITS_L.csv': REITS_L,
    'nse-securities-master/symbolchange.csv': SYMBOL_CHANGES,
    'FinanceDatabase/equities/NSE.csv': FD_NSE,
    'FinanceDatabase/equities/BSE.csv': FD_BSE,
    'FinanceDatabase/equities/SES.csv': FD_SES,
    'FinanceDatabase/equities/DFM.csv': FD_DFM,
    'FinanceDatabase/equities/NYQ.csv': FD_NYQ,
    'US-Stock-Symbols/nasdaq_full_tickers.json': US_NASDAQ,
    'US-Stock-Symbols/nyse_full_tickers.json': US_NYSE,
    'kite-instruments/instruments.csv': KITE_INSTRUMENTS,
    'nse-index-lists/ind_nifty500list.csv': NIFTY500_LIST,
    'nse-eod-somnath/etf/NIFTYBEES.csv': SOMNATH_NIFTYBEES,
    'SIPanalysis/NIFTYBEES.csv': INVESTING_NIFTYBEES,
    'nifty50-ohlcv-2020-2025/RELIANCE_2020-10-01_to_2025-09-30.csv': UPSTOX_RELIANCE,
    'nifty50-ohlcv-2020-2025/TCS_2020-10-01_to_2025-09-30.csv': UPSTOX_TCS,
    'askIndex/NIFTY BANK.csv': ASKINDEX_BANK,
    'askIndex/NIFTY 50.csv': ASKINDEX_NIFTY,
    'amfi/NAVAll.txt': NAV_ALL,
    'nse-bhavcopy/cm05JUL2024bhav.csv': LEGACY_BHAVCOPY,
    ...SCREENER,
  };
}
