import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, toCsv } from './csv';
import type { Column } from './types';

describe('csvField', () => {
  it('quotes fields with commas, quotes or line breaks and doubles the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Tata Steel, Ltd')).toBe('"Tata Steel, Ltd"');
    expect(csvField('He said "buy"')).toBe('"He said ""buy"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });

  it('writes numbers as numbers and blanks as empty fields', () => {
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(1234567.89)).toBe('1234567.89');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(true)).toBe('true');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+91 phone')).toBe("'+91 phone");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-12.5%')).toBe('-12.5%');
  });
});

describe('toCsv', () => {
  interface Row {
    symbol: string;
    name: string;
    price: number | null;
  }
  const columns: Column<Row>[] = [
    { id: 'symbol', header: 'Symbol', value: (r) => r.symbol },
    { id: 'name', header: 'Name, full', value: (r) => r.name },
    { id: 'price', header: 'Price', numeric: true, value: (r) => r.price, csv: (r) => r.price?.toFixed(2) },
    { id: 'remove', header: '', exportable: false, value: () => 'x' },
  ];

  it('exports exactly the given columns (minus action columns), header first, CRLF line ends', () => {
    const csv = toCsv(
      [
        { symbol: 'M&M', name: 'Mahindra & Mahindra "M&M"', price: 2945.6 },
        { symbol: 'X', name: 'No price', price: null },
      ],
      columns,
    );
    expect(csv).toBe('Symbol,"Name, full",Price\r\nM&M,"Mahindra & Mahindra ""M&M""",2945.60\r\nX,No price,\r\n');
  });
});

describe('csvFileName', () => {
  it('makes a dated, slugged file name', () => {
    expect(csvFileName('NIFTY 50 constituents', new Date(2026, 2, 4))).toBe('sanchay-nifty-50-constituents-2026-03-04.csv');
    expect(csvFileName('Profit & loss', new Date(2026, 11, 31))).toBe('sanchay-profit-loss-2026-12-31.csv');
    expect(csvFileName('***', new Date(2026, 0, 1))).toBe('sanchay-table-2026-01-01.csv');
  });
});
