import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ShareholdingQuarter } from '@sanchay/core';
import { formatPercent, formatPeriod } from '../../lib/format';
import { seriesWithData } from './categories';

const CHART_HEIGHT = 180;

/** Stacked columns of holdings by investor category, one column per quarter (oldest left). Plain boxes, no chart library. */
export function ShareholdingChart({ quarters }: { quarters: readonly ShareholdingQuarter[] }) {
  const series = seriesWithData(quarters);
  const latest = quarters[quarters.length - 1];
  const summary = latest
    ? `Shareholding by quarter; latest ${formatPeriod(latest.quarterEnd)}: ${series
        .map((s) => `${s.label} ${formatPercent(latest[s.key])}`)
        .join(', ')}`
    : 'No shareholding data';
  return (
    <Box data-testid="shareholding-chart">
      <Box sx={{ overflowX: 'auto', pb: 1 }}>
        <Box role="img" aria-label={summary} sx={{ display: 'flex', alignItems: 'flex-end', gap: { xs: 0.75, sm: 1.5 }, minWidth: quarters.length * 40, px: 0.5 }}>
          {quarters.map((quarter) => {
            const total = series.reduce((sum, s) => sum + Math.max(0, quarter[s.key] ?? 0), 0);
            const scale = total > 100 ? 100 / total : 1;
            return (
              <Box key={quarter.quarterEnd} sx={{ flex: '1 1 0', minWidth: 32, maxWidth: 72, textAlign: 'center' }}>
                <Box
                  sx={{
                    height: CHART_HEIGHT,
                    display: 'flex',
                    flexDirection: 'column-reverse',
                    borderRadius: 1,
                    overflow: 'hidden',
                    bgcolor: 'action.hover',
                  }}
                >
                  {series.map((s) => {
                    const value = quarter[s.key];
                    if (typeof value !== 'number' || value <= 0) return null;
                    return (
                      <Box
                        key={s.key}
                        title={`${formatPeriod(quarter.quarterEnd)} · ${s.label}: ${formatPercent(value)}`}
                        sx={{ height: `${value * scale}%`, bgcolor: s.color, minHeight: '1px', flexShrink: 0 }}
                      />
                    );
                  })}
                </Box>
                <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mt: 0.5, whiteSpace: 'nowrap', fontSize: '0.68rem' }}>
                  {formatPeriod(quarter.quarterEnd).replace(/ (\d{2})(\d{2})$/, " '$2")}
                </Typography>
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {series.map((s) => (
          <Box component="li" key={s.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, typography: 'caption' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: s.color }} />
            {s.label}
            {latest && typeof latest[s.key] === 'number' && (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {formatPercent(latest[s.key])}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
