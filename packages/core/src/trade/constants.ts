/** Constants of the trade screen and the Zerodha Kite offsite basket (spec 000 sections 2, 3, 7, 9; anchors 3(b)). */

/** The fixed fields of every order this product sends (spec 000 section 9: NSE, BUY, LIMIT, CNC). */
export const KITE_ORDER_DEFAULTS = {
  variety: 'regular',
  exchange: 'NSE',
  transaction_type: 'BUY',
  order_type: 'LIMIT',
  product: 'CNC',
} as const;

/** Kite's offsite basket address (the server's KITE_BASKET_URL overrides it). */
export const KITE_DEFAULT_BASKET_URL = 'https://kite.zerodha.com/connect/basket';

/** Bounds of a basket read from the query string. */
export const TRADE_LIMITS = {
  /** Kite holds at most 10 orders in one basket. */
  maxOrders: 10,
  maxQuantity: 1_000_000,
  /** NSE tick: 0.01, so at most 2 decimals. */
  priceDecimals: 2,
  priceStep: 0.01,
  /** A trading symbol: the first word of the instrument name, upper-cased. */
  symbolPattern: /^[A-Z0-9&-]{1,20}$/,
} as const;

/** The query parameters of a trade link (each a single value, a repeated parameter or a comma list). */
export const TRADE_QUERY_KEYS = ['i', 'price', 'quantity', 'reportedPrice'] as const;
export type TradeQueryKey = (typeof TRADE_QUERY_KEYS)[number];

/** What each parameter is called in messages. */
export const TRADE_FIELD_NAMES: Readonly<Record<TradeQueryKey, string>> = {
  i: 'instrument (i)',
  price: 'price',
  quantity: 'quantity',
  reportedPrice: 'reportedPrice',
};

/** Screen texts. */
export const TRADE_TEXT = {
  title: 'Review and place your investment orders',
  subtitle: 'Check the orders of your basket, adjust the target price or quantity, then hand them to your broker.',
  notice:
    'Zerodha users can place these orders directly from this page. Users of other brokers must log in to their own trading platform to place the orders.',
  orderDetails: 'Order Details',
  currentPrice: 'Current price',
  /** The price the trade link carried, shown when it differs from the database's latest close. */
  priceInAlert: 'Price in alert',
  targetPrice: 'Target Price',
  quantity: 'Quantity',
  totalAmount: 'Total Amount',
  totalInvestment: 'Total Investment',
  confirm: 'Confirm Orders',
  kiteButton: 'Place order on Kite',
  kiteNotConfigured:
    'Placing orders on Zerodha Kite is not set up on this server (no Kite API key is configured). Place the orders on your broker’s platform instead.',
  kiteHint: 'You will log in on Zerodha Kite and confirm the orders there; nothing is placed until you do.',
  editHint: 'You changed the orders. Confirm them to place them on Kite.',
  emptyBasket: 'Your basket is empty. Open a trade link from one of your notifications to review its orders here.',
  refused: 'This trade link cannot be used',
  returnSuccess: 'Orders sent to Zerodha Kite',
  returnSuccessDetail: 'Check the order book on Kite for their status.',
  returnCancelled: 'The basket was cancelled on Zerodha Kite; no orders were placed.',
} as const;

/** The three feature cards of the trade screen. */
export const TRADE_FEATURES = [
  { key: 'secure', title: 'Secure Trading', text: 'Bank-level security' },
  { key: 'instant', title: 'Instant Execution', text: 'Real-time market data' },
  { key: 'smart', title: 'Smart Analysis', text: 'AI-powered insights' },
] as const;

/** The order-count badge: "1 Order", otherwise "N Orders". */
export function orderCountLabel(count: number): string {
  return count === 1 ? '1 Order' : `${count} Orders`;
}
