import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EPS_GROWTH_OPTIONS,
  VALUATION_DEFAULTS,
  VALUATION_MATRIX_SIZE,
  VALUATION_TEXT,
  VALUATION_YEAR_OPTIONS,
  cellTone,
  valuationMatrix,
  yearOptionLabel,
} from '@sanchay/core';
import { useMemo, useState } from 'react';
import { MoreToTheRight, useMoreToTheRight } from '../../components/data-table/moreToTheRight';

interface ValuationMatrixProps {
  /** Maximum height of the scrolling box in px (spec 001 section 2.4: default 400). */
  maxHeight?: number;
  /** Maximum width in px (default 800). */
  maxWidth?: number;
}

/** Heat colour of a cell: red for losses, amber below the EPS growth (de-rating), green above it. */
function cellBackground(theme: Theme, cagr: number, growth: number): string {
  const tone = cellTone(cagr, growth);
  // Stronger colour for larger distances from the neutral point, capped so text stays readable.
  if (tone === 'loss') return alpha(theme.palette.error.main, 0.12 + Math.min(Math.abs(cagr) / 40, 1) * 0.33);
  if (tone === 'below') return alpha(theme.palette.warning.main, 0.1 + ((growth - cagr) / growth) * 0.25);
  return alpha(theme.palette.success.main, 0.1 + Math.min((cagr - growth) / 40, 1) * 0.35);
}

const stickyHeader = { position: 'sticky', top: 0, zIndex: 2 } as const;

/** The valuation matrix: CAGR for every entry and exit P/E at a chosen EPS growth and holding period. */
export function ValuationMatrix({
  maxHeight = VALUATION_MATRIX_SIZE.default.maxHeight,
  maxWidth = VALUATION_MATRIX_SIZE.default.maxWidth,
}: ValuationMatrixProps) {
  const theme = useTheme();
  const [growth, setGrowth] = useState<number>(VALUATION_DEFAULTS.growth);
  const [years, setYears] = useState<number>(VALUATION_DEFAULTS.years);
  // Recomputed on first display and whenever growth or years change (spec 001 section 4.7).
  const matrix = useMemo(() => valuationMatrix(growth, years), [growth, years]);
  const sideways = useMoreToTheRight();
  const headBackground = theme.palette.mode === 'dark' ? theme.palette.grey[900] : theme.palette.grey[100];

  return (
    <Box sx={{ maxWidth }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label={VALUATION_TEXT.growthLabel}
          value={growth}
          onChange={(event) => setGrowth(Number(event.target.value))}
          sx={{ minWidth: 180 }}
          size="small"
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
        >
          {EPS_GROWTH_OPTIONS.map((value) => (
            <MenuItem key={value} value={value}>
              {value}%
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={VALUATION_TEXT.yearsLabel}
          value={years}
          onChange={(event) => setYears(Number(event.target.value))}
          sx={{ minWidth: 180 }}
          size="small"
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
        >
          {VALUATION_YEAR_OPTIONS.map((value) => (
            <MenuItem key={value} value={value}>
              {yearOptionLabel(value)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {/* A phone shows a few entry P/Es: the box's edge says more lie to the right. */}
      <Box sx={{ position: 'relative' }}>
        <TableContainer
          ref={sideways.ref}
          sx={{ maxHeight, maxWidth, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
          data-testid="valuation-matrix"
          tabIndex={0}
          aria-label={`CAGR returns at ${growth}% EPS growth over ${yearOptionLabel(years)}`}
        >
          <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap', px: 1.25 } }}>
            <TableHead>
              <TableRow>
                <TableCell
                  component="th"
                  scope="col"
                  sx={{ ...stickyHeader, left: 0, zIndex: 3, bgcolor: headBackground, lineHeight: 1.3, fontSize: '0.75rem' }}
                >
                  <Box>{VALUATION_TEXT.entryCorner}</Box>
                  <Box>{VALUATION_TEXT.exitCorner}</Box>
                </TableCell>
                {matrix.entryPes.map((pe) => (
                  <TableCell key={pe} component="th" scope="col" align="right" sx={{ ...stickyHeader, bgcolor: headBackground, fontWeight: 700 }}>
                    {pe}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {matrix.exitPes.map((exitPe, row) => (
                <TableRow key={exitPe}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ position: 'sticky', left: 0, zIndex: 1, bgcolor: headBackground, fontWeight: 700 }}
                  >
                    {exitPe}
                  </TableCell>
                  {matrix.cells[row]!.map((cagr, column) => (
                    <TableCell
                      key={matrix.entryPes[column]}
                      align="right"
                      data-testid={`cagr-${exitPe}-${matrix.entryPes[column]}`}
                      sx={{ bgcolor: cellBackground(theme, cagr, growth), fontVariantNumeric: 'tabular-nums' }}
                    >
                      {cagr.toFixed(2)}%
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {sideways.more && <MoreToTheRight onMore={sideways.scrollOn} />}
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }} aria-label="Colour key">
        <Legend color={alpha(theme.palette.error.main, 0.3)} text="Loss" />
        <Legend color={alpha(theme.palette.warning.main, 0.25)} text={`Positive, below the ${growth}% EPS growth (P/E fell)`} />
        <Legend color={alpha(theme.palette.success.main, 0.3)} text={`At or above the ${growth}% EPS growth`} />
      </Stack>
    </Box>
  );
}

function Legend({ color, text }: { color: string; text: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: color, border: 1, borderColor: 'divider' }} />
      <Typography variant="caption" color="textSecondary">
        {text}
      </Typography>
    </Stack>
  );
}
