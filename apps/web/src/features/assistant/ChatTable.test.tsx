import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../test/matchMedia';
import { ChatMarkdown } from './ChatMarkdown';

const COMPARISON = [
  'TCS and INFY compared.',
  '',
  '| Company | Symbol | Market Capitalization (Rs Cr) | Price to earning | Return on equity |',
  '| --- | --- | ---: | ---: | ---: |',
  '| Tata Consultancy Services Limited | TCS | 10,45,000.37 | 21.30 | 51.51 |',
  '| Infosys Limited | INFY | 6,53,446 | 25.10 | 31.83 |',
  '',
  'As of 2025-09-30 · Source: NSE bhavcopy',
].join('\n');

const TOP = [
  '| Company | Symbol | Price to earning | Return on equity |',
  '| --- | --- | ---: | ---: |',
  ...Array.from({ length: 8 }, (_, i) => `| Company ${i} | C${i} | ${10 + i}.00 | ${20 + i}.00 |`),
].join('\n');

let restoreMatchMedia: (() => void) | undefined;
/** A phone answers the max-width queries. */
function phone(on: boolean) {
  restoreMatchMedia?.();
  restoreMatchMedia = stubMatchMedia((query) => on && query.includes('max-width'));
}
afterEach(() => {
  restoreMatchMedia?.();
  restoreMatchMedia = undefined;
});

describe('assistant tables', () => {
  it('on a wide screen: the table with investor labels, its name column pinned, and a readable as-of date', () => {
    phone(false);
    render(<ChatMarkdown text={COMPARISON} />);
    const table = screen.getByTestId('chat-table');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Company', 'Symbol', 'Market cap (₹ Cr)', 'P/E', 'ROE']);
    expect(within(table).getByRole('columnheader', { name: 'P/E' })).toHaveAttribute('title', 'Price to earning');
    expect(getComputedStyle(within(table).getByText('Infosys Limited')).position).toBe('sticky');
    // Market caps in ₹ Cr without paise, whatever the answer wrote.
    expect(within(table).getByText('10,45,000')).toBeInTheDocument();
    expect(screen.getByText(/As of 30 Sep 2025/)).toBeInTheDocument();
    // A narrow column puts the unit under its label; neither breaks inside ("(₹" over "Cr)", "P/" over "E").
    const marketCap = within(table).getByRole('columnheader', { name: 'Market cap (₹ Cr)' });
    expect(getComputedStyle(within(marketCap).getByText('Market cap')).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(within(marketCap).getByText('(₹ Cr)')).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(within(within(table).getByRole('columnheader', { name: 'P/E' })).getByText('P/E')).whiteSpace).toBe('nowrap');
  });

  it('right-aligns the figures and lets a long company name wrap, so a phone keeps a short table in view', () => {
    phone(true);
    const one = ['| Company | Symbol | Price to earning |', '| --- | --- | ---: |', '| Tata Consultancy Services Limited | TCS | 30.70 |'].join('\n');
    render(<ChatMarkdown text={one} />);
    const table = screen.getByTestId('chat-table');
    expect(getComputedStyle(within(table).getByText('30.70')).textAlign).toBe('right');
    expect(getComputedStyle(within(table).getByRole('columnheader', { name: 'P/E' })).textAlign).toBe('right');
    expect(getComputedStyle(within(table).getByText('Tata Consultancy Services Limited')).whiteSpace).toBe('normal');
    expect(getComputedStyle(within(table).getByText('TCS')).whiteSpace).toBe('nowrap');
  });

  it('on a phone: a comparison turns sideways so every figure is in view', () => {
    phone(true);
    render(<ChatMarkdown text={COMPARISON} />);
    const table = screen.getByTestId('chat-table-transposed');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'TCS', 'INFY']);
    const pe = within(table).getByRole('rowheader', { name: 'P/E' }).closest('tr')!;
    expect(pe).toHaveTextContent('P/E21.3025.10');
    expect(within(table).getByRole('rowheader', { name: 'ROE' }).closest('tr')).toHaveTextContent('51.5131.83');
  });

  it('on a phone: a longer list becomes one card per company with labelled figures', () => {
    phone(true);
    render(<ChatMarkdown text={TOP} />);
    const cards = within(screen.getByTestId('chat-table-cards')).getAllByRole('listitem');
    expect(cards).toHaveLength(8);
    expect(cards[0]).toHaveTextContent('Company 0');
    expect(cards[0]).toHaveTextContent('P/E10.00');
    expect(cards[0]).toHaveTextContent('ROE20.00');
  });
});
