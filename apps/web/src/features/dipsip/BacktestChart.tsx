import type { BacktestCurvePoint } from '@sanchay/core';
import { formatINRCompact, thinCurve } from '@sanchay/core';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { left: 56, right: 12, top: 12, bottom: 24 };
/** At most this many points per line: a 15-year daily curve is ~3,700 points, more than the pixels. */
const MAX_POINTS = 480;

const thin = (curve: readonly BacktestCurvePoint[]) => thinCurve(curve, MAX_POINTS);

interface Series {
  label: string;
  color: string;
  dash?: string;
  curve: readonly BacktestCurvePoint[];
  field: 'value' | 'invested';
}

/**
 * Value of both portfolios over time (and DipSIP's cash invested, dashed) as a plain SVG line chart.
 * Both curves share the dates of the ETF's bars, so x is the bar index.
 */
export default function BacktestChart({ dip, sip }: { dip: readonly BacktestCurvePoint[]; sip: readonly BacktestCurvePoint[] }) {
  const theme = useTheme();
  const series: Series[] = useMemo(
    () => [
      { label: 'DipSIP value', color: theme.palette.primary.main, curve: thin(dip), field: 'value' },
      { label: 'Plain SIP value', color: theme.palette.warning.main, curve: thin(sip), field: 'value' },
      { label: 'Cash invested (DipSIP)', color: theme.palette.text.disabled, dash: '4 4', curve: thin(dip), field: 'invested' },
    ],
    [dip, sip, theme],
  );
  const count = Math.max(dip.length, sip.length);
  let max = 0;
  for (const s of series) for (const p of s.curve) max = Math.max(max, p[s.field]);
  if (count < 2 || max <= 0) return null;

  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (i / (count - 1)) * plotW;
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const step = Math.ceil(count / MAX_POINTS);
  const path = (s: Series) =>
    s.curve
      .map((p, k) => {
        const index = k === s.curve.length - 1 ? count - 1 : k * step;
        return `${k === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(p[s.field]).toFixed(1)}`;
      })
      .join('');
  const first = dip[0]?.date ?? '';
  const last = dip[dip.length - 1]?.date ?? '';
  const ticks = [0, 0.5, 1].map((f) => max * f);

  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Portfolio value of DipSIP and a plain monthly SIP from ${first} to ${last}`}
        data-testid="backtest-chart"
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} stroke={theme.palette.divider} />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill={theme.palette.text.secondary}>
              {formatINRCompact(v)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={HEIGHT - 6} fontSize="11" fill={theme.palette.text.secondary}>
          {first}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" fontSize="11" fill={theme.palette.text.secondary}>
          {last}
        </text>
        {series.map((s) => (
          <path key={s.label} d={path(s)} fill="none" stroke={s.color} strokeWidth={s.dash ? 1.2 : 1.8} strokeDasharray={s.dash} />
        ))}
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
        {series.map((s) => (
          <Stack key={s.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box component="span" sx={{ width: 16, height: 0, borderTop: `2px ${s.dash ? 'dashed' : 'solid'} ${s.color}` }} />
            <Typography variant="caption" color="textSecondary">
              {s.label}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
