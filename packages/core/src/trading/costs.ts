import type { CostModel } from './constants';

/**
 * Charges of one order, to the paisa. All amounts inside are integer paise so that a backtest of
 * thousands of orders does not drift; each charge is rounded to the nearest paisa on its own, the way a
 * contract note lists them.
 */

export type OrderSide = 'buy' | 'sell';

export interface OrderCharges {
  /** Paise. */
  brokerage: number;
  stt: number;
  total: number;
}

/** Order value (paise) -> charges (paise). */
export function orderCharges(side: OrderSide, valuePaise: number, costs: CostModel): OrderCharges {
  let brokerage = Math.round((valuePaise * costs.brokeragePct) / 100) + Math.round(costs.brokerageFlat * 100);
  if (costs.brokerageCap !== null) brokerage = Math.min(brokerage, Math.round(costs.brokerageCap * 100));
  const sttPct = side === 'buy' ? costs.sttBuyPct : costs.sttSellPct;
  const stt = Math.round((valuePaise * sttPct) / 100);
  return { brokerage, stt, total: brokerage + stt };
}

/** The fill price after slippage (against us: up on a buy, down on a sell), rounded to the paisa. */
export function fillPrice(side: OrderSide, price: number, costs: CostModel): number {
  const factor = side === 'buy' ? 1 + costs.slippagePct / 100 : 1 - costs.slippagePct / 100;
  return Math.round(price * factor * 100) / 100;
}

/** Value of `quantity` shares at `price` rupees, in paise. */
export const orderValuePaise = (quantity: number, price: number) => Math.round(quantity * price * 100);

/** The most whole shares that `cashPaise` buys at `price` including the buy charges (0 when not even one). */
export function affordableQuantity(cashPaise: number, price: number, costs: CostModel): number {
  if (price <= 0 || cashPaise <= 0) return 0;
  const rate = 1 + (costs.brokeragePct + costs.sttBuyPct) / 100;
  let quantity = Math.floor(cashPaise / (price * 100 * rate));
  const cost = (q: number) => {
    const value = orderValuePaise(q, price);
    return value + orderCharges('buy', value, costs).total;
  };
  while (quantity > 0 && cost(quantity) > cashPaise) quantity--;
  while (cost(quantity + 1) <= cashPaise) quantity++;
  return quantity;
}
