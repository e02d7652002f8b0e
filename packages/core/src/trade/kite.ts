import { KITE_ORDER_DEFAULTS } from './constants';

/** One order of Kite's offsite basket (anchors 3(b)); the keys are in the order Kite's docs list them. */
export interface KiteOrder {
  variety: typeof KITE_ORDER_DEFAULTS.variety;
  exchange: typeof KITE_ORDER_DEFAULTS.exchange;
  tradingsymbol: string;
  transaction_type: typeof KITE_ORDER_DEFAULTS.transaction_type;
  order_type: typeof KITE_ORDER_DEFAULTS.order_type;
  price: number;
  quantity: number;
  product: typeof KITE_ORDER_DEFAULTS.product;
}

export interface OrderToSend {
  tradingsymbol: string;
  price: number;
  quantity: number;
}

/** A BUY LIMIT CNC order on NSE for each basket item. */
export function buildKiteOrders(orders: readonly OrderToSend[]): KiteOrder[] {
  return orders.map((o) => ({
    variety: KITE_ORDER_DEFAULTS.variety,
    exchange: KITE_ORDER_DEFAULTS.exchange,
    tradingsymbol: o.tradingsymbol,
    transaction_type: KITE_ORDER_DEFAULTS.transaction_type,
    order_type: KITE_ORDER_DEFAULTS.order_type,
    price: o.price,
    quantity: o.quantity,
    product: KITE_ORDER_DEFAULTS.product,
  }));
}

/** The `data` field of the offsite basket form: a JSON string holding the array of orders. */
export function kiteBasketData(orders: readonly OrderToSend[]): string {
  return JSON.stringify(buildKiteOrders(orders));
}

/** The hidden fields of the offsite basket form (POSTed by the user's click to the basket URL). */
export function kiteBasketFields(apiKey: string, orders: readonly OrderToSend[]): { api_key: string; data: string } {
  return { api_key: apiKey, data: kiteBasketData(orders) };
}

export type KiteReturnStatus = 'success' | 'cancelled';

/** Kite's redirect back: ?status=success|cancelled&request_token=...; anything else is not a return. */
export function kiteReturnStatus(status: string | null | undefined): KiteReturnStatus | null {
  return status === 'success' || status === 'cancelled' ? status : null;
}
