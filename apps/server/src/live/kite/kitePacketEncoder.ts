import type { DepthLevel } from '../feed';
import { PACKET_LENGTHS, priceDivisor } from './kitePackets';

/**
 * Builds Kite ticker packets byte by byte, the inverse of kitePackets.ts. Used ONLY by tests and the fake
 * ticker server (fakeKiteTicker.ts): production never encodes. Prices in rupees, converted to paise.
 */
export interface PacketFields {
  token: number;
  lastPrice: number;
  lastQuantity?: number;
  averagePrice?: number;
  volume?: number;
  buyQuantity?: number;
  sellQuantity?: number;
  open?: number;
  high?: number;
  low?: number;
  close?: number;
  /** Index packets' own change field (rupees). */
  change?: number;
  lastTradeTime?: number;
  openInterest?: number;
  openInterestDayHigh?: number;
  openInterestDayLow?: number;
  /** Epoch seconds. */
  exchangeTimestamp?: number;
  depth?: { buy: DepthLevel[]; sell: DepthLevel[] };
}

export type PacketKind = keyof typeof PACKET_LENGTHS;

export function encodePacket(kind: PacketKind, f: PacketFields): Uint8Array {
  const bytes = new Uint8Array(PACKET_LENGTHS[kind]);
  const view = new DataView(bytes.buffer);
  const divisor = priceDivisor(f.token);
  const int = (at: number, value: number | undefined) => view.setInt32(at, Math.round(value ?? 0));
  const price = (at: number, value: number | undefined) => int(at, (value ?? 0) * divisor);
  view.setUint32(0, f.token);
  price(4, f.lastPrice);
  if (kind === 'indexQuote' || kind === 'indexFull') {
    price(8, f.high);
    price(12, f.low);
    price(16, f.open);
    price(20, f.close);
    price(24, f.change);
    if (kind === 'indexFull') int(28, f.exchangeTimestamp);
  } else if (kind === 'quote' || kind === 'full') {
    int(8, f.lastQuantity);
    price(12, f.averagePrice);
    int(16, f.volume);
    int(20, f.buyQuantity);
    int(24, f.sellQuantity);
    price(28, f.open);
    price(32, f.high);
    price(36, f.low);
    price(40, f.close);
    if (kind === 'full') {
      int(44, f.lastTradeTime);
      int(48, f.openInterest);
      int(52, f.openInterestDayHigh);
      int(56, f.openInterestDayLow);
      int(60, f.exchangeTimestamp);
      const levels = [...(f.depth?.buy ?? []).slice(0, 5), ...Array(Math.max(0, 5 - (f.depth?.buy.length ?? 0))).fill(null), ...(f.depth?.sell ?? []).slice(0, 5)];
      levels.slice(0, 10).forEach((level: DepthLevel | null, i) => {
        if (!level) return;
        const at = 64 + i * 12;
        int(at, level.quantity);
        price(at + 4, level.price);
        view.setInt16(at + 8, level.orders);
      });
    }
  }
  return bytes;
}

/** [int16 count] then [int16 length][packet] per packet. */
export function encodeFrame(packets: readonly Uint8Array[]): Uint8Array {
  const size = 2 + packets.reduce((s, p) => s + 2 + p.byteLength, 0);
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  view.setInt16(0, packets.length);
  let offset = 2;
  for (const packet of packets) {
    view.setInt16(offset, packet.byteLength);
    bytes.set(packet, offset + 2);
    offset += 2 + packet.byteLength;
  }
  return bytes;
}

/** Kite's heartbeat: a single byte. */
export const HEARTBEAT_FRAME = new Uint8Array([0]);
