import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { sourceName, STATEMENT_ITEMS, type CompanyDetails } from '@sanchay/core';
import { useState } from 'react';
import { formatDate, formatMarketCap, formatPrice, moneyUnit } from '../../lib/format';
import { formatUnitValue } from './units';

interface Ratio {
  key: string;
  label: string;
  text: string;
  /** What the figure's date is ("close of 30 Sep 2025"): ratios are footnoted by it when they differ. */
  dated: string;
}

const FIRST = ['marketCap', 'currentPrice', 'highLow', 'pe', 'bookValue', 'dividendYield', 'roce', 'roe', 'debtToEquity'];
const SHOWN_AT_FIRST = 9;

/** The ratios Screener shows on top (market cap, price, high/low, P/E, ...), then the rest that have values. */
/** The ratios Screener shows on top (market cap, price, high/low, P/E, ...), then the rest that have values. */
export function keyRatios(details: CompanyDetails): Ratio[] {
  const { company, quote, movingAverages, keyMetrics, valuation } = details;
  const currency = company.currency ?? 'INR';
  const items = keyMetrics?.items ?? {};
  const pick = (key: string) => {
    const value = items[key];
    return value === null || value === undefined || !Number.isFinite(value) ? null : value;
  };
  const fundamentalsDated = keyMetrics?.asOf ? `as of ${formatDate(keyMetrics.asOf)}` : 'undated';
  const closeDated = quote ? `close of ${formatDate(quote.date)}` : fundamentalsDated;
  // Market cap and the price ratios: at the close, or at the fundamentals' own date and price (docs/DATA.md).
  const valuationDated = !valuation
    ? fundamentalsDated
    : valuation.basis === 'at-price'
      ? `close of ${formatDate(valuation.asOf)}`
      : `as of ${formatDate(valuation.asOf)} at ${formatPrice(valuation.price, currency)}, not today's price`;
  const high = quote?.high52w ?? movingAverages?.high52w ?? pick('high52w');
  const low = quote?.low52w ?? movingAverages?.low52w ?? pick('low52w');
  const highLowDated = quote?.high52w != null || movingAverages?.high52w != null ? closeDated : fundamentalsDated;
  const ratio = (key: string, label: string, value: number | null, unit: 'ratio' | 'percent') =>
    value === null ? null : { key, label, text: formatUnitValue(value, unit, moneyUnit(currency)), dated: valuationDated };
  const special: Record<string, Ratio | null> = {
    marketCap: { key: 'marketCap', label: 'Market cap', text: formatMarketCap(valuation?.marketCap ?? company.marketCap, currency), dated: valuationDated },
    currentPrice: quote ? { key: 'currentPrice', label: 'Current price', text: formatPrice(quote.close, currency), dated: closeDated } : null,
    highLow:
      high !== null || low !== null
        ? { key: 'highLow', label: '52-week high / low', text: `${formatPrice(high, currency)} / ${formatPrice(low, currency)}`, dated: highLowDated }
        : null,
    pe: ratio('pe', 'P/E', valuation?.pe ?? null, 'ratio'),
    pb: ratio('pb', 'P/B', valuation?.pb ?? null, 'ratio'),
    dividendYield: ratio('dividendYield', 'Dividend yield', valuation?.dividendYield ?? null, 'percent'),
    evToEbitda: ratio('evToEbitda', 'EV/EBITDA', valuation?.evToEbitda ?? null, 'ratio'),
  };
  const money = moneyUnit(currency);
  const result: Ratio[] = [];
  const used = new Set(['high52w', 'low52w']);
  const add = (key: string) => {
    if (used.has(key)) return;
    used.add(key);
    if (key in special) {
      const found = special[key];
      if (found) result.push(found);
      return;
    }
    const item = STATEMENT_ITEMS.key_metrics.find((i) => i.key === key);
    const value = pick(key);
    if (!item || value === null) return;
    const text = item.unit === 'per_share' ? formatPrice(value, currency) : formatUnitValue(value, item.unit, money);
    result.push({ key, label: item.label.replace(/ %$/, ''), text, dated: fundamentalsDated });
  };
  FIRST.forEach(add);
  ['pb', 'evToEbitda'].forEach(add);
  STATEMENT_ITEMS.key_metrics.forEach((item) => add(item.key));
  return result;
}

/** One footnote per date the ratios are from: "¹ close of 30 Sep 2025", "² as of 1 Jul 2024". */
export function ratioFootnotes(ratios: readonly Ratio[]): string[] {
  return [...new Set(ratios.map((r) => r.dated))];
}

const MARKS = ['¹', '²', '³', '⁴', '⁵'];

export function KeyRatios({ details }: { details: CompanyDetails }) {
  const [all, setAll] = useState(false);
  const ratios = keyRatios(details);
  const shown = all ? ratios : ratios.slice(0, SHOWN_AT_FIRST);
  const notes = ratioFootnotes(shown);
  const mark = (r: Ratio) => (notes.length > 1 ? MARKS[notes.indexOf(r.dated)] ?? '' : '');
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
              {mark(ratio) && <sup aria-label={ratio.dated}>{mark(ratio)}</sup>}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mt: 1, gap: 1, flexWrap: 'wrap' }}>
        <Box component="span" data-testid="ratio-dates" sx={{ display: 'inline-flex', flexDirection: 'column', typography: 'caption', color: 'text.secondary' }}>
          {notes.map((note, i) => (
            <span key={note}>
              {notes.length > 1 ? `${MARKS[i] ?? ''} ` : ''}
              {note.charAt(0).toUpperCase() + note.slice(1)}
            </span>
          ))}
          {details.valuation?.basis === 'own-date' && details.valuation.reason && <span>Market cap and price ratios at their own date: {details.valuation.reason}.</span>}
        </Box>
        {details.keyMetrics?.source && (
          <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
            Source: {sourceName(details.keyMetrics.source)}
          </Box>
        )}
        {ratios.length > SHOWN_AT_FIRST && (
          <Button size="small" onClick={() => setAll((v) => !v)} sx={{ ml: 'auto' }}>
            {all ? 'Fewer ratios' : `All ${ratios.length} ratios`}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
