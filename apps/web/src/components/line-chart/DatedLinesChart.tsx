import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatINRCompact } from '@sanchay/core';
import { formatDate } from '../../lib/format';
import { useElementWidth } from '../../lib/useElementWidth';

/** Drawn at the box's own width (text stays 11 px on a phone); the height follows, within these bounds. */
const DEFAULT_WIDTH = 640;
const PAD = { left: 56, right: 12, top: 12, bottom: 24 };
/** At most this many points per line: a 15-year daily curve is ~3,700 points, more than the pixels. */
const MAX_POINTS = 480;

export interface DatedLine {
  label: string;
  /** A theme palette colour, e.g. theme.palette.primary.main. */
  color: string;
  dashed?: boolean;
  /** One value per date of the chart (rupees). */
  values: readonly number[];
}

interface Props {
  /** The shared x axis, ascending. */
  dates: readonly string[];
  lines: readonly DatedLine[];
  ariaLabel: string;
  testId?: string;
}

/**
 * Rupee lines over shared dates as a plain SVG chart (no chart library: a few paths), with a legend; x is the
 * date's position, long lines thinned evenly with their last point kept. Draws nothing with fewer than 2 dates.
 */
export function DatedLinesChart({ dates, lines, ariaLabel, testId }: Props) {
  const theme = useTheme();
  const { ref, width } = useElementWidth(DEFAULT_WIDTH);
  const WIDTH = Math.max(width, 280);
  const HEIGHT = Math.round(Math.min(300, Math.max(200, WIDTH * 0.42)));
  const count = dates.length;
  let max = 0;
  for (const line of lines) for (const v of line.values) max = Math.max(max, v);
  if (count < 2 || max <= 0) return <Box ref={ref} />;

  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (i / (count - 1)) * plotW;
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const step = Math.ceil(count / MAX_POINTS);
  const indexes = [...Array.from({ length: Math.ceil(count / step) }, (_, k) => k * step).filter((i) => i < count - 1), count - 1];
  const path = (line: DatedLine) => indexes.map((i, k) => `${k === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(line.values[i] ?? 0).toFixed(1)}`).join('');
  const ticks = [0, 0.5, 1].map((f) => max * f);

  return (
    <Box ref={ref}>
      <Box component="svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={ariaLabel} data-testid={testId} sx={{ width: '100%', height: 'auto', display: 'block' }}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} stroke={theme.palette.divider} />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill={theme.palette.text.secondary}>
              {formatINRCompact(v)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={HEIGHT - 6} fontSize="11" fill={theme.palette.text.secondary}>
          {formatDate(dates[0]!)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" fontSize="11" fill={theme.palette.text.secondary}>
          {formatDate(dates[count - 1]!)}
        </text>
        {lines.map((line) => (
          <path key={line.label} d={path(line)} fill="none" stroke={line.color} strokeWidth={line.dashed ? 1.2 : 1.8} strokeDasharray={line.dashed ? '4 4' : undefined} />
        ))}
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
        {lines.map((line) => (
          <Stack key={line.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box component="span" sx={{ width: 16, height: 0, borderTop: `2px ${line.dashed ? 'dashed' : 'solid'} ${line.color}` }} />
            <Typography variant="caption" color="textSecondary">
              {line.label}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
