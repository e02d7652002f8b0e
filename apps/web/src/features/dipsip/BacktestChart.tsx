import type { BacktestCurvePoint } from '@sanchay/core';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { DatedLinesChart } from '../../components/line-chart/DatedLinesChart';

/**
 * Value of both portfolios over time (and DipSIP's cash invested, dashed). Both curves share the dates of the
 * ETF's bars.
 */
export default function BacktestChart({ dip, sip }: { dip: readonly BacktestCurvePoint[]; sip: readonly BacktestCurvePoint[] }) {
  const theme = useTheme();
  const lines = useMemo(
    () => [
      { label: 'DipSIP value', color: theme.palette.primary.main, values: dip.map((p) => p.value) },
      { label: 'Plain SIP value', color: theme.palette.warning.main, values: sip.map((p) => p.value) },
      { label: 'Cash invested (DipSIP)', color: theme.palette.text.disabled, dashed: true, values: dip.map((p) => p.invested) },
    ],
    [dip, sip, theme],
  );
  const dates = dip.map((p) => p.date);
  return (
    <DatedLinesChart
      dates={dates}
      lines={lines}
      ariaLabel={`Portfolio value of DipSIP and a plain monthly SIP from ${dates[0] ?? ''} to ${dates.at(-1) ?? ''}`}
      testId="backtest-chart"
    />
  );
}
