import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { SHAREHOLDING_CATEGORIES, type ShareholdingCategory } from '@sanchay/core';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { CompanyPicker } from '../company-search';
import { CompanyHoldings } from './CompanyHoldings';
import { MarketHoldings } from './MarketHoldings';

function isCategory(value: string | null): value is ShareholdingCategory {
  return SHAREHOLDING_CATEGORIES.some((c) => c.key === value);
}

/** /shareholding: holdings by investor category, per company (?symbol=) or across the market (?view=market). */
export default function ShareholdingPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'market' ? 'market' : 'company';
  const symbol = params.get('symbol')?.trim().toUpperCase() || null;
  const rawCategory = params.get('category');
  const category: ShareholdingCategory = isCategory(rawCategory) ? rawCategory : 'promoter';

  return (
    <Page
      title="Shareholding by investor"
      subtitle="Who owns listed companies: promoters, foreign and domestic institutions, and the public, quarter by quarter."
      maxWidth="lg"
    >
      <Tabs
        value={view}
        onChange={(_event, next: string) => setParams(next === 'market' ? { view: 'market', category } : symbol ? { symbol } : {})}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="company" label="By company" />
        <Tab value="market" label="Across the market" />
      </Tabs>
      {view === 'company' ? (
        <>
          <CompanyPicker
            label="Company"
            testId="shareholding-company"
            onPick={(company) => setParams({ symbol: company.symbol })}
            sx={{ maxWidth: 420, mb: 2 }}
          />
          <CompanyHoldings symbol={symbol} onPick={(s) => setParams({ symbol: s })} />
        </>
      ) : (
        <MarketHoldings category={category} onCategoryChange={(next) => setParams({ view: 'market', category: next })} />
      )}
    </Page>
  );
}
