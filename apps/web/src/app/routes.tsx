import { SCREENS, TRADING_AGENT_DEFAULT_PATH, type ScreenInfo } from '@sanchay/core';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { matchPath, Navigate, useRoutes, type RouteObject } from 'react-router';
import { HomeRoute } from '../features/home/HomeRoute';
import { AppLayout } from './shell/AppLayout';

type LazyPage = LazyExoticComponent<ComponentType>;

const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

/** Each screen's code, loaded on first visit (or earlier by preloadScreen). */
const SCREEN_LOADERS: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = {
  '/profile': () => import('../features/profile/ProfilePage'),
  '/login': () => import('../features/auth/LoginPage'),
  '/feedback': () => import('../features/feedback/FeedbackPage'),
  '/pricing': () => import('../features/pricing/PricingPage'),
  '/privacy': () => import('../features/static/PrivacyPage'),
  '/terms': () => import('../features/static/TermsPage'),
  '/cookies': () => import('../features/static/CookiePage'),
  '/about': () => import('../features/static/AboutPage'),
  '/contact': () => import('../features/static/ContactPage'),
  // The company view is a chunk of its own (not-found pages skip it): fetch it alongside the page.
  '/company/:symbol': () => {
    void import('../features/company/CompanyView').catch(() => undefined);
    return import('../features/company/CompanyPage');
  },
  '/stocks': () => import('../features/stocks/StocksPage'),
  '/indexes': () => import('../features/indexes/IndexesPage'),
  '/options': () => import('../features/options/OptionsPage'),
  '/futures': () => import('../features/futures/FuturesPage'),
  '/quotes': () => import('../features/quotes/QuotesPage'),
  '/watchlist': () => import('../features/watchlist/WatchlistPage'),
  '/portfolio': () => import('../features/portfolio/PortfolioPage'),
  '/alerts': () => import('../features/alerts/AlertsPage'),
  '/mutualfunds': () => import('../features/mutual-funds/MutualFundsPage'),
  '/mutualfunds/:schemeCode': () => import('../features/mutual-funds/FundDetailPage'),
  '/shareholding': () => import('../features/shareholding/ShareholdingPage'),
  '/etfList': () => import('../features/etfs/EtfListPage'),
  '/trade': () => import('../features/trade/TradePage'),
  '/dipsip': () => import('../features/dipsip/DipSipPage'),
  '/arrayview': () => import('../features/explorer/ExplorerPage'),
  '/assistant': () => import('../features/assistant/AssistantPage'),
  '/share/:uuid': () => import('../features/share/SharedChatPage'),
  '/tradingagent/indicators': () => import('../features/trading-agent/IndicatorsPage'),
  '/tradingagent/strategies': () => import('../features/trading-agent/StrategiesPage'),
  '/info': () => import('../features/scraper/ScraperPage'),
  '/cmots': () => import('../features/cmots/CmotsPage'),
  '/promptInstruct': () => import('../features/prompt-instruct/PromptInstructPage'),
  '/tools': () => import('../features/tools/ToolsPage'),
  '/utils': () => import('../features/calculators/CalculatorsPage'),
  '/principles': () => import('../features/reference/PrinciplesPage'),
  '/fields': () => import('../features/reference/FieldsPage'),
  '/vocab': () => import('../features/reference/VocabPage'),
  '/riskProfile': () => import('../features/risk-profile/RiskProfilePage'),
  '/livemarkets': () => import('../features/live-markets/LiveMarketsPage'),
};

/** The page of every screen of the route table (the landing page and redirects aside); a test checks none is missing. */
const BUILT_SCREENS: Readonly<Record<string, LazyPage>> = Object.fromEntries(
  Object.entries(SCREEN_LOADERS).map(([path, load]) => [path, lazy(load)]),
);

/**
 * Starts loading the code of the screen at `pathname` at once, before React has drawn the shell: the screen's
 * chunk then downloads while the entry renders instead of after it (one round trip less before the screen).
 */
export function preloadScreen(pathname: string): void {
  const path = Object.keys(SCREEN_LOADERS).find((pattern) => matchPath(pattern, pathname));
  if (path) void SCREEN_LOADERS[path]?.().catch(() => undefined); // a failure shows when the route renders
}

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
