import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatInput } from './ChatInput';
import { SavedResultsTable } from './SavedResultsTable';

const box = () => screen.getByRole('textbox', { name: 'Your question' }) as HTMLTextAreaElement;

describe('ChatInput (spec 000 section 5)', () => {
  it('Ctrl+Enter and Cmd+Enter send; plain Enter does not; the box clears', async () => {
    const onSend = vi.fn(async () => true);
    render(<ChatInput disabled={false} keywords={[]} onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'top banks' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(onSend).toHaveBeenCalledWith('top banks');
    expect(box().value).toBe('');
    fireEvent.change(box(), { target: { value: 'it stocks' } });
    fireEvent.keyDown(box(), { key: 'Enter', metaKey: true });
    expect(onSend).toHaveBeenLastCalledWith('it stocks');
  });

  it('shows the send shortcut beside the send button, and the shortcut it shows sends', () => {
    const onSend = vi.fn(async () => true);
    render(<ChatInput disabled={false} keywords={[]} onSend={onSend} />);
    expect(screen.getByTestId('send-shortcut')).toHaveTextContent('Ctrl+Enter to send · Enter adds a line');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-keyshortcuts', 'Control+Enter Meta+Enter');
    fireEvent.change(box(), { target: { value: 'top banks' } });
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(onSend).toHaveBeenCalledWith('top banks');
  });

  it('names the Cmd key on an Apple keyboard', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    render(<ChatInput disabled={false} keywords={[]} onSend={vi.fn(async () => true)} />);
    expect(screen.getByTestId('send-shortcut')).toHaveTextContent('⌘+Enter to send');
    vi.restoreAllMocks();
  });

  it('does not send whitespace and cuts input to 1000 characters', () => {
    const onSend = vi.fn(async () => true);
    render(<ChatInput disabled={false} keywords={[]} onSend={onSend} />);
    fireEvent.change(box(), { target: { value: '   \n  ' } });
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.change(box(), { target: { value: 'x'.repeat(1500) } });
    expect(box().value).toHaveLength(1000);
    expect(screen.getByText('1000/1000')).toBeInTheDocument();
  });

  it('suggests the first keyword containing the current word from 4 characters; Tab accepts', () => {
    render(<ChatInput disabled={false} keywords={['Price to earning', 'Market Capitalization']} onSend={vi.fn(async () => true)} />);
    fireEvent.change(box(), { target: { value: 'companies with cap', selectionStart: 18 } });
    expect(screen.queryByTestId('keyword-suggestion')).toBeNull();
    fireEvent.change(box(), { target: { value: 'companies with capi', selectionStart: 19 } });
    expect(screen.getByTestId('keyword-suggestion')).toHaveTextContent('Market Capitalization');
    fireEvent.keyDown(box(), { key: 'Tab' });
    expect(box().value).toBe('companies with Market Capitalization');
  });

  it('is disabled while loading or signed out', () => {
    render(<ChatInput disabled keywords={[]} onSend={vi.fn(async () => true)} />);
    expect(box()).toBeDisabled();
  });

  it('adds a picked dataset field at the end of the box once per pick', () => {
    const { rerender } = render(<ChatInput disabled={false} keywords={[]} onSend={vi.fn(async () => true)} inserted={null} />);
    fireEvent.change(box(), { target: { value: 'companies with' } });
    rerender(<ChatInput disabled={false} keywords={[]} onSend={vi.fn(async () => true)} inserted={{ text: 'net profit', key: 1 }} />);
    expect(box().value).toBe('companies with net profit');
    rerender(<ChatInput disabled={false} keywords={[]} onSend={vi.fn(async () => true)} inserted={{ text: 'net profit', key: 1 }} />);
    expect(box().value).toBe('companies with net profit');
  });

  it('clear empties the box', () => {
    render(<ChatInput disabled={false} keywords={[]} onSend={vi.fn(async () => true)} />);
    fireEvent.change(box(), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box().value).toBe('');
  });
});

describe('SavedResultsTable', () => {
  it('titles columns from keys and shows 5 rows per page', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ company_name: `Co ${i}`, net_profit_margin: i * 1.5 }));
    render(<SavedResultsTable rows={rows} />);
    expect(screen.getByRole('columnheader', { name: 'Company Name' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Net Profit Margin' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
  });

  it('reads like an answer: labels with units in ₹ Cr, one number style per column, the as-of date', () => {
    const rows = [
      { Company: 'Tata Consultancy Services', 'Market cap (Rs Cr)': 1432039.03, 'Price to earning': 25.5, 'Sales growth 3y (%)': 12.345 },
      { Company: 'Infosys', 'Market cap (Rs Cr)': 620000.4, 'Price to earning': 22, 'Sales growth 3y (%)': 9 },
    ];
    render(<SavedResultsTable rows={rows} asOf="2025-09-30" />);
    expect(screen.getByRole('columnheader', { name: 'Market cap (₹ Cr)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'P/E' })).toBeInTheDocument();
    expect(screen.getByText('14,32,039')).toBeInTheDocument();
    expect(screen.getByText('25.50')).toBeInTheDocument();
    expect(screen.getByText('22.00')).toBeInTheDocument();
    expect(screen.getByText('12.35')).toBeInTheDocument();
    expect(screen.getByTestId('saved-results-as-of')).toHaveTextContent('As of 30 Sep 2025');
  });
});
