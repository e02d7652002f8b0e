import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { CagrCalculator } from './CagrCalculator';
import { LumpSumCalculator, SipCalculator } from './SipCalculator';
import { SwpCalculator } from './SwpCalculator';
import { XirrCalculator } from './XirrCalculator';

const CALCULATORS = [
  { id: 'sip', label: 'SIP', title: 'SIP calculator', Component: SipCalculator },
  { id: 'lumpsum', label: 'Lump sum', title: 'Lump sum calculator', Component: LumpSumCalculator },
  { id: 'cagr', label: 'CAGR', title: 'CAGR calculator', Component: CagrCalculator },
  { id: 'xirr', label: 'XIRR', title: 'XIRR calculator', Component: XirrCalculator },
  { id: 'swp', label: 'SWP', title: 'SWP calculator', Component: SwpCalculator },
] as const;

/** /utils: the calculators, one per tab; the tab is kept in ?calc= so a calculator can be linked. */
export default function CalculatorsPage() {
  const [params, setParams] = useSearchParams();
  const current = CALCULATORS.find((c) => c.id === params.get('calc')) ?? CALCULATORS[0];
  const { Component } = current;
  return (
    <Page
      title="Calculators"
      subtitle="Plan SIPs, lump sums and withdrawals, and measure the returns you actually earned. Figures are estimates at a constant rate; real returns vary year to year."
      maxWidth="lg"
    >
      <Card>
        <Tabs
          value={current.id}
          onChange={(_event, id: string) => setParams({ calc: id }, { replace: true })}
          variant="scrollable"
          aria-label="Calculators"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {CALCULATORS.map((calculator) => (
            <Tab
              key={calculator.id}
              value={calculator.id}
              label={calculator.label}
              id={`calc-tab-${calculator.id}`}
              aria-controls="calc-panel"
              sx={{ minWidth: { xs: 0, sm: 90 }, px: { xs: 1.5, sm: 2 } }}
            />
          ))}
        </Tabs>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }} role="tabpanel" id="calc-panel" aria-labelledby={`calc-tab-${current.id}`}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {current.title}
          </Typography>
          <Component key={current.id} />
        </CardContent>
      </Card>
    </Page>
  );
}
