import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { PortfolioHistory } from '@sanchay/core';
import { DatedLinesChart } from '../../components/line-chart/DatedLinesChart';
import { formatDate } from '../../lib/format';

/** The portfolio's value against the cost of what it held, day by day since the first trade. */
export function ValueChart({ history }: { history: PortfolioHistory }) {
  const theme = useTheme();
  const { points } = history;
  if (points.length < 2)
    return <Typography color="textSecondary">The chart starts once the holdings have prices on two trading days.</Typography>;
  const first = points[0]!.date;
  const last = points.at(-1)!.date;
  return (
    <>
      <DatedLinesChart
        dates={points.map((p) => p.date)}
        lines={[
          { label: 'Value', color: theme.palette.primary.main, values: points.map((p) => p.value) },
          { label: 'Money in (cost of the holdings)', color: theme.palette.text.disabled, dashed: true, values: points.map((p) => p.invested) },
        ]}
        ariaLabel={`Portfolio value against the money in it, ${formatDate(first)} to ${formatDate(last)}`}
        testId="portfolio-value-chart"
      />
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.5 }}>
        Each day at that day&apos;s closes and NAVs; a holding counts in both lines from its first stored price.
        {history.unpriced.length > 0 ? ` No stored price at all: ${history.unpriced.join(', ')}.` : ''}
      </Typography>
    </>
  );
}
