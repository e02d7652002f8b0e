import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BUCKETS, type GainBucket, type PortfolioGains, SCHEDULE_112A_HEADERS, type Schedule112ARow } from '@sanchay/core';
import { useMemo, useState } from 'react';
import { type Column, DataTable } from '../../components/data-table';
import { useSaveSecurity } from './api';
import { rupees } from './figures';

const SHOWN: GainBucket[] = ['stcg_111a_15', 'stcg_111a_20', 'ltcg_112a_10', 'ltcg_112a_12_5', 'stcg_slab', 'ltcg_112_12_5', 'ltcg_112_20_indexed', 'exempt_10_38', 'other'];

const num = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** On a phone the table keeps the name, quantity, sale value, cost used and gain; the CSV has every column. */
const PHONE_COLUMNS = new Set(['name', 'quantity', 'fullValueOfConsideration', 'costWithoutIndexation', 'balance']);

/**
 * Compact headers for the table at any width (the ITR's numbered column names took up to ten lines at 1366 px):
 * each keeps its column's number; the full name is the header's tooltip, its accessible name and the CSV header.
 */
const SCHEDULE_SHORT_HEADERS: Record<keyof typeof SCHEDULE_112A_HEADERS, string> = {
  acquired: '1. Acquired',
  isin: '2. ISIN',
  name: '3. Name',
  quantity: '4. Qty',
  salePricePerUnit: '5. Sale price',
  fullValueOfConsideration: '6. Sale value',
  costWithoutIndexation: '7. Cost used',
  costOfAcquisition: '8. Cost',
  lowerOfSaleValueAndFmv: '9. Lower of 6, 11',
  fmvPerUnit: '10. FMV a unit',
  totalFmv: '11. Total FMV',
  transferExpenses: '12. Transfer costs',
  totalDeductions: '13. Deductions',
  balance: '14. Balance',
  transferDate: 'Transfer date',
};

/** Schedule 112A's columns for the table and its CSV (the figures to paise, as the ITR takes them). */
const SCHEDULE_COLUMNS: Column<Schedule112ARow>[] = (Object.keys(SCHEDULE_112A_HEADERS) as (keyof typeof SCHEDULE_112A_HEADERS)[]).map((key) => {
  const money = !['acquired', 'isin', 'name', 'quantity', 'transferDate'].includes(key);
  return {
    id: key,
    header: SCHEDULE_112A_HEADERS[key],
    shortHeader: SCHEDULE_SHORT_HEADERS[key],
    numeric: money || key === 'quantity',
    wrap: key === 'name' || key === 'acquired',
    // The name stays in view while the figures scroll sideways in the table's box.
    sticky: key === 'name' || undefined,
    priority: PHONE_COLUMNS.has(key) ? undefined : ('low' as const),
    value: (row: Schedule112ARow) => (money ? num(row[key] as number | null) : (row[key] as string | number)),
    render: money ? (row: Schedule112ARow) => rupees(row[key] as number | null, 2) : undefined,
    minWidth: key === 'name' ? 140 : undefined,
  };
});

