import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { Page } from '../../components/Page';
import { isNotFound } from '../../lib/api';
import { useDeferredData } from '../../lib/useDeferredData';
import { ErrorState, LoadingBlock } from '../../components/QueryStates';
import { useMarket } from '../market';
import { useCompanyDetails } from './api';
import { CompanyNotFound } from './CompanyNotFound';

// The view (tables, chart frame, ratios) is its own chunk, fetched alongside the data.
const loadCompanyView = () => import('./CompanyView');
const CompanyView = lazy(loadCompanyView);

function Loading({ symbol }: { symbol: string }) {
  return (
    <Page maxWidth="lg">
      <LoadingBlock rows={6} label={`Loading ${symbol}`} />
    </Page>
  );
}

/** /company/:symbol: the Screener-style company page. */
export default function CompanyPage() {
  const symbol = (useParams().symbol ?? '').trim().toUpperCase();
  const { market } = useMarket();
  const details = useCompanyDetails(symbol, market);

  useEffect(() => {
    void loadCompanyView().catch(() => undefined);
  }, []);

  const shown = useDeferredData(details.data);

  if (details.isPending) return <Loading symbol={symbol} />;
  if (details.isError) {
    if (isNotFound(details.error)) return <CompanyNotFound symbol={symbol} />;
    return (
      <Page title={symbol} maxWidth="lg">
        <ErrorState error={details.error} onRetry={() => void details.refetch()} title={`Could not load ${symbol}`} />
      </Page>
    );
  }
  if (!shown) return <Loading symbol={symbol} />;
  return (
    <Suspense fallback={<Loading symbol={symbol} />}>
      <CompanyView details={shown} />
    </Suspense>
  );
}
