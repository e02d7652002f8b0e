import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { MARKETS } from '@sanchay/core';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../components/Page';
import { useMarket } from '../market';

// The search box loads after the message, so that the message shows at once.
const CompanyPicker = lazy(() => import('../company-search/CompanyPicker').then((m) => ({ default: m.CompanyPicker })));

/** The API answered 404: say so, and offer a search by name. */
export function CompanyNotFound({ symbol }: { symbol: string }) {
  const navigate = useNavigate();
  const { market } = useMarket();
  const marketName = MARKETS.find((m) => m.value === market)?.title ?? market;
  return (
    <Page title="Company details">
      <Card data-testid="company-not-found" sx={{ maxWidth: 640 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h6" component="p" gutterBottom>
            We could not find <strong>{symbol}</strong>
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            Check the symbol (exchange tickers such as RELIANCE or TCS), or search by the company's name. You are
            looking at the {marketName} market; pick another market in the top bar if the company is listed elsewhere.
          </Typography>
          <Suspense fallback={null}>
            <CompanyPicker
              label="Search companies"
              testId="company-not-found-search"
              onPick={(company) => void navigate(`/company/${encodeURIComponent(company.symbol)}`)}
            />
          </Suspense>
        </CardContent>
      </Card>
    </Page>
  );
}
