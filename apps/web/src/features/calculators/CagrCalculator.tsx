import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { CAGR_FIELDS, cagrPercent, formatINR, formatPercentChange, parseFields } from '@sanchay/core';
import { useMemo, useState } from 'react';
import { NumberField } from './NumberField';
import { ResultSummary } from './ResultSummary';

type CagrKey = keyof typeof CAGR_FIELDS;

export function CagrCalculator() {
  const [raw, setRaw] = useState<Record<CagrKey, string>>({ startValue: '100000', endValue: '250000', years: '7' });
  const parsed = useMemo(() => parseFields(raw, CAGR_FIELDS), [raw]);
  const keys = Object.keys(CAGR_FIELDS) as CagrKey[];
  return (
    <>
      <Grid container spacing={2}>
        {keys.map((key) => (
          <Grid key={key} size={{ xs: 12, sm: 4 }}>
            <NumberField name={key} spec={CAGR_FIELDS[key]} value={raw[key]} onChange={(value) => setRaw((r) => ({ ...r, [key]: value }))} />
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" color="textSecondary">
        CAGR = (ending value / starting value)^(1 / years) - 1: the steady yearly rate that links the two values.
      </Typography>
      {parsed.ok ? (
        <ResultSummary
          items={[
            { label: 'Absolute return', value: formatPercentChange((parsed.values.endValue / parsed.values.startValue - 1) * 100) },
            { label: 'Gain', value: formatINR(parsed.values.endValue - parsed.values.startValue) },
            {
              label: 'CAGR',
              value: formatPercentChange(cagrPercent(parsed.values.startValue, parsed.values.endValue, parsed.values.years)),
              emphasis: true,
            },
          ]}
        />
      ) : (
        <Typography color="textSecondary" sx={{ my: 3 }} role="status">
          Correct the highlighted fields to see the result.
        </Typography>
      )}
    </>
  );
}
