import type { EtfListing } from '@sanchay/core';
import { describe, expect, it } from 'vitest';
import { groupEtfs, normaliseAssetClass } from './grouping';

function etf(symbol: string, assetClass: string, isDipSipEtf = false): EtfListing {
  return { symbol, name: symbol, underlying: symbol, assetClass, isin: null, isDipSipEtf, date: '2026-03-13', close: 100, changePct: 0, return1y: 10 };
}

describe('groupEtfs', () => {
  it('groups by what the funds hold, in the screen order, leaving out empty groups', () => {
    const groups = groupEtfs([
      etf('EMBASSY', 'reit'),
      etf('GOLDBEES', 'gold'),
      etf('NIFTYBEES', 'equity-index', true),
      etf('LIQUIDBEES', 'liquid'),
      etf('INDIGRID', 'invit'),
      etf('BANKBEES', 'Equity Index', true),
      etf('MAFANG', 'international'),
      etf('SILVERBEES', 'silver'),
      etf('LTGILTBEES', 'debt'),
      etf('MINDSPACE', 'REITs'),
    ]);
    expect(groups.map((g) => g.label)).toEqual(['Equity index', 'Gold', 'Silver', 'Debt', 'Liquid', 'International', 'REITs', 'InvITs']);
    expect(groups[0]?.rows.map((r) => r.symbol)).toEqual(['NIFTYBEES', 'BANKBEES']);
    expect(groups.find((g) => g.key === 'reit')?.rows.map((r) => r.symbol)).toEqual(['EMBASSY', 'MINDSPACE']);
  });

  it('puts unknown classes under Other, last', () => {
    const groups = groupEtfs([etf('ODD', 'crypto'), etf('GOLDBEES', 'gold'), etf('BLANK', '')]);
    expect(groups.map((g) => g.key)).toEqual(['gold', 'other']);
    expect(groups[1]?.rows.map((r) => r.symbol)).toEqual(['ODD', 'BLANK']);
    expect(groupEtfs([])).toEqual([]);
  });

  it('normalises spellings of a class', () => {
    expect(normaliseAssetClass(' Equity_Index ')).toBe('equity-index');
    expect(normaliseAssetClass('InvITs')).toBe('invit');
    expect(normaliseAssetClass(null)).toBe('');
  });
});
