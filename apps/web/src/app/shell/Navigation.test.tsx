import { MAIN_MENU, PRODUCT_MENU, SCREENS } from '@sanchay/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { stubMatchMedia } from '../../test/matchMedia';
import { renderApp } from '../../test/render';

/**
 * Screens that are not menu destinations: sign-in, a shared link, a company (search), the trade basket (from
 * alerts), internal test screens, pages of the footer and avatar menu, and the Trading Agent group's children.
 */
const NOT_IN_MENU = new Set([
  '/login',
  '/share/:uuid',
  '/company/:symbol',
  '/mutualfunds/:schemeCode',
  '/promptInstruct',
  '/cmots',
  '/info',
  '/profile',
  '/pricing',
  '/privacy',
  '/terms',
  '/cookies',
  '/about',
  '/contact',
  '/trade',
  '/tradingagent',
  '/tradingagent/indicators',
  '/tradingagent/strategies',
]);

let restoreMatchMedia: (() => void) | undefined;

/** A screen `width` px wide, as MUI's useMediaQuery reads it (min-width/max-width queries). */
function setWidth(width: number) {
  restoreMatchMedia?.();
  restoreMatchMedia = stubMatchMedia((query) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (min ? width >= Number(min[1]) : true) && (max ? width <= Number(max[1]) : true) && (min !== null || max !== null);
  });
}

afterEach(() => {
  restoreMatchMedia?.();
  restoreMatchMedia = undefined;
});

describe('navigation', () => {
  it('the drawer keeps MAIN MENU first and links every screen of the product', async () => {
    mockFetch();
    renderApp('/');
    await userEvent.click(screen.getByTestId('open-drawer'));
    const drawer = await screen.findByTestId('drawer');
    const headings = within(drawer)
      .getAllByText(/^[A-Z ]+$/)
      .map((node) => node.textContent);
    expect(headings).toEqual(['MAIN MENU', ...PRODUCT_MENU.map((section) => section.heading)]);

    const hrefs = new Set(within(drawer).getAllByRole('link').map((link) => link.getAttribute('href')));
    const destinations = SCREENS.map((s) => s.path).filter((path) => !NOT_IN_MENU.has(path));
    for (const path of destinations) expect(hrefs, path).toContain(path);
    for (const entry of MAIN_MENU.filter((e) => !e.children)) expect(hrefs).toContain(entry.path);
    expect(within(drawer).getByRole('link', { name: 'Stocks screener' })).toHaveAttribute('href', '/stocks');
    expect(within(drawer).getByRole('link', { name: 'Calculators' })).toHaveAttribute('href', '/utils');
  }, 20_000);

  it('on a phone: a bottom bar with the chat button in it, and More opens the drawer', async () => {
    setWidth(390);
    mockFetch();
    renderApp('/pricing');
    const bar = await screen.findByTestId('bottom-bar');
    expect(within(bar).getByTestId('chat-fab')).toHaveAttribute('href', '/assistant');
    expect(within(bar).getByRole('link', { name: 'DipSIP' })).toHaveAttribute('href', '/dipsip');
    expect(screen.queryByTestId('side-rail')).not.toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'More screens' }));
    expect(await screen.findByTestId('drawer')).toBeInTheDocument();
  });

  it('from 1200 px: a side rail always in view, with the chat button at its foot and no bottom bar', async () => {
    setWidth(1366);
    mockFetch();
    renderApp('/pricing');
    const rail = await screen.findByTestId('side-rail');
    expect(await within(rail).findByRole('link', { name: 'Mutual funds' })).toHaveAttribute('href', '/mutualfunds');
    expect(within(rail).getByTestId('chat-fab')).toHaveAttribute('href', '/assistant');
    expect(screen.queryByTestId('bottom-bar')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('chat-fab')).toHaveLength(1);

    // The menu button folds the rail away and back.
    await userEvent.click(screen.getByTestId('open-drawer'));
    expect(screen.queryByTestId('side-rail')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('open-drawer'));
    expect(await screen.findByTestId('side-rail')).toBeInTheDocument();
  });
});
