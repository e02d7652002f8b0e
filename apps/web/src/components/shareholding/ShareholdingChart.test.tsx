import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShareholdingChart } from './ShareholdingChart';

describe('shareholding chart', () => {
  it('stacks each category at its own height (no segment fills the column)', () => {
    render(
      <ShareholdingChart
        quarters={[{ quarterEnd: '2024-03-31', promoter: 71.77, fii: 12.7, dii: 10.61, public: 4.86, government: null, pledged: 0.28 }]}
      />,
    );
    const promoters = screen.getByTitle('Mar 2024 · Promoters: 71.77%');
    const fiis = screen.getByTitle('Mar 2024 · FIIs: 12.70%');
    // MUI reads a bare minHeight of 1 as 100%: that painted every column in the promoters' colour.
    expect(getComputedStyle(promoters).minHeight).toBe('1px');
    expect(getComputedStyle(promoters).height).toBe('71.77%');
    expect(getComputedStyle(fiis).height).toBe('12.7%');
  });
});
