import { describe, expect, it } from 'vitest';
import { buildKiteOrders, kiteBasketData, kiteBasketFields, kiteReturnStatus } from './kite';

describe('Kite offsite basket', () => {
  it('builds BUY LIMIT CNC orders on NSE', () => {
    expect(buildKiteOrders([{ tradingsymbol: 'NIFTYBEES', price: 240.5, quantity: 5 }])).toEqual([
      {
        variety: 'regular',
        exchange: 'NSE',
        tradingsymbol: 'NIFTYBEES',
        transaction_type: 'BUY',
        order_type: 'LIMIT',
        price: 240.5,
        quantity: 5,
        product: 'CNC',
      },
    ]);
  });

  it('serialises data as a JSON string array in the documented key order', () => {
    expect(kiteBasketData([{ tradingsymbol: 'NIFTYBEES', price: 240.5, quantity: 5 }])).toBe(
      '[{"variety":"regular","exchange":"NSE","tradingsymbol":"NIFTYBEES","transaction_type":"BUY","order_type":"LIMIT","price":240.5,"quantity":5,"product":"CNC"}]',
    );
    expect(kiteBasketData([])).toBe('[]');
  });

  it('gives the two form fields', () => {
    const fields = kiteBasketFields('key-1', [
      { tradingsymbol: 'TCS', price: 3500, quantity: 1 },
      { tradingsymbol: 'M&M', price: 2900.05, quantity: 2 },
    ]);
    expect(Object.keys(fields)).toEqual(['api_key', 'data']);
    expect(fields.api_key).toBe('key-1');
    expect((JSON.parse(fields.data) as { tradingsymbol: string }[]).map((o) => o.tradingsymbol)).toEqual([
      'TCS',
      'M&M',
    ]);
  });

  it('reads the return status', () => {
    expect(kiteReturnStatus('success')).toBe('success');
    expect(kiteReturnStatus('cancelled')).toBe('cancelled');
    expect(kiteReturnStatus('SUCCESS')).toBeNull();
    expect(kiteReturnStatus(null)).toBeNull();
    expect(kiteReturnStatus(undefined)).toBeNull();
  });
});
