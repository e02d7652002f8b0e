import { describe, expect, it } from 'vitest';
import { parseEtfList } from './etfs';
import { decodeText } from '../../parsers/text';

const HEADER = 'Symbol,Underlying,SecurityName,DateofListing,MarketLot,ISINNumber,FaceValue';

describe('parseEtfList', () => {
  it('reads eq_etfseclist.csv field by field, trimming the stray tabs', () => {
    const text = `${HEADER}
NIFTYBEES,Nifty50,NIPINDETFNIFTYBEES,08-Jan-02,1,INF204KB14I2,1
JUNIORBEES,Nippon India ETF Nifty Next 50 Junior BeES,NIP IND ETF JUNIOR BEES,06-Mar-03,1,INF732E01045,1.25
HDFCNEXT50,HDFCNIFTYNEXT50ETF\t,HDFCAMC - HDFCNEXT50,05-Dec-22,1,INF179KC1DH4,10
`;
    const { rows, problems } = parseEtfList(text, 'eq_etfseclist.csv');
    expect(problems).toEqual([]);
    expect(rows[0]).toEqual({
      symbol: 'NIFTYBEES',
      underlying: 'Nifty50',
      securityName: 'NIPINDETFNIFTYBEES',
      listingDate: '2002-01-08',
      isin: 'INF204KB14I2',
      faceValue: 1,
      marketLot: 1,
    });
    expect(rows[1]?.faceValue).toBe(1.25);
    expect(rows[2]?.underlying).toBe('HDFCNIFTYNEXT50ETF');
  });

  it('reads the Windows-1252 en dash through decodeText', () => {
    const bytes = Buffer.from(
      `${HEADER}\nGROWWPSE,Nifty PSE Index \u2013 TRI,GROWWAMC - GROWWPSE,11-Feb-26,1,INF666M01NQ3,10\n`,
      'latin1',
    );
    bytes[bytes.indexOf(0x13)] = 0x96; // latin1 wrote U+2013 as 0x13; 0x96 is the en dash in Windows-1252
    const { rows } = parseEtfList(decodeText(bytes), 'eq_etfseclist.csv');
    expect(rows[0]?.underlying).toBe('Nifty PSE Index \u2013 TRI');
  });

  it('reports bad rows with their line and keeps the rest', () => {
    const text = `${HEADER}
GOLDBEES,Gold,NIPINDETFGOLDBEES,08-Mar-07,1,INF204KB17I5,1
BADLOT,Gold,X,08-Mar-07,lot,INF000000001,1
BADDATE,Gold,X,32-Mar-07,1,INF000000002,1
EXTRA,Gold,X,08-Mar-07,1,INF000000003,1,surplus
`;
    const { rows, problems } = parseEtfList(text, 'eq_etfseclist.csv');
    expect(rows.map((r) => r.symbol)).toEqual(['GOLDBEES']);
    expect(problems).toEqual([
      { file: 'eq_etfseclist.csv', line: 3, message: "marketLot is not a number: 'lot'" },
      { file: 'eq_etfseclist.csv', line: 4, message: "listingDate is not a date: '32-Mar-07'" },
      { file: 'eq_etfseclist.csv', line: 5, message: 'expected 7 fields, found 8' },
    ]);
  });
});
