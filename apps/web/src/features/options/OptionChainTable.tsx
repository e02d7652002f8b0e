import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha, darken, lighten, useTheme, type Theme } from '@mui/material/styles';
import type { ChainRow, OptionChain, OptionQuote } from '@sanchay/core';
import { Fragment, useEffect, useMemo, useRef } from 'react';
import { MoreToTheRight, useMoreToTheRight } from '../../components/data-table/moreToTheRight';
import { useSharedTooltip } from '../../components/useSharedTooltip';
import { CHAIN_CELL_SX, chainLayout, type CellContext, type ColumnGroup, type Side } from './chainColumns';
import { formatLevel } from '../../lib/format';
import { formatStrike } from './format';

interface Props {
  chain: OptionChain;
  groups: ReadonlySet<ColumnGroup>;
  /** Strikes shown either side of the ATM strike; null = all. */
  around: number | null;
  compact: boolean;
  onTrade: CellContext['onTrade'];
}

/**
 * The body's rows and cells as MUI's TableRow (hover) and small right-aligned TableCell drew them, the strike
 * column as its per-row sx did (bold, shaded, the ATM strike in the primary colour, framed above and below).
 */
function chainBodySx(theme: Theme, atmShade: string) {
  const { palette } = theme;
  const divider = alpha(palette.divider, 1);
  // The size stays the table's own (its '& td' rule won over TableCell's typography).
  const { fontSize: _size, ...body2 } = theme.typography.body2;
  return {
    '& tr.chain-row': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0, '&:hover': { bgcolor: 'action.hover' } },
    '& tr.chain-row > td': {
      ...body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${palette.mode === 'light' ? lighten(divider, 0.88) : darken(divider, 0.68)}`,
      textAlign: 'right',
      color: 'text.primary',
    },
    '& tr.chain-row.atm > td': { borderTop: 1, borderBottom: 1, borderColor: 'primary.main' },
    // The strike stays in view while a chain wider than its box (greeks on, below 1536 px) scrolls sideways: it
    // sticks to the left edge as the puts scroll in and to the right edge while the calls are in view. Opaque (the
    // shade is a layer over the paper), so the cells scrolling under it do not show through.
    '& tr.chain-row > td.chain-strike': {
      textAlign: 'center',
      fontWeight: 700,
      color: 'text.primary',
      position: 'sticky',
      left: 0,
      right: 0,
      zIndex: 1,
      backgroundColor: palette.background.paper,
      backgroundImage: `linear-gradient(${palette.action.hover}, ${palette.action.hover})`,
      boxShadow: `inset 1px 0 0 ${divider}, inset -1px 0 0 ${divider}`,
    },
    '& tr.chain-row.atm > td.chain-strike': { backgroundImage: `linear-gradient(${atmShade}, ${atmShade})`, color: 'primary.main' },
    '& .chain-atm-tag': { display: 'block', fontSize: 10, lineHeight: 1, fontWeight: 600 },
  } as const;
}

function visibleRows(chain: OptionChain, around: number | null): ChainRow[] {
  if (around === null || chain.atmStrike === null) return chain.rows;
  const i = chain.rows.findIndex((r) => r.strike === chain.atmStrike);
  return chain.rows.slice(Math.max(0, i - around), i + around + 1);
}

/** The option chain: calls left, strike in the middle, puts right; ATM highlighted, in-the-money shaded. */
export function OptionChainTable({ chain, groups, around, compact, onTrade }: Props) {
  const theme = useTheme();
  const rows = useMemo(() => visibleRows(chain, around), [chain, around]);
  const layout = useMemo(() => chainLayout(groups, compact), [groups, compact]);
  const maxOi = useMemo(() => Math.max(1, ...rows.flatMap((r) => [r.call?.oi ?? 0, r.put?.oi ?? 0])), [rows]);
  // The chain's scroll box: the ATM strike is centred in it, and its right edge says when columns lie beyond.
  const sideways = useMoreToTheRight();
  const containerRef = sideways.ref;
  const atmRef = useRef<HTMLTableRowElement>(null);
  const centredFor = useRef<string | null>(null);
  const key = `${chain.underlying}:${chain.expiry}:${around ?? 'all'}`;
  const tips = useSharedTooltip();

  // Bring the ATM strike to the middle once per chain (not on every tick: the user may have scrolled). Measured
  // after the frame that lays the new chain out: read in the commit, offsetTop made a phone lay out the whole
  // page inside the commit's task, the longest of the page's opening.
  useEffect(() => {
    if (centredFor.current === key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const container = containerRef.current;
        const row = atmRef.current;
        if (centredFor.current === key || !container || !row) return;
        centredFor.current = key;
        container.scrollTop = row.offsetTop - container.clientHeight / 2 + row.clientHeight / 2;
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [key, rows]);

  const itmShade = alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.14 : 0.09);
  const atmShade = alpha(theme.palette.primary.main, 0.12);
  const bodySx = useMemo(() => chainBodySx(theme, atmShade), [theme, atmShade]);
  const spotIndex = rows.findIndex((r) => r.strike > chain.spot);

  // Body cells are plain <td>s styled by class from the table (chainBodySx): MUI's TableCell per cell made
  // drawing a chain (hundreds of cells) a long task on a phone.
  const sideCell = (side: Side, q: OptionQuote | null, strike: number, id: string, render: (q: OptionQuote, ctx: CellContext) => React.ReactNode, itm: boolean) => (
    <td key={`${side}-${id}`} className={itm ? 'itm' : undefined}>
      {q ? render(q, { side, strike, maxOi, onTrade }) : '—'}
    </td>
  );

  return (
    // A phone shows the columns nearest the strike (a laptop with the greeks on, most of them): the box's right
    // edge says more lie beyond, as other wide tables do.
    <Box sx={{ position: 'relative' }}>
      <TableContainer
        {...tips.handlers}
        ref={containerRef}
        sx={{ maxHeight: { xs: 520, md: 600 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        data-testid="option-chain"
      >
        <Table
          size="small"
          stickyHeader
          aria-label={`${chain.underlying} option chain, expiry ${chain.expiry}`}
          sx={{
            '& td, & th': { px: { xs: 0.75, xl: 1 }, py: 0.5, fontSize: 12.5, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
            '& th': { fontWeight: 600, color: 'text.secondary' },
            // In-the-money shading by class: a per-cell sx would be serialised again for every cell on every tick.
            '& td.itm': { bgcolor: itmShade },
            ...bodySx,
            ...CHAIN_CELL_SX,
          }}
        >
          <TableHead>
            <TableRow>
              {compact ? (
                <>
                  <TableCell colSpan={2} align="center" sx={{ color: 'error.main' }}>CALLS</TableCell>
                  <TableCell align="center" />
                  <TableCell colSpan={2} align="center" sx={{ color: 'success.main' }}>PUTS</TableCell>
                  <TableCell colSpan={layout.right.length - 2} />
                </>
              ) : (
                <>
                  <TableCell colSpan={layout.left.length} align="center" sx={{ color: 'error.main !important' }}>CALLS</TableCell>
                  <TableCell align="center" />
                  <TableCell colSpan={layout.right.length} align="center" sx={{ color: 'success.main !important' }}>PUTS</TableCell>
                </>
              )}
            </TableRow>
            <TableRow>
              {layout.left.map(({ side, column }) => (
                <TableCell key={`${side}-${column.id}`} align="right" sx={{ top: 33 }}>
                  <HeaderLabel tip={`${side === 'call' ? 'Call' : 'Put'}: ${column.title}`} label={column.label} />
                </TableCell>
              ))}
              <TableCell align="center" sx={{ top: 33, minWidth: 76, left: 0, right: 0, zIndex: 3 }}>
                Strike
              </TableCell>
              {layout.right.map(({ side, column }) => (
                <TableCell key={`${side}-${column.id}`} align="right" sx={{ top: 33 }}>
                  <HeaderLabel
                    tip={`${side === 'call' ? 'Call' : 'Put'}: ${column.title}`}
                    label={compact && !['oi', 'ltp'].includes(column.id) ? `${side === 'call' ? 'C' : 'P'} ${column.label}` : column.label}
                  />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => {
              const atm = row.strike === chain.atmStrike;
              const callItm = row.strike < chain.forward;
              const putItm = row.strike > chain.forward;
              return (
                <Fragment key={row.strike}>
                  {i === spotIndex && i > 0 && (
                    <TableRow data-testid="spot-row">
                      <TableCell colSpan={compact ? 5 : layout.left.length + 1 + layout.right.length} sx={{ p: '0 !important', height: 20, borderBottom: 0 }}>
                        <Box sx={{ position: 'relative', height: 20, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                          <Box aria-hidden sx={{ position: 'absolute', left: 0, right: 0, top: '50%', borderTop: 2, borderColor: 'primary.main' }} />
                          <Box
                            component="span"
                            sx={{
                              position: 'relative',
                              bgcolor: 'primary.main',
                              color: 'primary.contrastText',
                              px: 1,
                              borderRadius: 1,
                              fontSize: 11,
                              lineHeight: '18px',
                              fontWeight: 600,
                            }}
                          >
                            Spot {formatLevel(chain.spot)}
                          </Box>
                        </Box>
                      </TableCell>
                      {compact && layout.right.length > 2 && <TableCell colSpan={layout.right.length - 2} sx={{ p: '0 !important', borderBottom: 0 }} />}
                    </TableRow>
                  )}
                  <tr ref={atm ? atmRef : undefined} data-testid={atm ? 'atm-row' : undefined} data-strike={row.strike} className={atm ? 'chain-row atm' : 'chain-row'}>
                    {layout.left.map(({ side, column }) =>
                      sideCell(side, side === 'call' ? row.call : row.put, row.strike, column.id, column.render, side === 'call' ? callItm : putItm),
                    )}
                    <td className="chain-strike">
                      {formatStrike(row.strike)}
                      {atm && <span className="chain-atm-tag">ATM</span>}
                    </td>
                    {layout.right.map(({ side, column }) =>
                      sideCell(side, side === 'call' ? row.call : row.put, row.strike, column.id, column.render, side === 'call' ? callItm : putItm),
                    )}
                  </tr>
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
        {tips.tooltip}
      </TableContainer>
      {sideways.more && <MoreToTheRight onMore={sideways.scrollOn} />}
    </Box>
  );
}

/** A column's short label; its full name is the accessible name and the tip (as a MUI Tooltip on it gave them). */
function HeaderLabel({ tip, label }: { tip: string; label: string }) {
  return (
    <span aria-label={tip} data-tip={tip}>
      {label}
    </span>
  );
}
