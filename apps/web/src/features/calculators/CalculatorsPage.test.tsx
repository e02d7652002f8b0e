import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/render';

beforeEach(() => mockFetch());
afterEach(() => vi.unstubAllGlobals());

function result() {
  return screen.getByRole('region', { name: 'Result' });
}

async function retype(label: RegExp, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('calculators page', { timeout: 30_000 }, () => {
  it('groups rupee amounts the Indian way while typing', async () => {
    renderApp('/utils');
    await screen.findByRole('heading', { name: 'SIP calculator' }, { timeout: 15_000 });
    await retype(/Monthly investment/, '100000');
    expect(screen.getByRole('textbox', { name: /Monthly investment/ })).toHaveValue('1,00,000');
    // ₹1,00,000 a month for 10 years: ₹1,20,00,000 invested.
    expect(within(result()).getByText('₹1,20,00,000')).toBeInTheDocument();
  });

  it('computes a SIP in en-IN money with a year-wise schedule', async () => {
    renderApp('/utils');
    expect(await screen.findByRole('heading', { name: 'SIP calculator' })).toBeInTheDocument();
    // ₹10,000 a month at 12% for 10 years
    expect(within(result()).getByText('₹23,23,391')).toBeInTheDocument();
    expect(within(result()).getByText('₹12,00,000')).toBeInTheDocument();
    const schedule = screen.getByRole('table');
    expect(within(schedule).getAllByRole('row')).toHaveLength(11);

    await retype(/Period/, '5');
    // 10000 x (1.01^60 - 1) / 0.01 x 1.01 = 8,24,864
    expect(within(result()).getByText('₹8,24,864')).toBeInTheDocument();
  });

  it('shows validation messages and hides the result while an input is invalid', async () => {
    renderApp('/utils');
    await screen.findByRole('heading', { name: 'SIP calculator' }, { timeout: 15_000 });
    await retype(/Monthly investment/, '50');
    expect(screen.getByText('Monthly investment must be between ₹100 and ₹10,00,00,000')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Monthly investment/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'Result' })).not.toBeInTheDocument();
    await retype(/Expected return/, '');
    expect(screen.getByText('Enter the expected return')).toBeInTheDocument();
    await retype(/Period/, '2.5');
    expect(screen.getByText('Period must be a whole number')).toBeInTheDocument();

    await retype(/Monthly investment/, '500');
    await retype(/Expected return/, '0');
    await retype(/Period/, '1');
    expect(within(result()).getAllByText('₹6,000').length).toBeGreaterThan(0);
  });

  it('computes XIRR from dated flows and explains invalid flows', async () => {
    renderApp('/utils?calc=xirr');
    expect(await screen.findByRole('heading', { name: 'XIRR calculator' })).toBeInTheDocument();
    expect(within(result()).getByText('₹1,50,000')).toBeInTheDocument();
    await retype(/Amount 4/, 'abc');
    expect(screen.getByText('Amount must be a number')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Row 4: enter a non-zero amount');
    await retype(/Amount 4/, '-1000');
    expect(screen.getByRole('status')).toHaveTextContent('Add at least one investment (negative) and one redemption or current value (positive)');
  });

  it('switches calculators by tab and warns when an SWP corpus runs out', async () => {
    renderApp('/utils');
    await screen.findByRole('heading', { name: 'SIP calculator' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('tab', { name: 'SWP' }));
    expect(screen.getByRole('heading', { name: 'SWP calculator' })).toBeInTheDocument();
    expect(screen.getByText('The corpus lasts the whole period.')).toBeInTheDocument();
    await retype(/Starting corpus/, '1000000');
    // ₹10 lakh at ₹20,000 a month and 8%
    expect(screen.getByText(/The corpus runs out in month \d+ of year \d+/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'CAGR' }));
    // 1,00,000 -> 2,50,000 in 7 years: 2.5^(1/7) - 1 = 13.99%
    expect(within(result()).getByText('+13.99%')).toBeInTheDocument();
  });
});
