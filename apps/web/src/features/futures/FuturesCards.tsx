import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FuturesQuote } from '@sanchay/core';
import type { ReactNode } from 'react';
import { ChangeText } from '../../components/data-table';
import { formatLevel, formatPercent } from '../../lib/format';
import { FlashValue, formatContracts, formatExpiry, formatSigned, formatSignedContracts } from '../options';
import { BuildUpChip } from './BuildUpChip';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Phone layout of the futures board: one card per contract, every figure visible without scrolling sideways. */
export function FuturesCards({ contracts }: { contracts: FuturesQuote[] }) {
  return (
    <Stack spacing={1.5} data-testid="futures-cards">
      {contracts.map((f) => (
        <Paper key={f.token} variant="outlined" sx={{ p: 1.5 }} aria-label={f.symbol} role="group">
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{f.symbol}</Typography>
              <Typography variant="caption" color="textSecondary">
                {formatExpiry(f.expiry)} · {f.daysToExpiry === 0 ? 'expires today' : `${f.daysToExpiry} days`} · lot {f.lotSize}
              </Typography>
            </Box>
            <BuildUpChip label={f.buildUp} />
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
            <Item label="Price">
              <FlashValue value={f.ltp} text={formatLevel(f.ltp)} />
            </Item>
            <Item label="Change">
              <ChangeText value={f.change} format={(v) => formatSigned(v)} /> <ChangeText value={f.changePct} sx={{ fontSize: 12 }} />
            </Item>
            <Item label="Basis (p.a.)">
              {formatSigned(f.basis)} {f.basisAnnualPct === null ? '' : `(${formatPercent(f.basisAnnualPct)})`}
            </Item>
            <Item label="Open interest">{formatContracts(f.oi)}</Item>
            <Item label="OI change">
              <ChangeText value={f.oiChange} format={(v) => formatSignedContracts(v)} />
            </Item>
            <Item label="Volume">{formatContracts(f.volume)}</Item>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
