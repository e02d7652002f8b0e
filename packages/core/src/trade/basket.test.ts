import { describe, expect, it } from 'vitest';
import {
  instrumentName,
  orderAmount,
  parseBasketQuery,
  parsePrice,
  parseQuantity,
  parseReportedPrice,
  totalInvestment,
  tradingSymbolOf,
} from './basket';
import { orderCountLabel } from './constants';

/** A query string as URLSearchParams reads it (core has no DOM types): repeated keys collect. */
function q(text: string) {
  const entries = text
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
      return at < 0 ? [decode(pair), ''] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))];
    });
  return { getAll: (key: string) => entries.filter(([k]) => k === key).map(([, v]) => v ?? '') };
}

describe('instrument names', () => {
  it('keeps the part before Current', () => {
    expect(instrumentName('NIFTYBEES Current 245.3')).toBe('NIFTYBEES');
    expect(instrumentName('Nippon India ETF Gold BeES Current 61.2')).toBe('Nippon India ETF Gold BeES');
    expect(instrumentName('  TCS  ')).toBe('TCS');
    expect(instrumentName('Current 12')).toBe('');
  });
  it('takes the first word, upper-cased, as the trading symbol', () => {
    expect(tradingSymbolOf('niftybees')).toBe('NIFTYBEES');
    expect(tradingSymbolOf('M&M Ltd')).toBe('M&M');
    expect(tradingSymbolOf('BAJAJ-AUTO')).toBe('BAJAJ-AUTO');
    expect(tradingSymbolOf('<script>')).toBeNull();
    expect(tradingSymbolOf('A'.repeat(21))).toBeNull();
    expect(tradingSymbolOf('')).toBeNull();
  });
});

describe('field parsers', () => {
  it('accepts prices above 0 with at most 2 decimals', () => {
    expect(parsePrice('240.5')).toEqual({ ok: true, value: 240.5 });
    expect(parsePrice(' 10.05 ')).toEqual({ ok: true, value: 10.05 });
    for (const bad of ['', '0', '0.00', '-1', '1.234', 'abc', '1e3', 'Infinity', '1,000']) {
      expect(parsePrice(bad).ok, bad).toBe(false);
    }
  });
  it('accepts whole quantities from 1 to 1,000,000', () => {
    expect(parseQuantity('1')).toEqual({ ok: true, value: 1 });
    expect(parseQuantity('1000000')).toEqual({ ok: true, value: 1_000_000 });
    for (const bad of ['', '0', '1000001', '2.5', '-3', 'x']) expect(parseQuantity(bad).ok, bad).toBe(false);
  });
  it('accepts reported prices above 0', () => {
    expect(parseReportedPrice('245.305')).toEqual({ ok: true, value: 245.305 });
    for (const bad of ['', '0', '-2', 'NaN']) expect(parseReportedPrice(bad).ok, bad).toBe(false);
  });
});

