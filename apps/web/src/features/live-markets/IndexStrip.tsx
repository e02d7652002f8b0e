import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { ChangeText } from '../../components/data-table';
import { useLiveTopic } from '../../lib/marketSocket';
import { formatLevel } from '../../lib/format';
import type { LiveTick } from '../live';

function IndexCard({ token, name, selected, onPick }: { token: number; name: string; selected: boolean; onPick: () => void }) {
  const { data, error } = useLiveTopic<LiveTick>(`tick:${token}`);
  return (
    <ButtonBase
      onClick={onPick}
      aria-pressed={selected}
      title={error ?? undefined}
      sx={{
        display: 'block',
        textAlign: 'left',
        px: 1.5,
        py: 1,
        minWidth: 150,
        flex: '1 0 150px',
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: selected ? 'action.selected' : 'background.paper',
        '&:hover': { borderColor: 'primary.light' },
      }}
    >
      <Typography variant="caption" color="textSecondary" sx={{ fontWeight: 600, display: 'block' }} noWrap>
        {name}
      </Typography>
      <Typography sx={{ fontWeight: 600, fontSize: 15, fontVariantNumeric: 'tabular-nums' }}>{data ? formatLevel(data.lastPrice) : '—'}</Typography>
      <Typography variant="caption" component="div">
        {data ? (
          <ChangeText value={data.change} format={(v) => `${v > 0 ? '+' : ''}${formatLevel(v)}`}>
            {` (${data.changePercent > 0 ? '+' : ''}${data.changePercent.toFixed(2)}%)`}
          </ChangeText>
        ) : (
          <Typography component="span" variant="caption" color="textSecondary">
            {error ? 'No live price' : ' '}
          </Typography>
        )}
      </Typography>
    </ButtonBase>
  );
}

/** Height of the strip of index cards (card and scroll bar room), px. */
const STRIP_HEIGHT = 86;

/** The headline indices, live, across the top; a click charts one. */
export function IndexStrip({ indices, selected, onPick }: { indices: readonly { token: number; symbol: string }[]; selected: string | null; onPick: (symbol: string) => void }) {
  // While the list loads, the strip's height is kept free so the chart below does not jump when it arrives.
  if (indices.length === 0) return <Box aria-hidden="true" data-testid="index-strip-placeholder" sx={{ height: STRIP_HEIGHT, mb: 2 }} />;
  return (
    <Box component="nav" aria-label="Indices" sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5, mb: 2, minHeight: STRIP_HEIGHT, scrollbarWidth: 'thin' }}>
      {indices.map((i) => (
        <IndexCard key={i.token} token={i.token} name={i.symbol} selected={selected === i.symbol} onPick={() => onPick(i.symbol)} />
      ))}
    </Box>
  );
}
