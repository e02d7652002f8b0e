import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/PageLoader';
import { useAuth } from '../auth';
import { LandingPage } from '../landing';

const HomePage = lazy(() => import('./HomePage'));

/** `/`: the landing page for visitors (spec 000), the dashboard for signed-in users. */
export function HomeRoute() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <LandingPage />;
  return (
    <Suspense fallback={<PageLoader />}>
      <HomePage />
    </Suspense>
  );
}