describe('parseBasketQuery', () => {
  it('is empty without any basket parameter', () => {
    expect(parseBasketQuery(q(''))).toEqual({ kind: 'empty' });
    expect(parseBasketQuery(q('status=success&request_token=abc'))).toEqual({ kind: 'empty' });
  });

  it('reads one order', () => {
    expect(parseBasketQuery(q('i=NIFTYBEES%20Current%20245.30&price=240.5&quantity=4&reportedPrice=245.3'))).toEqual({
      kind: 'ok',
      items: [
        {
          exchange: 'NSE',
          instrument: 'NIFTYBEES Current 245.30',
          name: 'NIFTYBEES',
          tradingsymbol: 'NIFTYBEES',
          price: 240.5,
          quantity: 4,
          reportedPrice: 245.3,
        },
      ],
    });
  });

  it('reads repeated parameters and comma lists alike, aligned by position', () => {
    const repeated = parseBasketQuery(
      q(
        'i=NIFTYBEES Current 245&i=GOLDBEES Current 61&price=240&price=60.25&quantity=4&quantity=10&reportedPrice=245&reportedPrice=61',
      ),
    );
    const commas = parseBasketQuery(
      q('i=NIFTYBEES Current 245,GOLDBEES Current 61&price=240,60.25&quantity=4,10&reportedPrice=245,61'),
    );
    expect(repeated).toEqual(commas);
    expect(repeated.kind === 'ok' && repeated.items.map((o) => [o.tradingsymbol, o.price, o.quantity])).toEqual([
      ['NIFTYBEES', 240, 4],
      ['GOLDBEES', 60.25, 10],
    ]);
  });

  it('keeps a comma inside a single instrument name', () => {
    const result = parseBasketQuery({
      i: 'TATAMOTORS Tata Motors, DVR Current 900',
      price: '890',
      quantity: '1',
      reportedPrice: '900',
    });
    expect(result.kind === 'ok' && result.items[0]?.name).toBe('TATAMOTORS Tata Motors, DVR');
    expect(result.kind === 'ok' && result.items[0]?.tradingsymbol).toBe('TATAMOTORS');
  });

  it('accepts a plain record', () => {
    const result = parseBasketQuery({
      i: ['TCS', 'INFY'],
      price: ['3500', '1500'],
      quantity: ['1', '2'],
      reportedPrice: ['3600', '1550'],
    });
    expect(result.kind).toBe('ok');
  });

  it.each([
    ['price=1&quantity=1&reportedPrice=1', 'no instrument (i)'],
    ['i=TCS&quantity=1', 'no price, reportedPrice'],
    ['i=TCS&i=INFY&price=1&quantity=1&reportedPrice=1', 'do not line up'],
    ['i=TCS&price=0&quantity=1&reportedPrice=1', 'Order 1: price'],
    ['i=TCS&price=1.005&quantity=1&reportedPrice=1', 'Order 1: price must be a number above 0 with at most 2 decimals'],
    ['i=TCS,INFY&price=1,2&quantity=1,0&reportedPrice=1,1', 'Order 2: quantity'],
    ['i=TCS&price=1&quantity=2.5&reportedPrice=1', 'Order 1: quantity'],
    ['i=TCS&price=1&quantity=1&reportedPrice=abc', 'Order 1: reportedPrice'],
    ['i=TCS&price=1&quantity=1&reportedPrice=', 'Order 1: reportedPrice is missing'],
    ['i=%3Cb%3E%20Current%201&price=1&quantity=1&reportedPrice=1', 'Order 1: instrument (i)'],
    ['i=Current%201&price=1&quantity=1&reportedPrice=1', 'Order 1: instrument (i) is missing'],
  ])('refuses %s', (query, message) => {
    const result = parseBasketQuery(q(query));
    expect(result.kind).toBe('refused');
    expect(result.kind === 'refused' && result.message).toContain(message);
  });

  it('refuses more than 10 orders', () => {
    const list = (v: string) => Array.from({ length: 11 }, () => v).join(',');
    const result = parseBasketQuery(
      q(`i=${list('TCS')}&price=${list('1')}&quantity=${list('1')}&reportedPrice=${list('1')}`),
    );
    expect(result).toEqual({
      kind: 'refused',
      message: 'A Kite basket holds at most 10 orders; this trade link has 11.',
    });
  });
});

describe('amounts', () => {
  it('rounds price times quantity to whole rupees', () => {
    expect(orderAmount(240.5, 4)).toBe(962);
    expect(orderAmount(240.5, 5)).toBe(1203);
    expect(orderAmount(0.1, 3)).toBe(0);
    expect(orderAmount(10.05, 10)).toBe(101);
  });
  it('sums the basket before rounding', () => {
    expect(totalInvestment([])).toBe(0);
    expect(
      totalInvestment([
        { price: 240.5, quantity: 1 },
        { price: 10.25, quantity: 2 },
      ]),
    ).toBe(261);
    expect(
      totalInvestment([
        { price: 0.4, quantity: 1 },
        { price: 0.4, quantity: 1 },
      ]),
    ).toBe(1);
  });
  it('pluralises the order badge', () => {
    expect(orderCountLabel(1)).toBe('1 Order');
    expect(orderCountLabel(0)).toBe('0 Orders');
    expect(orderCountLabel(3)).toBe('3 Orders');
  });
});
