import { describe, expect, it } from 'vitest';
import { decodeFrame, decodePacket, priceDivisor } from './kitePackets';
import { encodeFrame, encodePacket, HEARTBEAT_FRAME } from './kitePacketEncoder';

const names = (token: number) => ({ 256265: 'NIFTY 50', 408065: 'INFY', 12517890: 'NIFTY26NOVFUT' })[token] ?? String(token);
const AT = 1_795_000_000_000;

/** Writes big-endian int32s / int16s at byte offsets: the test's own encoding, independent of the encoder. */
function bytes(length: number, ints: Record<number, number>, shorts: Record<number, number> = {}): DataView {
  const view = new DataView(new ArrayBuffer(length));
  for (const [at, value] of Object.entries(ints)) view.setInt32(Number(at), value);
  for (const [at, value] of Object.entries(shorts)) view.setInt16(Number(at), value);
  return view;
}

describe('Kite ticker packets (anchors.md 3(c))', () => {
  it('decodes an 8-byte LTP packet written byte by byte', () => {
    const view = new DataView(new ArrayBuffer(8));
    [0x00, 0x06, 0x3a, 0x01].forEach((b, i) => view.setUint8(i, b)); // 408065 = 0x00063A01
    [0x00, 0x02, 0x5c, 0xe5].forEach((b, i) => view.setUint8(4 + i, b)); // 154853 paise
    expect(decodePacket(view, names, AT)).toEqual({
      instrumentToken: 408065, symbol: 'INFY', lastPrice: 1548.53, close: 0, change: 0, changePercent: 0, timestamp: AT, tradable: true,
    });
  });

  it('decodes a 28-byte index quote and a 32-byte index full packet (with exchange time)', () => {
    const fields = { 0: 256265, 4: 2415050, 8: 2420000, 12: 2401025, 16: 2405000, 20: 2400000, 24: 15050 };
    const quote = decodePacket(bytes(28, fields), names, AT)!;
    expect(quote).toEqual({
      instrumentToken: 256265, symbol: 'NIFTY 50', lastPrice: 24150.5, high: 24200, low: 24010.25, open: 24050,
      close: 24000, change: 150.5, changePercent: 0.63, timestamp: AT, tradable: false,
    });
    const full = decodePacket(bytes(32, { ...fields, 28: 1_795_000_123 }), names, AT)!;
    expect(full).toEqual({ ...quote, timestamp: 1_795_000_123_000 });
  });

  it('decodes a 44-byte quote packet', () => {
    const view = bytes(44, { 0: 408065, 4: 154853, 8: 25, 12: 154210, 16: 3_456_789, 20: 120_000, 24: 98_000, 28: 153500, 32: 155000, 36: 153000, 40: 152000 });
    expect(decodePacket(view, names, AT)).toEqual({
      instrumentToken: 408065, symbol: 'INFY', lastPrice: 1548.53, lastQuantity: 25, averagePrice: 1542.1, volume: 3_456_789,
      buyQuantity: 120_000, sellQuantity: 98_000, open: 1535, high: 1550, low: 1530, close: 1520, change: 28.53,
      changePercent: 1.88, timestamp: AT, tradable: true,
    });
  });

  it('decodes a 184-byte full packet with open interest and five levels of depth each side', () => {
    const ints: Record<number, number> = { 0: 12517890, 4: 2421000, 8: 75, 12: 2419050, 16: 1_200_000, 20: 500_000, 24: 450_000, 28: 2410000, 32: 2425000, 36: 2405000, 40: 2400000, 44: 1_795_000_100, 48: 9_000_000, 52: 9_100_000, 56: 8_900_000, 60: 1_795_000_101 };
    const shorts: Record<number, number> = {};
    for (let i = 0; i < 10; i++) {
      const at = 64 + i * 12;
      ints[at] = 75 * (i + 1); // quantity
      ints[at + 4] = i < 5 ? 2420950 - i * 5 : 2421050 + (i - 5) * 5; // price in paise
      shorts[at + 8] = i + 1; // orders
    }
    const tick = decodePacket(bytes(184, ints, shorts), names, AT)!;
    expect(tick).toMatchObject({
      instrumentToken: 12517890, symbol: 'NIFTY26NOVFUT', lastPrice: 24210, lastQuantity: 75, averagePrice: 24190.5, volume: 1_200_000,
      open: 24100, high: 24250, low: 24050, close: 24000, change: 210, changePercent: 0.88, openInterest: 9_000_000,
      openInterestDayHigh: 9_100_000, openInterestDayLow: 8_900_000, timestamp: 1_795_000_101_000, tradable: true, bid: 24209.5, ask: 24210.5,
    });
    expect(tick.depth!.buy).toEqual([0, 1, 2, 3, 4].map((i) => ({ quantity: 75 * (i + 1), price: (2420950 - i * 5) / 100, orders: i + 1 })));
    expect(tick.depth!.sell[4]).toEqual({ quantity: 750, price: 24210.7, orders: 10 });
  });

  it('uses the currency (1e7) and BCD (1e4) price divisors by segment', () => {
    expect(priceDivisor(0x100 | 3)).toBe(10_000_000);
    expect(priceDivisor(0x100 | 6)).toBe(10_000);
    expect(priceDivisor(408065)).toBe(100);
  });

  it('reads a frame of several packets ([int16 count][int16 length][packet]...) and ignores unknown lengths', () => {
    const frame = encodeFrame([
      encodePacket('ltp', { token: 408065, lastPrice: 1548.55 }),
      encodePacket('indexFull', { token: 256265, lastPrice: 24150.5, close: 24000, exchangeTimestamp: 1_795_000_000 }),
      new Uint8Array(12), // a length this decoder does not know
      encodePacket('full', { token: 12517890, lastPrice: 24210, close: 24000, volume: 10, depth: { buy: [{ price: 24209.5, quantity: 75, orders: 1 }], sell: [{ price: 24210.5, quantity: 150, orders: 2 }] } }),
    ]);
    expect(new DataView(frame.buffer).getInt16(0)).toBe(4);
    expect(new DataView(frame.buffer).getInt16(2)).toBe(8);
    const decoded = decodeFrame(frame, names, AT);
    if (decoded.kind !== 'ticks') throw new Error('expected ticks');
    expect(decoded.ticks.map((t) => [t.instrumentToken, t.lastPrice])).toEqual([[408065, 1548.55], [256265, 24150.5], [12517890, 24210]]);
    expect(decoded.ticks[2]!.depth!.sell[0]).toEqual({ price: 24210.5, quantity: 150, orders: 2 });
    expect(decoded.ticks[2]!.depth!.buy[1]).toEqual({ price: 0, quantity: 0, orders: 0 });
  });

  it('treats a 1-byte message as a heartbeat and rejects a truncated frame', () => {
    expect(decodeFrame(HEARTBEAT_FRAME, names)).toEqual({ kind: 'heartbeat' });
    const frame = encodeFrame([encodePacket('quote', { token: 408065, lastPrice: 1 })]);
    expect(() => decodeFrame(frame.slice(0, 30), names)).toThrow(/truncated/);
  });
});
