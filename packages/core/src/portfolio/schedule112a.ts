import { GRANDFATHERED_BEFORE, type Gain } from './gains';

/** One row of ITR Schedule 112A (long-term gains on equity shares and equity fund units, s.112A). */
export interface Schedule112ARow {
  fy: string;
  /** Col 1: "On or before 31st January 2018" or "After 31st January 2018". */
  acquired: 'On or before 31st January 2018' | 'After 31st January 2018';
  /** Col 2 */
  isin: string;
  /** Col 3 */
  name: string;
  /** Col 4 */
  quantity: number;
  /** Col 5 */
  salePricePerUnit: number;
  /** Col 6 = 4 x 5 */
  fullValueOfConsideration: number;
  /** Col 7 = higher of 8 and 9 (8 when acquired after 31 Jan 2018) */
  costWithoutIndexation: number;
  /** Col 8 */
  costOfAcquisition: number;
  /** Col 9 = lower of 6 and 11 (acquired on or before 31 Jan 2018) */
  lowerOfSaleValueAndFmv: number | null;
  /** Col 10 */
  fmvPerUnit: number | null;
  /** Col 11 = 4 x 10 */
  totalFmv: number | null;
  /** Col 12 */
  transferExpenses: number;
  /** Col 13 = 7 + 12 */
  totalDeductions: number;
  /** Col 14 = 6 - 13 */
  balance: number;
  /** Not a schedule column: the rate period (before / from 23 Jul 2024) the ITR asks separately. */
  transferDate: string;
}

export const SCHEDULE_112A_HEADERS: Record<Exclude<keyof Schedule112ARow, 'fy'>, string> = {
  acquired: '1. Share/Unit acquired',
  isin: '2. ISIN Code',
  name: '3. Name of the Share/Unit',
  quantity: '4. No. of Shares/Units',
  salePricePerUnit: '5. Sale-price per Share/Unit',
  fullValueOfConsideration: '6. Full Value of Consideration (4 x 5)',
  costWithoutIndexation: '7. Cost of acquisition without indexation (higher of 8 and 9)',
  costOfAcquisition: '8. Cost of acquisition',
  lowerOfSaleValueAndFmv: '9. If acquired before 01.02.2018, lower of 6 and 11',
  fmvPerUnit: '10. Fair Market Value per share/unit as on 31st January 2018',
  totalFmv: '11. Total Fair Market Value as per section 55(2)(ac) (4 x 10)',
  transferExpenses: '12. Expenditure wholly and exclusively in connection with transfer',
  totalDeductions: '13. Total deductions (7 + 12)',
  balance: '14. Balance (6 - 13)',
  transferDate: 'Date of transfer',
};

export const NOT_TAX_ADVICE = 'Not tax advice: figures computed from the trades you recorded, by the rules cited in the docs. Check them with your tax adviser or the Income Tax department’s utility before you file.';

/** The Schedule 112A rows of the s.112A gains, in transfer order. */
export function schedule112aRows(gains: readonly Gain[], nameOf: (isin: string) => string): Schedule112ARow[] {
  return gains
    .filter((g) => g.bucket === 'ltcg_112a_10' || g.bucket === 'ltcg_112a_12_5')
    .sort((a, b) => (a.sellDate < b.sellDate ? -1 : a.sellDate > b.sellDate ? 1 : 0))
    .map((g) => {
      const early = g.buyDate < GRANDFATHERED_BEFORE;
      const totalFmv = early && g.fmvPerUnit !== null ? g.quantity * g.fmvPerUnit : null;
      const lower = totalFmv !== null ? Math.min(g.saleValue, totalFmv) : null;
      return {
        fy: g.fy,
        acquired: early ? 'On or before 31st January 2018' : 'After 31st January 2018',
        isin: g.isin,
        name: nameOf(g.isin),
        quantity: g.quantity,
        salePricePerUnit: g.salePricePerUnit,
        fullValueOfConsideration: g.saleValue,
        costWithoutIndexation: g.costOfAcquisition,
        costOfAcquisition: g.actualCost,
        lowerOfSaleValueAndFmv: lower,
        fmvPerUnit: early ? g.fmvPerUnit : null,
        totalFmv,
        transferExpenses: g.saleCharges,
        totalDeductions: g.costOfAcquisition + g.saleCharges,
        balance: g.gain,
        transferDate: g.sellDate,
      };
    });
}
