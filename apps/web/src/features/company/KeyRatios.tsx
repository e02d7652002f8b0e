import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { STATEMENT_ITEMS, type CompanyDetails } from '@sanchay/core';
import { useState } from 'react';
import { DataAsOf } from '../../components/DataAsOf';
import { formatMarketCap, formatPrice, moneyUnit } from '../../lib/format';
import { formatUnitValue } from './units';

interface Ratio {
  key: string;
  label: string;
  text: string;
}

const FIRST = ['marketCap', 'currentPrice', 'highLow', 'pe', 'bookValue', 'dividendYield', 'roce', 'roe', 'debtToEquity'];
const SHOWN_AT_FIRST = 9;

/** The ratios Screener shows on top (market cap, price, high/low, P/E, ...), then the rest that have values. */
export function keyRatios(details: CompanyDetails): Ratio[] {
  const { company, quote, movingAverages, keyMetrics } = details;
  const currency = company.currency ?? 'INR';
  const items = keyMetrics?.items ?? {};
  const pick = (key: string) => {
    const value = items[key];
    return value === null || value === undefined || !Number.isFinite(value) ? null : value;
  };
  const high = quote?.high52w ?? movingAverages?.high52w ?? pick('high52w');
  const low = quote?.low52w ?? movingAverages?.low52w ?? pick('low52w');
  const special: Record<string, Ratio | null> = {
    marketCap: { key: 'marketCap', label: 'Market cap', text: formatMarketCap(pick('marketCap') ?? company.marketCap, currency) },
    currentPrice: { key: 'currentPrice', label: 'Current price', text: formatPrice(quote?.close ?? pick('currentPrice'), currency) },
    highLow:
      high !== null || low !== null
        ? { key: 'highLow', label: '52-week high / low', text: `${formatPrice(high, currency)} / ${formatPrice(low, currency)}` }
        : null,
  };
  const money = moneyUnit(currency);
  const result: Ratio[] = [];
  const used = new Set(['high52w', 'low52w']);
  const add = (key: string) => {
    if (used.has(key)) return;
    used.add(key);
    if (key in special) {
      const ratio = special[key];
      if (ratio) result.push(ratio);
      return;
    }
    const item = STATEMENT_ITEMS.key_metrics.find((i) => i.key === key);
    const value = pick(key);
    if (!item || value === null) return;
    const text = item.unit === 'per_share' ? formatPrice(value, currency) : formatUnitValue(value, item.unit, money);
    result.push({ key, label: item.label.replace(/ %$/, ''), text });
  };
  FIRST.forEach(add);
  STATEMENT_ITEMS.key_metrics.forEach((item) => add(item.key));
  return result;
}

export function KeyRatios({ details }: { details: CompanyDetails }) {
  const [all, setAll] = useState(false);
  const ratios = keyRatios(details);
  const shown = all ? ratios : ratios.slice(0, SHOWN_AT_FIRST);
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 1.5, sm: 2 } }} data-testid="key-ratios">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          columnGap: { xs: 2, md: 4 },
        }}
      >
        {shown.map((ratio) => (
          <Box key={ratio.key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {ratio.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {ratio.text}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mt: 1, gap: 1, flexWrap: 'wrap' }}>
        <DataAsOf asOf={details.keyMetrics?.asOf ?? details.quote?.date} source={details.keyMetrics?.source ?? null} />
        {ratios.length > SHOWN_AT_FIRST && (
          <Button size="small" onClick={() => setAll((v) => !v)} sx={{ ml: 'auto' }}>
            {all ? 'Fewer ratios' : `All ${ratios.length} ratios`}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
