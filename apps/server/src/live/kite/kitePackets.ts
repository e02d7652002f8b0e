import type { DepthLevel, Tick } from '../feed';

/**
 * Kite ticker binary frames (anchors.md 3(c), zerodha/kiteconnectjs lib/ticker.ts). A frame is
 * [int16 packet count] then per packet [int16 length][packet]; every number in a packet is a big-endian
 * int32 (depth order counts are int16) and prices are in paise (CDS 1e7, BCD 1e4). A 1-byte frame is a
 * heartbeat. Packet lengths: 8 LTP; 28 index quote; 32 index full; 44 quote; 184 full with 5+5 depth.
 */
export const PACKET_LENGTHS = { ltp: 8, indexQuote: 28, indexFull: 32, quote: 44, full: 184 } as const;

/** Exchange segments, from `instrument_token & 0xff`. */
const SEGMENT_CDS = 3;
const SEGMENT_BCD = 6;
const SEGMENT_INDICES = 9;

export function priceDivisor(token: number): number {
  const segment = token & 0xff;
  if (segment === SEGMENT_CDS) return 10_000_000;
  if (segment === SEGMENT_BCD) return 10_000;
  return 100;
}

export const isIndexToken = (token: number) => (token & 0xff) === SEGMENT_INDICES;

export type DecodedFrame = { kind: 'heartbeat' } | { kind: 'ticks'; ticks: Tick[] };

/** Decodes one binary WebSocket message. `symbolOf` names a token (the Tick carries a symbol). */
export function decodeFrame(data: Uint8Array, symbolOf: (token: number) => string, receivedAt = Date.now()): DecodedFrame {
  if (data.byteLength < 2) return { kind: 'heartbeat' };
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const count = view.getInt16(0);
  const ticks: Tick[] = [];
  let offset = 2;
  for (let i = 0; i < count; i++) {
    if (offset + 2 > data.byteLength) throw new Error(`Kite frame truncated: packet ${i + 1} of ${count} has no length`);
    const length = view.getInt16(offset);
    offset += 2;
    if (offset + length > data.byteLength) throw new Error(`Kite frame truncated: packet ${i + 1} needs ${length} bytes`);
    const tick = decodePacket(new DataView(data.buffer, data.byteOffset + offset, length), symbolOf, receivedAt);
    if (tick) ticks.push(tick);
    offset += length;
  }
  return { kind: 'ticks', ticks };
}

/** One packet; null for a length this decoder does not know (Kite may add modes). */
export function decodePacket(view: DataView, symbolOf: (token: number) => string, receivedAt: number): Tick | null {
  const int = (at: number) => view.getInt32(at);
  const token = view.getUint32(0);
  const divisor = priceDivisor(token);
  const price = (at: number) => int(at) / divisor;
  const base = { instrumentToken: token, symbol: symbolOf(token), lastPrice: price(4) };
  const withChange = (close: number) => ({
    close,
    change: round(base.lastPrice - close),
    changePercent: close ? round(((base.lastPrice - close) / close) * 100) : 0,
  });
  switch (view.byteLength) {
    case PACKET_LENGTHS.ltp:
      return { ...base, close: 0, change: 0, changePercent: 0, timestamp: receivedAt, tradable: !isIndexToken(token) };
    case PACKET_LENGTHS.indexQuote:
    case PACKET_LENGTHS.indexFull:
      // The index packet carries its own change field (24); the percent is computed from close like Kite's SDK.
      return {
        ...base,
        high: price(8),
        low: price(12),
        open: price(16),
        ...withChange(price(20)),
        timestamp: view.byteLength === PACKET_LENGTHS.indexFull ? exchangeTime(int(28), receivedAt) : receivedAt,
        tradable: false,
      };
    case PACKET_LENGTHS.quote:
    case PACKET_LENGTHS.full: {
      const tick: Tick = {
        ...base,
        lastQuantity: int(8),
        averagePrice: price(12),
        volume: int(16),
        buyQuantity: int(20),
        sellQuantity: int(24),
        open: price(28),
        high: price(32),
        low: price(36),
        ...withChange(price(40)),
        timestamp: receivedAt,
        tradable: true,
      };
      if (view.byteLength === PACKET_LENGTHS.quote) return tick;
      const depth = { buy: [] as DepthLevel[], sell: [] as DepthLevel[] };
      for (let i = 0; i < 10; i++) {
        const at = 64 + i * 12;
        const level = { quantity: int(at), price: price(at + 4), orders: view.getInt16(at + 8) };
        (i < 5 ? depth.buy : depth.sell).push(level);
      }
      return {
        ...tick,
        openInterest: int(48),
        openInterestDayHigh: int(52),
        openInterestDayLow: int(56),
        timestamp: exchangeTime(int(60), receivedAt),
        depth,
        bid: depth.buy[0]?.quantity ? depth.buy[0].price : undefined,
        ask: depth.sell[0]?.quantity ? depth.sell[0].price : undefined,
      };
    }
    default:
      return null;
  }
}

const round = (value: number) => Math.round(value * 100) / 100 || 0;
/** Exchange timestamps are epoch seconds; 0 (not sent yet) falls back to when the frame arrived. */
const exchangeTime = (seconds: number, receivedAt: number) => (seconds > 0 ? seconds * 1000 : receivedAt);
