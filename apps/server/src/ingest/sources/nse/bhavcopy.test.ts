import { describe, expect, it } from 'vitest';
import { bhavcopyLayout, parseBhavcopy } from './bhavcopy';

const LEGACY_CM_HEADER =
  'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,TOTALTRADES,ISIN,';
const LEGACY_FO_HEADER =
  'INSTRUMENT,SYMBOL,EXPIRY_DT,STRIKE_PR,OPTION_TYP,OPEN,HIGH,LOW,CLOSE,SETTLE_PR,CONTRACTS,VAL_INLAKH,OPEN_INT,CHG_IN_OI,TIMESTAMP,';
const UDIFF_HEADER =
  'TradDt,BizDt,Sgmt,Src,FinInstrmTp,FinInstrmId,ISIN,TckrSymb,SctySrs,XpryDt,FininstrmActlXpryDt,StrkPric,OptnTp,FinInstrmNm,' +
  'OpnPric,HghPric,LwPric,ClsPric,LastPric,PrvsClsgPric,UndrlygPric,SttlmPric,OpnIntrst,ChngInOpnIntrst,TtlTradgVol,TtlTrfVal,' +
  'TtlNbOfTxsExctd,SsnId,NewBrdLotQty,Rmks,Rsvd1,Rsvd2,Rsvd3,Rsvd4';

describe('parseBhavcopy: legacy CM', () => {
  const text = `${LEGACY_CM_HEADER}
CANBK,EQ,555.4,569,553.55,566.55,568.95,549.35,9219466,5199036379.85,14-MAY-2024,135998,INE476A01014,
1018GS2026,GS,118.77,120.65,118.77,120.47,120.65,121,11,1325.27,14-MAY-2024,3,IN0020010081,
BADOPEN,EQ,abc,1,1,1,1,1,1,1,14-MAY-2024,1,INE000A01010,
BADDATE,EQ,1,1,1,1,1,1,1,1,14-MAY-20X4,1,INE000A01011,
SHORT,EQ,1,1,1
`;

  it('reads every field of a row', () => {
    const { rows } = parseBhavcopy(text, 'cm14MAY2024bhav.csv');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      layout: 'legacy-cm',
      segment: 'CM',
      exchange: 'NSE',
      date: '2024-05-14',
      symbol: 'CANBK',
      series: 'EQ',
      isin: 'INE476A01014',
      instrumentType: null,
      expiry: null,
      strike: null,
      optionType: null,
      open: 555.4,
      high: 569,
      low: 553.55,
      close: 566.55,
      last: 568.95,
      prevClose: 549.35,
      settlePrice: null,
      underlyingPrice: null,
      volume: 9219466,
      value: 5199036379.85,
      trades: 135998,
      openInterest: null,
      changeInOi: null,
      lotSize: null,
    });
    expect(rows[1]?.series).toBe('GS');
  });

  it('reports bad rows with their lines', () => {
    const { problems } = parseBhavcopy(text, 'cm14MAY2024bhav.csv');
    expect(problems).toEqual([
      { file: 'cm14MAY2024bhav.csv', line: 4, message: "open is not a number: 'abc'" },
      { file: 'cm14MAY2024bhav.csv', line: 5, message: "date is not a date: '14-MAY-20X4'" },
      { file: 'cm14MAY2024bhav.csv', line: 6, message: 'expected 14 fields, found 5' },
    ]);
  });

  it('reads the pre-2012 layout without TOTALTRADES and ISIN', () => {
    const old = `SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,
21STCENMGM,EQ,20,24.6,20,24.55,24.6,19.65,54000,1271385,3-JAN-2000,
`;
    const { rows, problems } = parseBhavcopy(old, 'cm03JAN2000bhav.csv');
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ date: '2000-01-03', symbol: '21STCENMGM', close: 24.55, trades: null, isin: null });
  });
});

describe('parseBhavcopy: legacy F&O', () => {
  it('reads futures and options, converting lakhs to rupees', () => {
    const text = `${LEGACY_FO_HEADER}
FUTIDX,NIFTY,25-Jan-2024,0,XX,21700,21750,21650,21700,21705.5,60000,500000.25,9000000,100000,02-JAN-2024,
OPTIDX,NIFTY,25-Jan-2024,21700,CE,100,110,95,105,105,50000,40000,800000,-5000,02-JAN-2024,
OPTSTK,RELIANCE,25-Jan-2024,2600,PE,12,14,x,13,13,10,1,100,0,02-JAN-2024,
`;
    const { rows, problems } = parseBhavcopy(text, 'fo02JAN2024bhav.csv');
    expect(rows[0]).toEqual({
      layout: 'legacy-fo',
      segment: 'FO',
      exchange: 'NSE',
      date: '2024-01-02',
      symbol: 'NIFTY',
      series: null,
      isin: null,
      instrumentType: 'FUTIDX',
      expiry: '2024-01-25',
      strike: null,
      optionType: null,
      open: 21700,
      high: 21750,
      low: 21650,
      close: 21700,
      last: null,
      prevClose: null,
      settlePrice: 21705.5,
      underlyingPrice: null,
      volume: 60000,
      value: 50000025000,
      trades: null,
      openInterest: 9000000,
      changeInOi: 100000,
      lotSize: null,
    });
    expect(rows[1]).toMatchObject({ instrumentType: 'OPTIDX', strike: 21700, optionType: 'CE', changeInOi: -5000 });
    expect(problems).toEqual([{ file: 'fo02JAN2024bhav.csv', line: 4, message: "low is not a number: 'x'" }]);
  });
});

