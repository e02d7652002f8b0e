import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ChangeText } from '../../components/data-table';
import { useLiveTopic } from '../../lib/marketSocket';
import { formatLevel } from '../../lib/format';
import type { BreadthMover, MarketBreadth } from '../live';

/** Advances / declines / unchanged as one stacked bar with the counts under it. */
export function BreadthBar({ breadth }: { breadth: MarketBreadth }) {
  const { advances, declines, unchanged } = breadth;
  const total = Math.max(1, advances + declines + unchanged);
  const segments = [
    { key: 'advances', value: advances, color: 'success.main', label: 'Advances' },
    { key: 'unchanged', value: unchanged, color: 'grey.400', label: 'Unchanged' },
    { key: 'declines', value: declines, color: 'error.main', label: 'Declines' },
  ];
  return (
    <Box>
      <Box
        role="img"
        aria-label={`${advances} advances, ${declines} declines, ${unchanged} unchanged`}
        sx={{ display: 'flex', height: 10, borderRadius: 5, overflow: 'hidden', bgcolor: 'action.hover' }}
      >
        {segments.map((s) => (
          <Box key={s.key} sx={{ width: `${(s.value / total) * 100}%`, bgcolor: s.color, transition: 'width 400ms ease' }} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.75 }}>
        {segments.map((s) => (
          <Typography key={s.key} variant="caption" sx={{ color: s.value && s.key !== 'unchanged' ? s.color : 'text.secondary', fontWeight: 600 }} data-testid={`breadth-${s.key}`}>
            {s.label} {s.value}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

function MoversTable({ title, rows, onPick }: { title: string; rows: readonly BreadthMover[]; onPick: (symbol: string) => void }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ px: 2, pb: 1.5 }}>
          None right now.
        </Typography>
      ) : (
        <Table size="small" aria-label={title} sx={{ '& td, & th': { px: 2, py: 0.6, fontVariantNumeric: 'tabular-nums' } }}>
          <TableHead>
            <TableRow>
              <TableCell>Symbol</TableCell>
              <TableCell align="right">LTP</TableCell>
              <TableCell align="right">Change</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((m) => (
              <TableRow key={m.token} hover onClick={() => onPick(m.symbol)} sx={{ cursor: 'pointer' }} title={m.name}>
                <TableCell sx={{ fontWeight: 500, maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{m.symbol}</TableCell>
                <TableCell align="right">{formatLevel(m.lastPrice)}</TableCell>
                <TableCell align="right">
                  <ChangeText value={m.changePercent} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/** breadth:<index>: the bar and the top gainers and losers among its constituents. */
export function BreadthPanel({ index, onPickStock }: { index: string; onPickStock: (symbol: string) => void }) {
  const { data, error } = useLiveTopic<MarketBreadth>(`breadth:${index}`);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ px: 2, pt: 1.5, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1, gap: 1 }}>
          <Typography variant="subtitle2" component="h2">
            Market breadth
          </Typography>
          <Typography variant="caption" color="textSecondary" noWrap>
            {index}
            {data ? ` · ${data.priced} of ${data.constituents}` : ''}
          </Typography>
        </Box>
        {error ? (
          <Typography variant="body2" color="textSecondary">
            {error}
          </Typography>
        ) : data ? (
          data.constituents === 0 ? (
            <Typography variant="body2" color="textSecondary">
              This index has no constituents in the data.
            </Typography>
          ) : (
            <BreadthBar breadth={data} />
          )
        ) : (
          <Skeleton variant="rounded" height={30} />
        )}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr' } }}>
        {data ? (
          <>
            <MoversTable title="Top gainers" rows={data.gainers} onPick={onPickStock} />
            <MoversTable title="Top losers" rows={data.losers} onPick={onPickStock} />
          </>
        ) : (
          !error && (
            <Box sx={{ p: 2 }}>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} height={26} />
              ))}
            </Box>
          )
        )}
      </Box>
    </Paper>
  );
}
