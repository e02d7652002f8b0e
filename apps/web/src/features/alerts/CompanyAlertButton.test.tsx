import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALERT_KIND_SPECS, ALERT_KINDS, type AlertKind } from '@sanchay/core';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderApp, signIn } from '../../test/render';
import { companyFixture, PRICES_FIXTURE } from '../company/testFixtures';

vi.mock('../../components/price-chart/chartRenderer', () => ({ renderPriceChart: vi.fn(() => () => undefined) }));
// A whole company page and twelve dialogs: jsdom needs time on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

/** A level each kind accepts (within its spec's range). */
const LEVELS: Partial<Record<AlertKind, string>> = { price_above: '3100', price_below: '2800', change_up: '4', change_down: '3', rsi_below: '30', rsi_above: '70' };
const COMPANY_KINDS = ALERT_KINDS.filter((kind) => kind !== 'dip_trigger');

describe('alerts from the company page', () => {
  it('creates every kind that applies to a company through the /alerts form, for this company', async () => {
    signIn();
    const fetch = mockFetch({
      '/api/company/RELIANCE': () => json(companyFixture()),
      '/api/company/RELIANCE/prices': () => json(PRICES_FIXTURE),
      'POST /api/alerts': (request) => {
        const body = request.body as { symbol: string; kind: AlertKind };
        return json({ alert: { id: 'a1', symbol: body.symbol, description: ALERT_KIND_SPECS[body.kind].label } }, 201);
      },
    });
    renderApp('/company/RELIANCE');
    const header = await screen.findByTestId('company-header', {}, { timeout: 5000 });

    for (const [index, kind] of COMPANY_KINDS.entries()) {
      await userEvent.click(within(header).getByRole('button', { name: 'More alerts' }));
      const dialog = await screen.findByRole('dialog', { name: 'New alert on RELIANCE' });
      expect(within(dialog).getByLabelText('Company symbol')).toHaveValue('RELIANCE');
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Alert when' }));
      const options = screen.getAllByRole('option').map((o) => o.textContent);
      // The DipSIP trigger watches DipSIP ETFs only: not offered on a company.
      expect(options).toEqual(COMPANY_KINDS.map((k) => ALERT_KIND_SPECS[k].label));
      await userEvent.click(screen.getByRole('option', { name: ALERT_KIND_SPECS[kind].label }));
      const level = LEVELS[kind];
      const levelSpec = ALERT_KIND_SPECS[kind].level;
      if (level && levelSpec) await userEvent.type(within(dialog).getByLabelText(levelSpec.label), level);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(fetch.callsTo('/api/alerts').filter((c) => c.method === 'POST')).toHaveLength(index + 1));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(await screen.findByText(`Alert saved: RELIANCE: ${ALERT_KIND_SPECS[COMPANY_KINDS.at(-1)!].label}`)).toBeInTheDocument();
    const sent = fetch.callsTo('/api/alerts').filter((c) => c.method === 'POST').map((c) => c.body);
    expect(sent).toEqual(COMPANY_KINDS.map((kind) => expect.objectContaining({ symbol: 'RELIANCE', kind, ...(LEVELS[kind] ? { level: Number(LEVELS[kind]) } : {}), repeat: 'once' })));
  });

  it('refuses a level out of the range of its kind, and sends nothing', async () => {
    signIn();
    const fetch = mockFetch({ '/api/company/RELIANCE': () => json(companyFixture()), '/api/company/RELIANCE/prices': () => json(PRICES_FIXTURE) });
    renderApp('/company/RELIANCE');
    const header = await screen.findByTestId('company-header', {}, { timeout: 5000 });
    await userEvent.click(within(header).getByRole('button', { name: 'More alerts' }));
    const dialog = await screen.findByRole('dialog', { name: 'New alert on RELIANCE' });
    await userEvent.type(within(dialog).getByLabelText('Price (₹)'), '-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Price (₹) must be between 0.01 and 1,00,00,000 (got -5)')).toBeInTheDocument();
    expect(fetch.callsTo('/api/alerts').filter((c) => c.method === 'POST')).toEqual([]);
  });
});
