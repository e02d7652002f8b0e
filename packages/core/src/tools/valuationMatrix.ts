/**
 * The valuation matrix of the tools screen (spec 001 sections 2.4, 4.7, 5 and 9): the CAGR an investor earns
 * when buying at an entry P/E, selling at an exit P/E, while earnings grow at a steady rate.
 */

/** Screen texts, exact as spec 001 section 2.4. */
export const VALUATION_TEXT = {
  heading: 'Tools and Frameworks for Stock Pickers',
  tableTitle: 'Valuation Framework',
  subtitle: 'Importance of Entry Valuation',
  description: 'This matrix shows how even Good Businesses can be Bad Investments. Value in each cell is CAGR Returns.',
  growthLabel: 'EPS Growth %',
  yearsLabel: 'Time In Years',
  entryCorner: 'Entry P/E →',
  exitCorner: 'Exit P/E ↓',
} as const;

/** Entry P/E (columns) and exit P/E (rows) share this list. */
export const VALUATION_PE_VALUES: readonly number[] = [15, 20, 25, 30, 40, 50, 60, 70];

/** The base value the earnings start from. */
export const VALUATION_BASE = 100;

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** EPS growth options 10 to 50 step 1 (41 options). */
export const EPS_GROWTH_OPTIONS: readonly number[] = range(10, 50);
/** Holding periods 1 to 20 years. */
export const VALUATION_YEAR_OPTIONS: readonly number[] = range(1, 20);

export const VALUATION_DEFAULTS = { growth: 10, years: 1 } as const;

/** Maximum sizes of the matrix box: the component default and the tools screen's. */
export const VALUATION_MATRIX_SIZE = {
  default: { maxHeight: 400, maxWidth: 800 },
  tools: { maxHeight: 620, maxWidth: 1000 },
} as const;

/** "1 Year", "2 Years". */
export function yearOptionLabel(years: number): string {
  return `${years} ${years === 1 ? 'Year' : 'Years'}`;
}

/** Rounds half away from zero to 2 decimals, immune to binary noise such as 1.005 -> 1.00. */
export function roundTo2(value: number): number {
  const scaled = Math.abs(value) * 100;
  const rounded = Math.round(Number(scaled.toPrecision(12))) / 100;
  return value < 0 ? -rounded : rounded;
}

/**
 * CAGR % of one cell (spec 001 section 5): grown = 100 x (1 + g/100)^years; entry price = entry P/E x 100;
 * exit price = exit P/E x grown; CAGR = ((exit / entry)^(1/years) - 1) x 100, rounded to 2 decimals.
 */
export function valuationCagr(entryPe: number, exitPe: number, growthPct: number, years: number): number {
  const grown = VALUATION_BASE * (1 + growthPct / 100) ** years;
  const entryPrice = entryPe * VALUATION_BASE;
  const exitPrice = exitPe * grown;
  return roundTo2(((exitPrice / entryPrice) ** (1 / years) - 1) * 100);
}

export interface ValuationMatrix {
  growth: number;
  years: number;
  /** Column headers. */
  entryPes: readonly number[];
  /** Row headers. */
  exitPes: readonly number[];
  /** cells[row = exit P/E index][column = entry P/E index], CAGR %. */
  cells: number[][];
}

export function valuationMatrix(growth: number, years: number, peValues: readonly number[] = VALUATION_PE_VALUES): ValuationMatrix {
  if (!Number.isFinite(growth) || !Number.isFinite(years) || years <= 0) {
    throw new RangeError('growth must be a number and years a positive number');
  }
  const cells = peValues.map((exitPe) => peValues.map((entryPe) => valuationCagr(entryPe, exitPe, growth, years)));
  return { growth, years, entryPes: peValues, exitPes: peValues, cells };
}

/** The CAGR at the same entry and exit P/E is the EPS growth itself: the neutral point of the heat scale. */
export function cellTone(cagr: number, growth: number): 'loss' | 'below' | 'above' {
  if (cagr < 0) return 'loss';
  return cagr < growth ? 'below' : 'above';
}
