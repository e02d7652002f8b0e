import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { OptionChain } from '@sanchay/core';
import type { ReactNode } from 'react';
import { ChangeText } from '../../components/data-table';
import { formatLevel } from '../../lib/format';
import { formatContracts, formatSigned, formatStrike } from './format';

function Stat({ label, value, hint, testId }: { label: string; value: ReactNode; hint: string; testId?: string }) {
  return (
    <Tooltip title={hint} arrow>
      <Box sx={{ minWidth: { xs: 'calc(50% - 8px)', sm: 110 } }} data-testid={testId}>
        <Typography variant="caption" color="textSecondary" sx={{ display: 'block', lineHeight: 1.3 }}>
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
      </Box>
    </Tooltip>
  );
}

/** Spot, future, PCR (OI and volume), max pain, ATM IV and days to expiry above the chain. */
export function SummaryStrip({ chain }: { chain: OptionChain }) {
  const days = chain.daysToExpiry;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 } }}>
      <Stat
        label={`${chain.underlying} spot`}
        hint="The underlying's last price and its change from the previous close"
        testId="summary-spot"
        value={
          <>
            {formatLevel(chain.spot)}{' '}
            <ChangeText value={chain.spotChange} format={(v) => formatSigned(v)} sx={{ fontSize: 13, fontWeight: 500 }} />
          </>
        }
      />
      <Stat label="Future" hint="The future (or forward) the options are priced off: spot × e^(rT)" value={formatLevel(chain.forward)} />
      <Stat label="PCR (OI)" hint={`Put OI ${formatContracts(chain.totals.putOi)} ÷ call OI ${formatContracts(chain.totals.callOi)}`} value={chain.pcrOi?.toFixed(2) ?? '—'} testId="summary-pcr" />
      <Stat label="PCR (volume)" hint={`Put volume ${formatContracts(chain.totals.putVolume)} ÷ call volume ${formatContracts(chain.totals.callVolume)}`} value={chain.pcrVolume?.toFixed(2) ?? '—'} />
      <Stat
        label="Max pain"
        hint="The expiry price at which option holders together would receive the least (sum over strikes of call OI × (S − K)⁺ + put OI × (K − S)⁺)"
        value={chain.maxPain === null ? '—' : formatStrike(chain.maxPain)}
        testId="summary-max-pain"
      />
      <Stat label="ATM IV" hint="Implied volatility at the ATM strike (mean of call and put)" value={chain.atmIv === null ? '—' : `${chain.atmIv.toFixed(2)}%`} />
      <Stat label="Expiry in" hint={`Contracts expire at 15:30 IST on ${chain.expiry}; lot size ${chain.lotSize}`} value={days === 0 ? 'Today' : `${days} day${days === 1 ? '' : 's'}`} />
    </Paper>
  );
}
