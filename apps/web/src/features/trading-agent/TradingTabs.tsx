import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';

const TABS = [
  { path: '/tradingagent/indicators', label: 'Indicators' },
  { path: '/tradingagent/strategies', label: 'Strategies' },
];

/** Switches between the two Trading Agent screens. */
export function TradingTabs() {
  const { pathname } = useLocation();
  return (
    <Tabs value={TABS.some((t) => t.path === pathname) ? pathname : false} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label="Trading Agent">
      {TABS.map((t) => (
        <Tab key={t.path} value={t.path} label={t.label} component={RouterLink} to={t.path} />
      ))}
    </Tabs>
  );
}
