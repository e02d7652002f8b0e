import Box from '@mui/material/Box';
import type { Peer } from '@sanchay/core';
import { useMemo } from 'react';
import { ChangeText, DataTable, type Column } from '../../components/data-table';
import { formatPercent, formatPrice, formatRatio, formatValuedAt, moneyUnit, formatScaled } from '../../lib/format';
import { DataAsOf } from '../../components/DataAsOf';
import { SymbolLink } from '../../components/SymbolLink';

const NO_PRICE_HINT =
  'The database has no daily prices for this company. The default data covers the NIFTY 50 and ETFs; the administrator can load every NSE stock (to Jun 2024) with `npm run ingest -- somnath-archive`.';

interface Props {
  peers: readonly Peer[];
  symbol: string;
  industry: string | null;
  currency: string;
}

/** Companies of the same industry by market cap; the current one highlighted. */
export function PeersTable({ peers, symbol, industry, currency }: Props) {
  const money = moneyUnit(currency);
  const current = peers.find((p) => p.symbol === symbol);
  const columns = useMemo<Column<Peer>[]>(
    () => [
      { id: 'name', header: 'Name', sticky: true, value: (p) => p.name, render: (p) => <SymbolLink symbol={p.symbol} name={p.name} />, minWidth: 160, wrap: true },
      // The name links to the company and carries the symbol: below 1536 px its own column waits behind "All columns".
      { id: 'symbol', priority: 'secondary', header: 'Symbol', value: (p) => p.symbol },
      {
        id: 'close',
        header: 'Price',
        numeric: true,
        value: (p) => p.close,
        render: (p) =>
          p.close === null ? (
            <Box component="span" title={NO_PRICE_HINT} sx={{ color: 'text.secondary', fontSize: '0.75rem', whiteSpace: 'nowrap' }}>
              no price data
            </Box>
          ) : (
            formatPrice(p.close, currency)
          ),
      },
      { id: 'changePct', priority: 'low', header: 'Change %', numeric: true, value: (p) => p.changePct, render: (p) => <ChangeText value={p.changePct} /> },
      { id: 'pe', header: 'P/E', numeric: true, value: (p) => p.pe, render: (p) => formatRatio(p.pe) },
      {
        id: 'marketCap',
        header: `Market cap (${money.label})`,
        numeric: true,
        value: (p) => (p.marketCap === null ? null : Math.round(p.marketCap / money.divisor)),
        render: (p) => formatScaled(p.marketCap, money),
      },
      {
        id: 'valuedAt',
        priority: 'low',
        header: 'Valued at',
        value: (p) => p.valuationAsOf,
        render: (p) => formatValuedAt(p.valuationAsOf, p.valuationBasis),
      },
      { id: 'roe', priority: 'low', header: 'ROE %', numeric: true, value: (p) => p.roe, render: (p) => formatPercent(p.roe) },
    ],
    [currency, money],
  );
  return (
    <DataTable
      title={`Peers of ${symbol}`}
      csvName={`${symbol} peers`}
      rows={peers}
      columns={columns}
      rowKey={(p) => `${p.exchange}:${p.symbol}`}
      selectedKey={current ? `${current.exchange}:${current.symbol}` : null}
      initialSort={{ columnId: 'marketCap', direction: 'desc' }}
      toolbar={industry ? <span style={{ fontSize: '0.8125rem', opacity: 0.8 }}>Industry: {industry}</span> : undefined}
      emptyText="No listed peers in this industry."
      footer={
        <Box component="span" sx={{ display: 'inline-flex', gap: 2, flexWrap: 'wrap' }}>
          <DataAsOf of="stock_prices" label="Prices as of" />
          <span>P/E and market cap: at each row's &quot;Valued at&quot; date</span>
          <DataAsOf of="fundamentals" label="ROE as of" source="" />
        </Box>
      }
    />
  );
}
