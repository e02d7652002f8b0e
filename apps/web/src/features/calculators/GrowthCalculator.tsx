import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { formatINR, parseFields, type FieldSpecs, type GrowthResult } from '@sanchay/core';
import { useMemo, useState, type ReactNode } from 'react';
import { GrowthBars } from './GrowthBars';
import { NumberField } from './NumberField';
import { ResultSummary } from './ResultSummary';
import { ScheduleTable } from './ScheduleTable';

interface GrowthCalculatorProps<K extends string> {
  fields: FieldSpecs<K>;
  initial: Record<K, string>;
  compute: (values: Record<K, number>) => GrowthResult;
  investedLabel: string;
  note: ReactNode;
}

/** SIP and lump sum share a form, a summary, a bar chart and a year-wise table; only the maths differs. */
export function GrowthCalculator<K extends string>({ fields, initial, compute, investedLabel, note }: GrowthCalculatorProps<K>) {
  const [raw, setRaw] = useState(initial);
  const parsed = useMemo(() => parseFields(raw, fields), [raw, fields]);
  const result = parsed.ok ? compute(parsed.values) : null;
  const keys = Object.keys(fields) as K[];

  return (
    <>
      <Grid container spacing={2}>
        {keys.map((key) => (
          <Grid key={key} size={{ xs: 12, sm: 4 }}>
            <NumberField name={key} spec={fields[key]} value={raw[key]} onChange={(value) => setRaw((r) => ({ ...r, [key]: value }))} />
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" color="textSecondary">
        {note}
      </Typography>
      {result ? (
        <>
          <ResultSummary
            items={[
              { label: investedLabel, value: formatINR(result.invested) },
              { label: 'Estimated gain', value: formatINR(result.gain) },
              { label: 'Future value', value: formatINR(result.futureValue), emphasis: true },
            ]}
          />
          <GrowthBars schedule={result.schedule} />
          <ScheduleTable
            label="Year-wise schedule"
            rows={result.schedule}
            columns={[
              { header: 'Year', cell: (row) => row.year },
              { header: 'Invested', cell: (row) => formatINR(row.invested) },
              { header: 'Gain', cell: (row) => formatINR(row.value - row.invested) },
              { header: 'Value', cell: (row) => formatINR(row.value) },
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
