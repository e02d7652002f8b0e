import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../test/matchMedia';
import { renderWithProviders } from '../../test/render';
import { ChangeText } from './cells';
import { DataTable } from './DataTable';
import type { Column } from './types';

interface Row {
  symbol: string;
  name: string;
  price: number | null;
  change: number | null;
}

const ROWS: Row[] = [
  { symbol: 'TCS', name: 'Tata Consultancy, Services', price: 3890.5, change: -1.2 },
  { symbol: 'INFY', name: 'Infosys', price: null, change: 0.4 },
  { symbol: 'RELIANCE', name: 'Reliance "RIL"', price: 2945.6, change: 2.25 },
  { symbol: 'HDFCBANK', name: 'HDFC Bank', price: 1650, change: null },
];

const COLUMNS: Column<Row>[] = [
  { id: 'symbol', header: 'Symbol', sticky: true, value: (r) => r.symbol },
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'price', header: 'Price', numeric: true, value: (r) => r.price },
  { id: 'change', header: 'Change %', numeric: true, value: (r) => r.change, render: (r) => <ChangeText value={r.change} /> },
  { id: 'action', header: 'Action', sortable: false, exportable: false, value: () => null, render: () => <button type="button">x</button> },
];

function bodySymbols(): string[] {
  const table = screen.getByRole('table', { name: 'Quotes' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

let blobs: Blob[] = [];
let downloads: string[] = [];

beforeEach(() => {
  blobs = [];
  downloads = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:test';
  }) as unknown as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('sorts by a header click: numbers descending first, then ascending, blanks always last', () => {
    renderWithProviders(<DataTable title="Quotes" rows={ROWS} columns={COLUMNS} rowKey={(r) => r.symbol} />);
    expect(bodySymbols()).toEqual(['TCS', 'INFY', 'RELIANCE', 'HDFCBANK']);

    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(bodySymbols()).toEqual(['TCS', 'RELIANCE', 'HDFCBANK', 'INFY']);
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');

    fireEvent.click(screen.getByRole('button', { name: /Price/ }));
    expect(bodySymbols()).toEqual(['HDFCBANK', 'RELIANCE', 'TCS', 'INFY']);
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(bodySymbols()).toEqual(['HDFCBANK', 'INFY', 'RELIANCE', 'TCS']);
    expect(screen.queryByRole('button', { name: 'Action' })).not.toBeInTheDocument();
  });

  it('lets a header wrap after a slash (a phone breaks "Debt/Equity" there) and keeps its name whole', () => {
    const columns: Column<Row>[] = [...COLUMNS.slice(0, 2), { id: 'price', header: 'Debt/Equity', numeric: true, value: (r) => r.price }];
    renderWithProviders(<DataTable title="Quotes" rows={ROWS} columns={columns} rowKey={(r) => r.symbol} />);
    const header = screen.getByRole('columnheader', { name: 'Debt/Equity' });
    expect(header.querySelectorAll('wbr')).toHaveLength(1);
    expect(header.textContent).toBe('Debt/Equity');
  });

  it('keeps a short header whole ("P/E" never shows as "P/" over "E") and glues a short token to its word', () => {
    const columns: Column<Row>[] = [
      COLUMNS[0]!,
      { id: 'price', header: 'P/E', numeric: true, value: (r) => r.price },
      { id: 'change', header: 'Change %', numeric: true, value: (r) => r.change },
    ];
    renderWithProviders(<DataTable title="Quotes" rows={ROWS} columns={columns} rowKey={(r) => r.symbol} />);
    const pe = screen.getByRole('columnheader', { name: 'P/E' });
    expect(pe.querySelectorAll('wbr')).toHaveLength(0);
    // One piece of text in the sort label (bare text beside a <wbr> was laid out as separate flex items).
    expect(pe.querySelector('.dt-nowrap')?.textContent).toBe('P/E');
    const change = screen.getByRole('columnheader', { name: 'Change %' });
    expect(change.textContent).toBe('Change %');
    expect(change.querySelector('.dt-nowrap')?.textContent).toBe('Change %');
  });

  it('keeps a leading column number with its word ("3. Name" never leaves "3." alone on a line)', () => {
    const columns: Column<Row>[] = [COLUMNS[0]!, { id: 'price', header: '6. Sale value', numeric: true, value: (r) => r.price }];
    renderWithProviders(<DataTable title="Quotes" rows={ROWS} columns={columns} rowKey={(r) => r.symbol} />);
    const header = screen.getByRole('columnheader', { name: '6. Sale value' });
    expect([...header.querySelectorAll('.dt-nowrap')].map((n) => n.textContent)).toEqual(['6. Sale']);
  });

  it('draws a compact header with the full label as its name, its tooltip and its CSV header', async () => {
    const columns: Column<Row>[] = [
      COLUMNS[0]!,
      { id: 'change', header: 'From 52w high', shortHeader: 'From high', headerTitle: 'How far below its 52-week high', numeric: true, value: (r) => r.change },
    ];
    renderWithProviders(<DataTable title="Quotes" rows={ROWS} columns={columns} rowKey={(r) => r.symbol} />);
    const header = screen.getByRole('columnheader', { name: 'From 52w high' });
    expect(header).toHaveTextContent(/^From high$/);
    expect(header).toHaveAttribute('title', 'From 52w high: How far below its 52-week high');
    // The classes the wide-screen rule keeps on one line (a figure's header, a compact header).
    expect(header).toHaveClass('dt-num', 'dt-short');
    fireEvent.click(within(header).getByRole('button'));
    expect(bodySymbols()).toEqual(['RELIANCE', 'INFY', 'TCS', 'HDFCBANK']);
    fireEvent.click(screen.getByRole('button', { name: /Download CSV/ }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect((await blobs[0]?.text())?.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Symbol,From 52w high');
  });

  it('colours changes and right-aligns numbers', () => {
    renderWithProviders(<DataTable title="Quotes" rows={ROWS} columns={COLUMNS} rowKey={(r) => r.symbol} />);
    expect(screen.getByText('+2.25%')).toBeInTheDocument();
    expect(screen.getByText('-1.20%')).toBeInTheDocument();
    const priceCell = screen.getByText('2,945.6').closest('td');
    expect(priceCell && getComputedStyle(priceCell).textAlign).toBe('right');
  });

  it('downloads the visible columns as CSV, in the shown order, properly escaped', async () => {
    renderWithProviders(<DataTable title="Quote board" rows={ROWS} columns={COLUMNS} rowKey={(r) => r.symbol} initialSort={{ columnId: 'change', direction: 'desc' }} />);
    fireEvent.click(screen.getByRole('button', { name: /Download CSV/ }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = (await blobs[0]?.text())?.replace(/^\uFEFF/, '');
    expect(text).toBe(
      [
        'Symbol,Name,Price,Change %',
        'RELIANCE,"Reliance ""RIL""",2945.6,2.25',
        'INFY,Infosys,,0.4',
        'TCS,"Tata Consultancy, Services",3890.5,-1.2',
        'HDFCBANK,HDFC Bank,1650,',
        '',
      ].join('\r\n'),
    );
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(downloads[0]).toMatch(/^sanchay-quote-board-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('pages long tables and shows an empty text', async () => {
    const { unmount } = renderWithProviders(<DataTable title="Quotes" rows={ROWS} columns={COLUMNS} rowKey={(r) => r.symbol} pageSize={2} />);
    expect(bodySymbols()).toEqual(['TCS', 'INFY']);
    // The pagination bar's code loads when a table has more than a page.
    fireEvent.click(await screen.findByRole('button', { name: /next page/i }));
    expect(bodySymbols()).toEqual(['RELIANCE', 'HDFCBANK']);
    unmount();
    renderWithProviders(<DataTable title="Quotes" rows={[]} columns={COLUMNS} rowKey={(r) => r.symbol} emptyText="No rows here." />);
    expect(screen.getByText('No rows here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download CSV/ })).toBeDisabled();
  });

  it('lays its skeleton out as its rows (the cells\' classes) and shows a server page of skeleton rows', () => {
    const pagination = { page: 0, pageSize: 20, total: 0, onPageChange: () => undefined };
    const { unmount } = renderWithProviders(<DataTable title="Quotes" rows={[]} columns={COLUMNS} rowKey={(r) => r.symbol} loading pagination={pagination} />);
    const rows = within(screen.getByRole('table', { name: 'Quotes' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells[0]).toHaveClass('dt-cell', 'dt-sticky');
    expect(cells[2]).toHaveClass('dt-cell', 'dt-num');
    unmount();
    renderWithProviders(<DataTable title="Quotes" rows={[]} columns={COLUMNS} rowKey={(r) => r.symbol} loading />);
    expect(within(screen.getByRole('table', { name: 'Quotes' })).getAllByRole('row').slice(1)).toHaveLength(5);
  });
});

describe('DataTable at a medium width (a laptop with the menu open)', () => {
  it('leaves out secondary columns, keeps low-priority ones, and shows all on request', () => {
    const restore = stubMatchMedia((query) => query.includes('1535.95'));
    try {
      renderWithProviders(
        <DataTable
          title="Medium"
          rows={[{ name: 'TCS', change: 1.2, changePct: 0.4, industry: 'IT' }]}
          rowKey={(r) => r.name}
          columns={[
            { id: 'name', header: 'Name', sticky: true, value: (r) => r.name },
            { id: 'change', header: 'Change', numeric: true, priority: 'secondary', value: (r) => r.change },
            { id: 'changePct', header: 'Change %', numeric: true, value: (r) => r.changePct },
            { id: 'industry', header: 'Industry', priority: 'low', value: (r) => r.industry },
          ]}
        />,
      );
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Change %', 'Industry']);
      fireEvent.click(screen.getByRole('button', { name: 'All columns (+1)' }));
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Change', 'Change %', 'Industry']);
    } finally {
      restore();
    }
  });
});

describe('DataTable on a phone', () => {
  it('keeps the name and key figures, and shows low-priority columns on request', () => {
    const restore = stubMatchMedia((query) => query.includes('max-width'));
    try {
      renderWithProviders(
        <DataTable
          title="Phone"
          rows={[{ name: 'TCS', pe: 21.3, industry: 'IT' }]}
          rowKey={(r) => r.name}
          columns={[
            { id: 'name', header: 'Name', sticky: true, value: (r) => r.name },
            { id: 'pe', header: 'P/E', numeric: true, value: (r) => r.pe },
            { id: 'industry', header: 'Industry', priority: 'low', value: (r) => r.industry },
          ]}
        />,
      );
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'P/E']);
      fireEvent.click(screen.getByRole('button', { name: 'All columns (+1)' }));
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'P/E', 'Industry']);
    } finally {
      restore();
    }
  });
});