/** Capital gains of one financial year at a time: the set-off, the exemption, the tax at special rates, Schedule 112A. */
export function GainsSection({ gains }: { gains: PortfolioGains }) {
  const [fy, setFy] = useState(gains.years[0]?.fy ?? '');
  const year = gains.years.find((y) => y.fy === fy) ?? gains.years[0];
  const rows = useMemo(() => gains.schedule112a.filter((r) => r.fy === year?.fy), [gains.schedule112a, year?.fy]);
  if (!year) return <Typography color="textSecondary">No sales yet: gains appear here once you sell.</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField select size="small" label="Financial year" value={year.fy} onChange={(e) => setFy(e.target.value)} sx={{ width: 200 }}>
        {gains.years.map((y) => (
          <MenuItem key={y.fy} value={y.fy}>
            FY {y.fy}
          </MenuItem>
        ))}
      </TextField>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, overflowX: 'auto' }} data-testid="portfolio-gains-year">
        <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', fontSize: 14, '& td, & th': { py: 0.75, px: 1, borderBottom: 1, borderColor: 'divider' }, '& td:not(:first-of-type), & th:not(:first-of-type)': { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }, '& th': { textAlign: 'left' } }}>
          <thead>
            <tr>
              <th>FY {year.fy}</th>
              <th>Net gain</th>
              <th>Taxable</th>
            </tr>
          </thead>
          <tbody>
            {SHOWN.filter((b) => year.net[b] !== 0).map((b) => (
              <tr key={b}>
                <td>
                  {BUCKETS[b].label}
                  {BUCKETS[b].section ? ` · s.${BUCKETS[b].section}` : ''}
                </td>
                <td>{rupees(year.net[b])}</td>
                <td>{b === 'exempt_10_38' || b === 'other' ? '—' : rupees(year.taxable[b])}</td>
              </tr>
            ))}
            <tr>
              <td>s.112A exemption used (of {rupees(year.ltcgExemption)})</td>
              <td />
              <td>{rupees(year.ltcgExemptionUsed)}</td>
            </tr>
            <tr>
              <td>
                <strong>Estimated tax at special rates</strong> (before surcharge and 4% cess)
              </td>
              <td />
              <td>
                <strong>{rupees(year.estimatedTax)}</strong>
              </td>
            </tr>
            {year.slabGains > 0 && (
              <tr>
                <td>Gains added to your income, taxed at your slab rate</td>
                <td />
                <td>{rupees(year.slabGains)}</td>
              </tr>
            )}
            {(year.lossToCarryForward.shortTerm > 0 || year.lossToCarryForward.longTerm > 0) && (
              <tr>
                <td>Loss to carry forward (short-term / long-term)</td>
                <td />
                <td>
                  {rupees(year.lossToCarryForward.shortTerm)} / {rupees(year.lossToCarryForward.longTerm)}
                </td>
              </tr>
            )}
          </tbody>
        </Box>
      </Paper>
      {year.needsFmv > 0 && <FmvForm count={year.needsFmv} isins={[...new Set(rows.filter((r) => r.acquired.startsWith('On or before') && r.fmvPerUnit === null).map((r) => r.isin))]} />}
      <DataTable title={`Schedule 112A FY ${year.fy}`} csvName={`schedule-112a-fy-${year.fy}`} testId="portfolio-schedule-112a" rows={rows} columns={SCHEDULE_COLUMNS} rowKey={(r) => `${r.isin}-${r.transferDate}-${r.acquired}-${r.quantity}-${r.costOfAcquisition}`} initialSort={null} dense emptyText="No long-term gains on equity this year." />
      <Typography variant="body2" color="textSecondary" data-testid="portfolio-not-tax-advice">
        {gains.notTaxAdvice}
      </Typography>
    </Box>
  );
}

/** Grandfathering needs the FMV of 31 Jan 2018 (the highest price quoted that day) where the data has none. */
function FmvForm({ count, isins }: { count: number; isins: string[] }) {
  const [isin, setIsin] = useState(isins[0] ?? '');
  const [fmv, setFmv] = useState('');
  const save = useSaveSecurity();
  const value = Number(fmv);
  return (
    <Alert severity="warning">
      {count} sale{count === 1 ? '' : 's'} of shares bought before 1 Feb 2018 use the actual cost: give the highest price on 31 Jan 2018 to apply grandfathering.
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <TextField size="small" label="ISIN" value={isin} onChange={(e) => setIsin(e.target.value.toUpperCase())} />
        <TextField size="small" label="FMV on 31 Jan 2018 (₹)" value={fmv} onChange={(e) => setFmv(e.target.value)} inputMode="decimal" />
        <Button variant="outlined" disabled={!isin || !(value > 0) || save.isPending} onClick={() => save.mutate({ isin, input: { fmv31Jan2018: value } })}>
          Save FMV
        </Button>
      </Box>
      {save.error && <Typography variant="body2">{save.error instanceof Error ? save.error.message : 'Could not save.'}</Typography>}
    </Alert>
  );
}
