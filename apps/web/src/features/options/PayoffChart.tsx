import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { PayoffPoint } from '@sanchay/core';
import { useMemo, useState } from 'react';
import { formatLevel } from '../../lib/format';
import { useElementWidth } from '../../lib/useElementWidth';
import { formatRupees } from './format';

interface Props {
  points: PayoffPoint[];
  spot: number;
  breakevens: number[];
}

const H = 280;
const PAD = { left: 64, right: 16, top: 16, bottom: 32 };

/** Payoff at expiry (solid) and today's value (dashed) against the underlying's price, in SVG. */
export function PayoffChart({ points, spot, breakevens }: Props) {
  const theme = useTheme();
  const [hover, setHover] = useState<PayoffPoint | null>(null);
  const { ref, width } = useElementWidth(760);
  const W = Math.max(width, 280);
  const scale = useMemo(() => {
    const xs = points.map((p) => p.price);
    const ys = points.flatMap((p) => [p.expiry, p.today]);
    const x0 = Math.min(...xs);
    const x1 = Math.max(...xs);
    let y0 = Math.min(0, ...ys);
    let y1 = Math.max(0, ...ys);
    const pad = (y1 - y0) * 0.08 || 1;
    y0 -= pad;
    y1 += pad;
    const x = (v: number) => PAD.left + ((v - x0) / (x1 - x0 || 1)) * (W - PAD.left - PAD.right);
    const y = (v: number) => PAD.top + ((y1 - v) / (y1 - y0 || 1)) * (H - PAD.top - PAD.bottom);
    return { x, y, x0, x1, y0, y1 };
  }, [points, W]);
  if (points.length < 2) return null;
  const path = (key: 'expiry' | 'today') => points.map((p, i) => `${i ? 'L' : 'M'}${scale.x(p.price).toFixed(1)},${scale.y(p[key]).toFixed(1)}`).join('');
  const zero = scale.y(0);
  const profit = theme.palette.success.main;
  const loss = theme.palette.error.main;
  const tickCount = W < 500 ? 3 : 5;
  const ticks = Array.from({ length: tickCount }, (_, i) => scale.x0 + ((scale.x1 - scale.x0) * i) / (tickCount - 1));
  const yTicks = [scale.y1, (scale.y1 + scale.y0) / 2, scale.y0].map((v) => Math.round(v));

  const onMove = (event: React.MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const px = ((event.clientX - box.left) / box.width) * W;
    let best = points[0]!;
    for (const p of points) if (Math.abs(scale.x(p.price) - px) < Math.abs(scale.x(best.price) - px)) best = p;
    setHover(best);
  };

  return (
    <Box ref={ref} sx={{ position: 'relative' }}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label="Strategy payoff: profit or loss at expiry and today against the underlying price"
        onMouseMove={onMove}
        onMouseLeave={() => setHover(null)}
        style={{ display: 'block', touchAction: 'pan-y' }}
        data-testid="payoff-chart"
      >
        <defs>
          <clipPath id="payoff-above">
            <rect x={0} y={0} width={W} height={Math.max(zero, 0)} />
          </clipPath>
          <clipPath id="payoff-below">
            <rect x={0} y={zero} width={W} height={Math.max(H - zero, 0)} />
          </clipPath>
        </defs>
        {yTicks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={scale.y(v)} y2={scale.y(v)} stroke={theme.palette.divider} strokeDasharray="2 4" />
            <text x={PAD.left - 6} y={scale.y(v) + 4} textAnchor="end" fontSize={11} fill={theme.palette.text.secondary}>
              {formatRupees(v)}
            </text>
          </g>
        ))}
        {ticks.map((v, i) => (
          <text
            key={v}
            x={scale.x(v)}
            y={H - 10}
            textAnchor={i === 0 ? 'start' : i === ticks.length - 1 ? 'end' : 'middle'}
            fontSize={11}
            fill={theme.palette.text.secondary}
          >
            {formatLevel(v, 0)}
          </text>
        ))}
        <line x1={PAD.left} x2={W - PAD.right} y1={zero} y2={zero} stroke={theme.palette.text.secondary} strokeWidth={1} />
        <path d={`${path('expiry')}L${scale.x(scale.x1)},${zero}L${scale.x(scale.x0)},${zero}Z`} fill={profit} fillOpacity={0.12} clipPath="url(#payoff-above)" />
        <path d={`${path('expiry')}L${scale.x(scale.x1)},${zero}L${scale.x(scale.x0)},${zero}Z`} fill={loss} fillOpacity={0.12} clipPath="url(#payoff-below)" />
        <path d={path('expiry')} fill="none" stroke={profit} strokeWidth={2} clipPath="url(#payoff-above)" />
        <path d={path('expiry')} fill="none" stroke={loss} strokeWidth={2} clipPath="url(#payoff-below)" />
        <path d={path('today')} fill="none" stroke={theme.palette.info.main} strokeWidth={1.6} strokeDasharray="6 4" />
        {spot >= scale.x0 && spot <= scale.x1 && (
          <g>
            <line x1={scale.x(spot)} x2={scale.x(spot)} y1={PAD.top} y2={H - PAD.bottom} stroke={theme.palette.primary.main} strokeDasharray="3 3" />
            <text x={scale.x(spot)} y={PAD.top + 10} textAnchor="middle" fontSize={11} fill={theme.palette.primary.main}>
              Spot
            </text>
          </g>
        )}
        {breakevens
          .filter((b) => b >= scale.x0 && b <= scale.x1)
          .map((b) => (
            <g key={b}>
              <circle cx={scale.x(b)} cy={zero} r={4} fill={theme.palette.warning.main} />
              <text x={scale.x(b)} y={zero + 16} textAnchor="middle" fontSize={11} fill={theme.palette.text.primary}>
                {formatLevel(b, 0)}
              </text>
            </g>
          ))}
        {hover && (
          <g>
            <line x1={scale.x(hover.price)} x2={scale.x(hover.price)} y1={PAD.top} y2={H - PAD.bottom} stroke={theme.palette.text.disabled} />
            <circle cx={scale.x(hover.price)} cy={scale.y(hover.expiry)} r={3.5} fill={hover.expiry >= 0 ? profit : loss} />
            <circle cx={scale.x(hover.price)} cy={scale.y(hover.today)} r={3} fill={theme.palette.info.main} />
          </g>
        )}
      </svg>
      {hover && (
        <Box
          sx={{
            position: 'absolute',
            top: 8,
            right: 12,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1,
            py: 0.5,
            fontSize: 12,
            pointerEvents: 'none',
          }}
        >
          At {formatLevel(hover.price)}: expiry {formatRupees(hover.expiry)} · today {formatRupees(hover.today)}
        </Box>
      )}
    </Box>
  );
}
