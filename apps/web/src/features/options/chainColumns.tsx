/** The per-side columns of the option chain and the groups the user can switch on and off. */
import type { OptionQuote } from '@sanchay/core';
import type { ReactNode } from 'react';
import { changeColor } from '../../components/data-table';
import { FlashValue } from './FlashValue';
import { formatContracts, formatFixed, formatPremium, formatSigned, formatSignedContracts } from './format';

export const COLUMN_GROUPS = ['Bid/Ask', 'Volume', 'OI change', 'IV', 'Greeks'] as const;
export type ColumnGroup = (typeof COLUMN_GROUPS)[number];
export const DEFAULT_GROUPS: readonly ColumnGroup[] = ['Bid/Ask', 'Volume', 'OI change', 'IV'];

export type Side = 'call' | 'put';

export interface CellContext {
  side: Side;
  strike: number;
  maxOi: number;
  /** Click on a bid (sell) or ask (buy). */
  onTrade: (side: Side, strike: number, action: 'buy' | 'sell', quote: OptionQuote) => void;
}

export interface SideColumn {
  id: string;
  label: string;
  title: string;
  group: ColumnGroup | null;
  render: (q: OptionQuote, ctx: CellContext) => ReactNode;
}

// Cells are plain elements styled by class from the chain's table (CHAIN_CELL_SX): a chain is hundreds of cells,
// and a MUI component or an sx per cell made opening the page a long task on a phone.

function PriceButton({ q, ctx, action }: { q: OptionQuote; ctx: CellContext; action: 'buy' | 'sell' }) {
  const price = action === 'buy' ? q.ask : q.bid;
  if (price === null) return <>—</>;
  const what = `${action === 'buy' ? 'Buy' : 'Sell'} ${formatFixed(ctx.strike, ctx.strike % 1 ? 2 : 0)} ${ctx.side === 'call' ? 'CE' : 'PE'} at ${formatPremium(price)}`;
  return (
    <button
      type="button"
      className={`chain-price ${action}`}
      onClick={() => ctx.onTrade(ctx.side, ctx.strike, action, q)}
      aria-label={what}
      data-tip={`${what} (add to strategy)`}
    >
      {formatPremium(price)}
    </button>
  );
}

function OiCell({ q, ctx }: { q: OptionQuote; ctx: CellContext }) {
  const share = ctx.maxOi > 0 ? Math.min(q.oi / ctx.maxOi, 1) : 0;
  return (
    <div className="chain-oi">
      <div aria-hidden data-testid="oi-bar" className={`chain-oi-bar ${ctx.side}`} style={{ width: `${share * 100}%` }} />
      <span>{formatContracts(q.oi)}</span>
    </div>
  );
}

/** The class of each colour changeColor gives a change. */
const CHANGE_CLASS: Record<string, string> = { 'text.secondary': 'flat', 'success.main': 'up', 'error.main': 'down' };

/** A change coloured by its sign. */
function SignedText({ value, text }: { value: number | null | undefined; text: string }) {
  return <span className={`chain-change ${CHANGE_CLASS[changeColor(value)] ?? 'flat'}`}>{text}</span>;
}

/** The styles of the cells above, set once on the chain's table. */
export const CHAIN_CELL_SX = {
  // As ButtonBase lays a button out (no padding above and below, no margin): the same size as before.
  '& .chain-price': {
    display: 'inline-flex',
    alignItems: 'center',
    verticalAlign: 'middle',
    m: 0,
    py: 0,
    px: 0.5,
    border: 0,
    borderRadius: 0.5,
    background: 'none',
    font: 'inherit',
    cursor: 'pointer',
    '&.buy': { color: 'success.dark', '&:hover': { bgcolor: 'success.light', color: 'common.white' } },
    '&.sell': { color: 'error.dark', '&:hover': { bgcolor: 'error.light', color: 'common.white' } },
  },
  '& .chain-oi': { position: 'relative', minWidth: 56, '& > span': { position: 'relative' } },
  '& .chain-oi-bar': {
    position: 'absolute',
    top: 2,
    bottom: 2,
    borderRadius: 0.5,
    '&.call': { right: 0, bgcolor: 'rgba(198, 40, 40, 0.16)' },
    '&.put': { left: 0, bgcolor: 'rgba(46, 125, 50, 0.18)' },
  },
  '& .chain-change': { '&.flat': { color: 'text.secondary' }, '&.up': { color: 'success.main' }, '&.down': { color: 'error.main' } },
} as const;

