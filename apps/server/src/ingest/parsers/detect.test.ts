import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect';

describe('detectFormat', () => {
  it('names the parser for each mirror file from its first line', () => {
    const cases: [string, string, string][] = [
      [
        'EQUITY_L.csv',
        'SYMBOL,NAME OF COMPANY, SERIES, DATE OF LISTING, PAID UP VALUE, MARKET LOT, ISIN NUMBER, FACE VALUE',
        'securityList',
      ],
      [
        'SME_EQUITY_L.csv',
        'SYMBOL,NAME_OF_COMPANY,SERIES,DATE_OF_LISTING,PAID_UP_VALUE,ISIN_NUMBER,FACE_VALUE,',
        'securityList',
      ],
      ['eq_etfseclist.csv', 'Symbol,Underlying,SecurityName,DateofListing,MarketLot,ISINNumber,FaceValue', 'etfList'],
      ['ind_nifty500list.csv', 'Company Name,Industry,Symbol,Series,ISIN Code', 'indexConstituents'],
      [
        'cm14MAY2024bhav.csv',
        'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,TOTALTRADES,ISIN,',
        'bhavcopy',
      ],
      ['x.csv', 'TradDt,BizDt,Sgmt,Src,FinInstrmTp,FinInstrmId,ISIN,TckrSymb,SctySrs,XpryDt', 'bhavcopy'],
      ['NIFTYBEES.csv', 'date,open,high,low,close', 'dailyBars'],
      ['ADANIENT.csv', 'timestamp,open,high,low,close,volume,oi', 'dailyBars'],
      ['NIFTY 50.csv', 'date,open,high,low,close,volume,value,symbol\r', 'dailyBars'],
      ['NIFTYBEES.csv', '\uFEFFDate,Close,Open,High,Low,Vol.,Change %', 'dailyBars'],
      [
        'NAVAll.txt',
        'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date',
        'navAll',
      ],
      ['NAVAll.txt', 'Open Ended Schemes(Debt Scheme - Banking and PSU Fund)', 'navAll'],
      [
        'NSE.csv',
        'symbol,name,summary,currency,sector,industry_group,industry,exchange,mic,market,country,state,city,zipcode,website,market_cap,isin,cusip,figi,composite_figi,shareclass_figi,delisted',
        'financeDatabase',
      ],
      ['nasdaq_full_tickers.json', '[', 'usSymbols'],
      [
        'instruments.csv',
        'instrument_token,exchange_token,tradingsymbol,name,last_price,expiry,strike,tick_size,lot_size,instrument_type,segment,exchange',
        'kiteInstruments',
      ],
      ['ratios_1_final.csv', 'Name,BSE Code,NSE Code,Industry,Current Price,Market Capitalization', 'screener'],
      [
        'nifty750_fundamentals.csv',
        'Symbol,Industry,Qtr Profit Var %,QoQ profits %,QoQ sales %,OPM,Last_Updated',
        'screener',
      ],
      ['t1_prices.csv', 'join_key,t_1_price', 'screener'],
    ];
    for (const [file, header, format] of cases) expect([file, detectFormat(file, header)]).toEqual([file, format]);
  });

  it('answers null for files it has no parser for', () => {
    expect(detectFormat('namechange.csv', 'NCH_SYMBOL, NCH_PREV_NAME, NCH_NEW_NAME, NCH_DT')).toBeNull();
    expect(detectFormat('x.txt', 'a;b;c')).toBeNull();
  });
});
