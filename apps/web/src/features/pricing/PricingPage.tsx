import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PRICING_COLUMNS, PRICING_TIERS } from '@sanchay/core';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../components/Page';
import { PlanCards } from './PlanCards';
import { formatFee } from './price';

export default function PricingPage() {
  return (
    <Page title="Offerings" maxWidth="lg" subtitle="Simple monthly plans at introductory prices.">
      <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
        <Table aria-label="Offerings" sx={{ '& td, & th': { px: { xs: 1.5, sm: 3 } } }}>
          <TableHead>
            <TableRow sx={{ bgcolor: 'action.hover' }}>
              {PRICING_COLUMNS.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {PRICING_TIERS.map((tier) => (
              <TableRow key={tier.product_name} sx={{ '&:last-child td, &:last-child th': { borderBottom: 0 } }}>
                <TableCell component="th" scope="row">
                  <Typography sx={{ fontWeight: 600 }}>{tier.product_name}</Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Box component="span" sx={{ fontWeight: 700, fontSize: '1.05rem', mr: 1 }}>
                    {formatFee(tier.pricing)}
                  </Box>
                  <Box component="s" sx={{ color: 'text.secondary', display: { xs: 'block', sm: 'inline' } }}>
                    {formatFee(tier.strikeoutpricing)}
                  </Box>
                </TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>{tier.suitability}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PlanCards />
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
        Fees are per month. For the enterprise bundle on your own infrastructure,{' '}
        <Link component={RouterLink} to="/contact">
          contact us
        </Link>
        .
      </Typography>
    </Page>
  );
}