export const SIDE_COLUMNS: Record<string, SideColumn> = {
  oiChange: {
    id: 'oiChange',
    label: 'OI chg',
    title: 'Change in open interest today',
    group: 'OI change',
    render: (q) => <SignedText value={q.oiChange} text={formatSignedContracts(q.oiChange)} />,
  },
  oi: { id: 'oi', label: 'OI', title: 'Open interest (units)', group: null, render: (q, ctx) => <OiCell q={q} ctx={ctx} /> },
  volume: { id: 'volume', label: 'Volume', title: 'Volume traded today (units)', group: 'Volume', render: (q) => formatContracts(q.volume) },
  iv: { id: 'iv', label: 'IV', title: 'Implied volatility (%), Black-76 from the LTP', group: 'IV', render: (q) => formatFixed(q.iv, 1) },
  delta: { id: 'delta', label: 'Delta', title: 'Delta', group: 'Greeks', render: (q) => formatFixed(q.delta, 2) },
  gamma: { id: 'gamma', label: 'Gamma', title: 'Gamma', group: 'Greeks', render: (q) => formatFixed(q.gamma, 4) },
  theta: { id: 'theta', label: 'Theta', title: 'Theta per calendar day (₹ per unit)', group: 'Greeks', render: (q) => formatFixed(q.theta, 2) },
  vega: { id: 'vega', label: 'Vega', title: 'Vega per 1% of volatility (₹ per unit)', group: 'Greeks', render: (q) => formatFixed(q.vega, 2) },
  bid: { id: 'bid', label: 'Bid', title: 'Best bid: click to sell', group: 'Bid/Ask', render: (q, ctx) => <PriceButton q={q} ctx={ctx} action="sell" /> },
  ask: { id: 'ask', label: 'Ask', title: 'Best ask: click to buy', group: 'Bid/Ask', render: (q, ctx) => <PriceButton q={q} ctx={ctx} action="buy" /> },
  change: {
    id: 'change',
    label: 'Chg',
    title: 'Change from the previous close',
    group: null,
    render: (q) => <SignedText value={q.change} text={formatSigned(q.change)} />,
  },
  ltp: { id: 'ltp', label: 'LTP', title: 'Last traded price', group: null, render: (q) => <FlashValue value={q.ltp} text={formatPremium(q.ltp)} /> },
};

/** Desktop: calls read outward -> strike; puts mirror them. */
const CALL_ORDER = ['oiChange', 'oi', 'volume', 'iv', 'delta', 'gamma', 'theta', 'vega', 'bid', 'ask', 'change', 'ltp'];

export interface Layout {
  /** Columns before the strike (call side) and after (put side). */
  left: { side: Side; column: SideColumn }[];
  right: { side: Side; column: SideColumn }[];
}

export function chainLayout(groups: ReadonlySet<ColumnGroup>, compact: boolean): Layout {
  const visible = (id: string) => {
    const g = SIDE_COLUMNS[id]!.group;
    return g === null || groups.has(g);
  };
  if (!compact) {
    const calls = CALL_ORDER.filter(visible);
    return {
      left: calls.map((id) => ({ side: 'call', column: SIDE_COLUMNS[id]! })),
      right: [...calls].reverse().map((id) => ({ side: 'put', column: SIDE_COLUMNS[id]! })),
    };
  }
  // Phone: OI and LTP of both sides around the strike fit the screen; the rest scrolls in from the right.
  const rest = ['change', 'oiChange', 'volume', 'iv', 'delta', 'gamma', 'theta', 'vega', 'bid', 'ask'].filter(visible);
  return {
    left: [
      { side: 'call', column: SIDE_COLUMNS.oi! },
      { side: 'call', column: SIDE_COLUMNS.ltp! },
    ],
    right: [
      { side: 'put', column: SIDE_COLUMNS.ltp! },
      { side: 'put', column: SIDE_COLUMNS.oi! },
      ...rest.map((id) => ({ side: 'call' as const, column: SIDE_COLUMNS[id]! })),
      ...rest.map((id) => ({ side: 'put' as const, column: SIDE_COLUMNS[id]! })),
    ],
  };
}
