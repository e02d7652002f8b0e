import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { SWP_FIELDS, formatINR, parseFields, swpSchedule } from '@sanchay/core';
import { useMemo, useState } from 'react';
import { NumberField } from './NumberField';
import { ResultSummary } from './ResultSummary';
import { ScheduleTable } from './ScheduleTable';

type SwpKey = keyof typeof SWP_FIELDS;

function monthsText(months: number): string {
  const years = Math.floor((months - 1) / 12);
  const month = ((months - 1) % 12) + 1;
  return years > 0 ? `month ${month} of year ${years + 1}` : `month ${month}`;
}

export function SwpCalculator() {
  const [raw, setRaw] = useState<Record<SwpKey, string>>({ corpus: '2500000', monthlyWithdrawal: '20000', annualReturn: '8', years: '15' });
  const parsed = useMemo(() => parseFields(raw, SWP_FIELDS), [raw]);
  const result = parsed.ok ? swpSchedule(parsed.values.corpus, parsed.values.monthlyWithdrawal, parsed.values.annualReturn, parsed.values.years) : null;
  const keys = Object.keys(SWP_FIELDS) as SwpKey[];
  return (
    <>
      <Grid container spacing={2}>
        {keys.map((key) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
            <NumberField name={key} spec={SWP_FIELDS[key]} value={raw[key]} onChange={(value) => setRaw((r) => ({ ...r, [key]: value }))} />
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" color="textSecondary">
        Each month the corpus earns the annual rate / 12, then the withdrawal is paid out at the month&apos;s end.
      </Typography>
      {result ? (
        <>
          <ResultSummary
            items={[
              { label: 'Total withdrawn', value: formatINR(result.totalWithdrawn) },
              { label: 'Returns earned', value: formatINR(result.totalReturns) },
              { label: 'Balance left', value: formatINR(result.finalBalance), emphasis: true },
            ]}
          />
          {result.depletedInMonth !== null ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              The corpus runs out in {monthsText(result.depletedInMonth)}. Lower the withdrawal or start with more.
            </Alert>
          ) : (
            <Alert severity="success" sx={{ mb: 2 }}>
              The corpus lasts the whole period.
            </Alert>
          )}
          <ScheduleTable
            label="Year-wise withdrawals"
            rows={result.schedule}
            columns={[
              { header: 'Year', cell: (row) => row.year },
              { header: 'Opening', cell: (row) => formatINR(row.opening) },
              { header: 'Withdrawn', cell: (row) => formatINR(row.withdrawn) },
              { header: 'Returns', cell: (row) => formatINR(row.returns) },
              { header: 'Closing', cell: (row) => formatINR(row.closing) },
            ]}
          />
        </>
      ) : (
        <Typography color="textSecondary" sx={{ my: 3 }} role="status">
          Correct the highlighted fields to see the result.
        </Typography>
      )}
    </>
  );
}
