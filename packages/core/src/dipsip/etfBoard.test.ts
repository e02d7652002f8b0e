import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareText, dipDistance, dipDistanceText, groupEtfsForDashboard, readableUnderlying, SUBSCRIPTIONS_GROUP } from './etfBoard';

describe('readableUnderlying', () => {
  it.each([
    ['NiftyAutoIndex', 'NIFTY Auto'],
    ['AXISS&PBSESENSEXETF', 'BSE Sensex'],
    ['Nifty 50 Index  - TRI', 'NIFTY 50'],
    ['NIFTY50', 'NIFTY 50'],
    ['NiftyNext50', 'NIFTY Next 50'],
    ['Nippon India ETF Nifty Next 50 Junior BeES', 'NIFTY Next 50'],
    ['BSESensexNext50', 'BSE Sensex Next 50'],
    ['NiftyPrivateBankIndex', 'NIFTY Private Bank'],
    ['DSPNiftyBankETF', 'NIFTY Bank'],
    ['NiftyPSUBank', 'NIFTY PSU Bank'],
    ['ICICIPrudentialNiftyFinancialServicesEx-BankETF', 'NIFTY Financial Services ex-Bank'],
    ['HDFCNIFTYITETF', 'NIFTY IT'],
    ['NiftyITTRIIndex', 'NIFTY IT'],
    ['Nifty 500 Healthcare Index', 'NIFTY 500 Healthcare'],
    ['UTINiftyMidcap150ExchangeTradedFund(ETF)', 'NIFTY Midcap 150'],
    ['Nifty 200 Index- Total Return Index', 'NIFTY 200'],
    ['S&PBSE500index', 'BSE 500'],
  ])('%s -> %s', (raw, readable) => {
    expect(readableUnderlying(raw)).toBe(readable);
  });

  it("uses the ETF's name when the underlying says nothing, and spaces out unknown names", () => {
    expect(readableUnderlying('Index', 'Kotak Nifty 50 ETF')).toBe('NIFTY 50');
    expect(readableUnderlying('Index')).toBe('Other indices');
    expect(readableUnderlying('GoldPrice')).toBe('Gold Price');
  });
});

describe('dipDistance', () => {
  it('measures the fall from the previous close against the trigger', () => {
    expect(dipDistance(-1.2, 2)).toEqual({ fall: 1.2, remaining: expect.closeTo(0.8, 6), triggered: false });
    expect(dipDistance(0.4, 2)).toEqual({ fall: 0, remaining: 2, triggered: false });
    expect(dipDistance(-2.3, 2)).toEqual({ fall: 2.3, remaining: 0, triggered: true });
    expect(dipDistance(null, 2)).toBeNull();
    expect(dipDistanceText(dipDistance(-1.2, 2), 2)).toBe('0.80% more to fall to trigger');
    expect(dipDistanceText(dipDistance(-2.3, 2), 2)).toBe('Triggered: down 2.30% (trigger 2%)');
    expect(dipDistanceText(null, 2)).toBe('No price yet');
  });
});

describe('groupEtfsForDashboard', () => {
  const etf = (symbol: string, underlying: string, extra: { tradedValue?: number; subscribers?: number; close?: number | null } = {}) => ({
    symbol,
    underlying,
    tradedValue: extra.tradedValue ?? null,
    subscribers: extra.subscribers ?? 0,
    close: extra.close === undefined ? 100 : extra.close,
  });

  it('puts subscriptions first, then index groups by popularity, each by popularity', () => {
    const etfs = [
      etf('AUTOBEES', 'NiftyAutoIndex'),
      etf('NIFTYBEES', 'Nifty50', { tradedValue: 5e8 }),
      etf('SETFNIF50', 'NIFTY50', { tradedValue: 9e7 }),
      etf('BANKBEES', 'NiftyBank', { tradedValue: 2e8 }),
      etf('ZZBANK', 'DSPNiftyBankETF', { close: null }),
      etf('JUNIORBEES', 'NiftyNext50', { subscribers: 3 }),
      etf('MYETF', 'NiftyAutoIndex'),
    ];
    const groups = groupEtfsForDashboard(etfs, (e) => e.symbol === 'MYETF');
    expect(groups.map((g) => g.title)).toEqual([SUBSCRIPTIONS_GROUP, 'NIFTY Next 50', 'NIFTY 50', 'NIFTY Bank', 'NIFTY Auto']);
    expect(groups[0]!.etfs.map((e) => e.symbol)).toEqual(['MYETF']);
    expect(groups[2]!.etfs.map((e) => e.symbol)).toEqual(['NIFTYBEES', 'SETFNIF50']);
    expect(groups[3]!.etfs.map((e) => e.symbol)).toEqual(['BANKBEES', 'ZZBANK']);
  });

  it('without traded values (the mirror has no ETF volumes) ranks the longest-listed ETF first', () => {
    const etfs = [
      { ...etf('AXISNIFTY', 'Nifty50'), listedOn: '2017-07-03' },
      { ...etf('NEWNIFTY', 'Nifty50'), listedOn: null },
      { ...etf('NIFTYBEES', 'Nifty50'), listedOn: '2002-01-08' },
      { ...etf('SETFNIF50', 'Nifty50'), listedOn: '2015-07-22' },
    ];
    const [group] = groupEtfsForDashboard(etfs, () => false);
    expect(group!.etfs.map((e) => e.symbol)).toEqual(['NIFTYBEES', 'SETFNIF50', 'AXISNIFTY', 'NEWNIFTY']);
  });
});

describe('compareText', () => {
  it('orders as localeCompare does: symbols, group titles and anything else', () => {
    const text = fc.oneof(fc.stringMatching(/^[A-Za-z0-9 -]{0,8}$/), fc.stringMatching(/^[A-Z0-9&-]{0,8}$/), fc.constantFrom('NIFTY 50', 'Nifty 50', 'NIFTY50', 'nifty', 'Gold', 'gold', 'NIFTY Financial Services ex-Bank', 'NIFTY Financial Services', 'NIFTY FMCG'));
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(Math.sign(compareText(a, b))).toBe(Math.sign(a.localeCompare(b)));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('readableUnderlying against the fund names', () => {
  it("reads the fund's name before NSE's Underlying column, which is sometimes another fund's", () => {
    expect(readableUnderlying('NiftyBank', 'SBI Nifty Next 50 ETF')).toBe('NIFTY Next 50');
    expect(readableUnderlying('NiftyNext50', 'SBI-ETF Nifty Bank')).toBe('NIFTY Bank');
    expect(readableUnderlying('NiftyGS813Yr', 'ICICI Prudential Nifty Midcap Select ETF')).toBe('NIFTY Midcap Select');
    expect(readableUnderlying('MotilalOswalS&PBSEEnhancedValueETF\t', 'Motilal Oswal S&P BSE Enhanced Value ETF')).toBe('BSE Enhanced Value');
  });
});
