import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SCRAPER_CATEGORIES, SCRAPER_LIMITS, SCRAPER_TEXT, type ScraperCategory } from '@sanchay/core';

export interface ScraperFormValues {
  category: ScraperCategory;
  schemeCodes: string;
  delay: string;
}

interface Props {
  values: ScraperFormValues;
  onChange: (values: ScraperFormValues) => void;
  running: boolean;
  starting: boolean;
  stopping: boolean;
  onStart: () => void;
  onStop: () => void;
}

/** Category, scheme codes and delay, then Start Scraping / Stop Processing (spec 001 section 2.3). */
export function ScraperForm({ values, onChange, running, starting, stopping, onStart, onStop }: Props) {
  const busy = running || starting;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onStart();
      }}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}
    >
      <TextField
        select
        label={SCRAPER_TEXT.category}
        value={values.category}
        disabled={busy}
        onChange={(event) => onChange({ ...values, category: event.target.value as ScraperCategory })}
      >
        {SCRAPER_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={SCRAPER_TEXT.schemeCode}
        placeholder={SCRAPER_TEXT.schemeCodePlaceholder}
        value={values.schemeCodes}
        disabled={busy}
        helperText="Comma-separated fund codes; empty or All for every fund"
        onChange={(event) => onChange({ ...values, schemeCodes: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="number"
        label={SCRAPER_TEXT.delay}
        value={values.delay}
        disabled={busy}
        helperText={SCRAPER_TEXT.delayHint}
        onChange={(event) => onChange({ ...values, delay: event.target.value })}
        slotProps={{ htmlInput: { min: SCRAPER_LIMITS.minDelayMs, max: SCRAPER_LIMITS.maxDelayMs, step: 500 } }}
      />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? SCRAPER_TEXT.processing : SCRAPER_TEXT.start}
        </Button>
        {running && (
          <Button variant="outlined" color="error" onClick={onStop} disabled={stopping}>
            {SCRAPER_TEXT.stop}
          </Button>
        )}
      </Box>
    </Box>
  );
}
