import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import { DATA_ORIGIN_LABELS, type DataSourceId, sourceName } from '@sanchay/core';
import { useSourceAsOf } from '../lib/dataStatus';
import { useMarketStatus } from '../lib/marketStatus';
import { formatDate } from '../lib/format';

interface Props {
  /** The data's own date (quote date, statement period, NAV date); else the date of source `of`; else the database's as-of date. */
  asOf?: string | null;
  /** The data source the figures come from, when they carry no date of their own (the top bar's data-status list). */
  of?: DataSourceId;
  /** A source id ("nse", "screener"), said by its name. */
  source?: string | null;
  /** What the date is of, e.g. "Fundamentals as of" (default "As of"). */
  label?: string;
  sx?: SxProps<Theme>;
}

/** "As of 13 Mar 2026 · Source: NSE" with a "Demo data" chip when the server runs on demo data. */
export function DataAsOf({ asOf, of, source, label = 'As of', sx }: Props) {
  const status = useMarketStatus();
  const sourceDate = useSourceAsOf(of);
  const date = asOf ?? sourceDate ?? status.data?.asOf ?? null;
  const origin = status.data?.dataOrigin;
  const sourceText = source != null ? sourceName(source) : origin ? DATA_ORIGIN_LABELS[origin] : null;
  return (
    <Box
      component="span"
      data-testid="data-as-of"
      sx={[
        { display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', color: 'text.secondary', typography: 'caption' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {date && <span>{label} {formatDate(date)}</span>}
      {date && sourceText && <span aria-hidden>·</span>}
      {sourceText && <span>Source: {sourceText}</span>}
      {origin === 'demo' && (
        <Chip size="small" variant="outlined" color="warning" label="Demo data" title="Generated demo data, not real market data" />
      )}
    </Box>
  );
}