describe('parseBhavcopy: UDiFF', () => {
  it('reads a CM row of the 34-column common bhavcopy', () => {
    const text = `${UDIFF_HEADER}
2024-10-15,2024-10-15,CM,NSE,STK,20372,INE00Y201027,FLAIR,EQ,,,,,FLAIR WRITING INDUST LTD,296.15,300.10,293.75,295.95,298.85,296.15,,296.00,,,34968,10365770.00,1404,F1,1,,,,,
2024-10-15,2024-10-15,CM,NSE,STK,458,IN0020170091,SGBNOV25,GB,,,,,2.50% GOLDBONDS2025SR-VII,7948.00,7948.00,7948.00,7948.00,7948.00,7950.00,,7948.00,,,10,79480.00,3,F1,1,,,,,
`;
    const { rows, problems } = parseBhavcopy(text, 'BhavCopy_NSE_CM_0_0_0_20241015_F_0000.csv');
    expect(problems).toEqual([]);
    expect(rows[0]).toEqual({
      layout: 'udiff',
      segment: 'CM',
      exchange: 'NSE',
      date: '2024-10-15',
      symbol: 'FLAIR',
      series: 'EQ',
      isin: 'INE00Y201027',
      instrumentType: 'STK',
      expiry: null,
      strike: null,
      optionType: null,
      open: 296.15,
      high: 300.1,
      low: 293.75,
      close: 295.95,
      last: 298.85,
      prevClose: 296.15,
      settlePrice: 296,
      underlyingPrice: null,
      volume: 34968,
      value: 10365770,
      trades: 1404,
      openInterest: null,
      changeInOi: null,
      lotSize: 1,
    });
    expect(rows[1]).toMatchObject({ symbol: 'SGBNOV25', series: 'GB', close: 7948 });
  });

  it('reads FO futures and options and reports a bad expiry and a short row', () => {
    const text = `${UDIFF_HEADER}
2026-09-01,2026-09-01,FO,NSE,IDF,68407,,NIFTY,,2026-09-29,2026-09-29,,,NIFTY26SEPFUT,24200.00,24296.10,24064.00,24090.30,24081.00,24251.40,24055.80,24090.30,16051815,323310,57171,89746405775.00,39620,F1,65,,,,,
2026-09-01,2026-09-01,FO,NSE,IDO,36742,,NIFTY,,2026-09-29,2026-09-29,24350.00,CE,NIFTY26SEP24350CE,129.40,133.25,85.80,93.85,94.00,125.45,24055.80,93.85,622200,-208700,113799,69558588098.75,32711,F1,65,,,,,
2026-09-01,2026-09-01,FO,NSE,IDO,36743,,NIFTY,,2026-09-31,2026-09-31,24400.00,PE,NIFTY26SEP24400PE,1,1,1,1,1,1,24055.80,1,1,1,1,1,1,F1,65,,,,,
2026-09-01,2026-09-01,FO,NSE,IDO
`;
    const { rows, problems } = parseBhavcopy(text, 'BhavCopy_NSE_FO_0_0_0_20260901_F_0000.csv');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      segment: 'FO',
      instrumentType: 'IDF',
      symbol: 'NIFTY',
      series: null,
      isin: null,
      expiry: '2026-09-29',
      strike: null,
      optionType: null,
      close: 24090.3,
      settlePrice: 24090.3,
      underlyingPrice: 24055.8,
      openInterest: 16051815,
      changeInOi: 323310,
      volume: 57171,
      value: 89746405775,
      trades: 39620,
      lotSize: 65,
    });
    expect(rows[1]).toMatchObject({ instrumentType: 'IDO', strike: 24350, optionType: 'CE', changeInOi: -208700 });
    expect(problems).toEqual([
      {
        file: 'BhavCopy_NSE_FO_0_0_0_20260901_F_0000.csv',
        line: 4,
        message: "expiry is not a date: '2026-09-31'",
      },
      { file: 'BhavCopy_NSE_FO_0_0_0_20260901_F_0000.csv', line: 5, message: 'expected 34 fields, found 5' },
    ]);
  });

  it("reads BSE's copy, which puts its group in SctySrs", () => {
    const text = `${UDIFF_HEADER}
2026-06-09,2026-06-09,CM,BSE,STK,511260,INE088P01015,ICONIKSPEV,X,,,,,ICONIK SPORTS,44.99,44.99,42.31,43.09,43.48,44.44,,43.09,,,5757,248168.00,41,F1,1,,,,,
`;
    const { rows } = parseBhavcopy(text, 'BhavCopy_BSE_CM_0_0_0_20260609_F_0000.CSV');
    expect(rows[0]).toMatchObject({ exchange: 'BSE', series: 'X', symbol: 'ICONIKSPEV', close: 43.09, volume: 5757 });
  });
});

describe('bhavcopyLayout', () => {
  it('tells the layouts apart by header and refuses others', () => {
    expect(bhavcopyLayout(LEGACY_CM_HEADER.split(','))).toBe('legacy-cm');
    expect(bhavcopyLayout(LEGACY_FO_HEADER.split(','))).toBe('legacy-fo');
    expect(bhavcopyLayout(UDIFF_HEADER.split(','))).toBe('udiff');
    expect(bhavcopyLayout(['date', 'open'])).toBeNull();
    const { rows, problems } = parseBhavcopy('date,open\n2024-01-01,1\n', 'x.csv');
    expect(rows).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.line).toBe(1);
  });
});
