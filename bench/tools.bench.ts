// Tools figures: the valuation matrix (one 8 x 8 matrix, and every growth x years combination the screen
// offers), the /utils calculators at their largest inputs, risk scoring, and the reference searches the
// screens run on every keystroke. Median of repeated runs, in microseconds.
import {
  EPS_GROWTH_OPTIONS,
  VALUATION_YEAR_OPTIONS,
  RISK_QUESTIONS,
  scoreRiskProfile,
  searchDatasets,
  searchVocabulary,
  sipFutureValue,
  swpSchedule,
  valuationMatrix,
  xirrCalculation,
  type XirrFlowInput,
} from '@sanchay/core';
import { percentile, printFigure } from './support';

function medianMicros(runs: number, fn: () => unknown): { median: number; p95: number } {
  for (let i = 0; i < Math.min(runs, 50); i++) fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

function report(name: string, runs: number, fn: () => unknown): void {
  const { median, p95 } = medianMicros(runs, fn);
  printFigure(name, median.toFixed(1), 'µs', `median of ${runs}, p95 ${p95.toFixed(1)} µs`);
}

report('valuation matrix 8 x 8 (25% growth, 10 years)', 5000, () => valuationMatrix(25, 10));
report(
  `all ${EPS_GROWTH_OPTIONS.length * VALUATION_YEAR_OPTIONS.length} growth x years matrices`,
  50,
  () => {
    for (const growth of EPS_GROWTH_OPTIONS) for (const years of VALUATION_YEAR_OPTIONS) valuationMatrix(growth, years);
  },
);
report('SIP future value + 50-year schedule', 5000, () => sipFutureValue(10_000, 12, 50));
report('SWP 50-year monthly schedule (600 months)', 2000, () => swpSchedule(1_00_00_000, 20_000, 8, 50));

const monthly: XirrFlowInput[] = [];
for (let m = 0; m < 240; m++) {
  const date = new Date(Date.UTC(2005, m, 5)).toISOString().slice(0, 10);
  monthly.push({ date, amount: -5000 });
}
monthly.push({ date: '2025-01-05', amount: 50_00_000 });
report('XIRR of a 20-year monthly SIP (241 flows)', 1000, () => xirrCalculation(monthly));

const answers = Object.fromEntries(RISK_QUESTIONS.map((q) => [q.id, q.options[2]!.id]));
report('risk profile score', 20_000, () => scoreRiskProfile(answers));
report('vocabulary search "open interest"', 5000, () => searchVocabulary('open interest'));
report('datasets and fields search "net income"', 5000, () => searchDatasets('net income'));
