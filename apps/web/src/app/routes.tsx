import { SCREENS, TRADING_AGENT_DEFAULT_PATH, type ScreenInfo } from '@sanchay/core';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { HomeRoute } from '../features/home/HomeRoute';
import { AppLayout } from './shell/AppLayout';

type LazyPage = LazyExoticComponent<ComponentType>;

const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

/** The page of every screen of the route table (the landing page and redirects aside); a test checks none is missing. */
const BUILT_SCREENS: Readonly<Record<string, LazyPage>> = {
  '/profile': lazy(() => import('../features/profile/ProfilePage')),
  '/login': lazy(() => import('../features/auth/LoginPage')),
  '/feedback': lazy(() => import('../features/feedback/FeedbackPage')),
  '/pricing': lazy(() => import('../features/pricing/PricingPage')),
  '/privacy': lazy(() => import('../features/static/PrivacyPage')),
  '/about': lazy(() => import('../features/static/AboutPage')),
  '/contact': lazy(() => import('../features/static/ContactPage')),
  '/company/:symbol': lazy(() => import('../features/company/CompanyPage')),
  '/stocks': lazy(() => import('../features/stocks/StocksPage')),
  '/indexes': lazy(() => import('../features/indexes/IndexesPage')),
  '/options': lazy(() => import('../features/options/OptionsPage')),
  '/futures': lazy(() => import('../features/futures/FuturesPage')),
  '/quotes': lazy(() => import('../features/quotes/QuotesPage')),
  '/watchlist': lazy(() => import('../features/watchlist/WatchlistPage')),
  '/mutualfunds': lazy(() => import('../features/mutual-funds/MutualFundsPage')),
  '/shareholding': lazy(() => import('../features/shareholding/ShareholdingPage')),
  '/etfList': lazy(() => import('../features/etfs/EtfListPage')),
  '/trade': lazy(() => import('../features/trade/TradePage')),
  '/dipsip': lazy(() => import('../features/dipsip/DipSipPage')),
  '/arrayview': lazy(() => import('../features/explorer/ExplorerPage')),
  '/assistant': lazy(() => import('../features/assistant/AssistantPage')),
  '/share/:uuid': lazy(() => import('../features/share/SharedChatPage')),
  '/tradingagent/indicators': lazy(() => import('../features/trading-agent/IndicatorsPage')),
  '/tradingagent/strategies': lazy(() => import('../features/trading-agent/StrategiesPage')),
  '/info': lazy(() => import('../features/scraper/ScraperPage')),
  '/cmots': lazy(() => import('../features/cmots/CmotsPage')),
  '/promptInstruct': lazy(() => import('../features/prompt-instruct/PromptInstructPage')),
  '/tools': lazy(() => import('../features/tools/ToolsPage')),
  '/utils': lazy(() => import('../features/calculators/CalculatorsPage')),
  '/principles': lazy(() => import('../features/reference/PrinciplesPage')),
  '/fields': lazy(() => import('../features/reference/FieldsPage')),
  '/vocab': lazy(() => import('../features/reference/VocabPage')),
  '/riskProfile': lazy(() => import('../features/risk-profile/RiskProfilePage')),
  '/livemarkets': lazy(() => import('../features/live-markets/LiveMarketsPage')),
};

/** Paths that are redirects rather than screens. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/tradingagent': TRADING_AGENT_DEFAULT_PATH,
};

export type ScreenKind = 'landing' | 'built' | 'redirect' | 'missing';

export function screenKind(path: string): ScreenKind {
  if (path === '/') return 'landing';
  if (REDIRECTS[path]) return 'redirect';
  return BUILT_SCREENS[path] ? 'built' : 'missing';
}

function elementFor(screen: ScreenInfo): ReactNode {
  const redirect = REDIRECTS[screen.path];
  if (redirect) return <Navigate to={redirect} replace />;
  if (screen.path === '/') return <HomeRoute />;
  const Page = BUILT_SCREENS[screen.path];
  return Page ? <Page /> : <NotFoundPage />;
}

function screenRoute(screen: ScreenInfo): RouteObject {
  const element = elementFor(screen);
  return screen.path === '/' ? { index: true, element } : { path: screen.path, element };
}

/** The spec's route table (spec 000 section 2) inside the app shell; anything else is the 404 page. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [...SCREENS.map(screenRoute), { path: '*', element: <NotFoundPage /> }],
  },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
