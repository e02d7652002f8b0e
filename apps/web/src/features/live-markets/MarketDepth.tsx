import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatIndianNumber } from '@sanchay/core';
import { formatLevel } from '../../lib/format';
import type { DepthLevel, LiveTick } from '../live';

const qty = (value: number | undefined) => (value === undefined ? '—' : formatIndianNumber(value));

function Side({ title, levels, total, color }: { title: string; levels: readonly DepthLevel[]; total: number | undefined; color: string }) {
  return (
    <Table
      size="small"
      aria-label={`${title} orders`}
      sx={{
        '& td, & th': { px: { xs: 0.75, sm: 1 }, py: 0.4, fontVariantNumeric: 'tabular-nums', borderBottom: 0, fontSize: { xs: 12, sm: 13 } },
        // Phones: price and quantity side by side for both sides, as trading apps do; order counts hidden.
        '& .depth-orders': { display: { xs: 'none', sm: 'table-cell' } },
      }}
    >
      <TableHead>
        <TableRow>
          <TableCell sx={{ color }}>{title}</TableCell>
          <TableCell align="right" className="depth-orders">
            Orders
          </TableCell>
          <TableCell align="right">Qty.</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {levels.map((level, i) => (
          <TableRow key={i}>
            <TableCell sx={{ color }}>{formatLevel(level.price)}</TableCell>
            <TableCell align="right" className="depth-orders">
              {level.orders}
            </TableCell>
            <TableCell align="right" sx={{ color }}>
              {qty(level.quantity)}
            </TableCell>
          </TableRow>
        ))}
        <TableRow sx={{ '& td': { borderTop: 1, borderColor: 'divider', fontWeight: 600 } }}>
          <TableCell>Total</TableCell>
          <TableCell className="depth-orders" />
          <TableCell align="right">{qty(total)}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** Five best bids and offers from the tick's depth (full mode), with the book's total quantities. */
export function MarketDepth({ tick }: { tick: LiveTick | undefined }) {
  if (!tick?.depth) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Market depth
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: { xs: 0.5, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 1, py: 0.5 }}>
        <Side title="Bid" levels={tick.depth.buy} total={tick.buyQuantity} color="primary.main" />
        <Side title="Offer" levels={tick.depth.sell} total={tick.sellQuantity} color="error.main" />
      </Box>
    </Box>
  );
}
