import { describe, expect, it } from 'vitest';
import { classifyEtf } from './etfClassifier';

const etf = (symbol: string, underlying: string | null, securityName = symbol) =>
  classifyEtf({ symbol, underlying, securityName });

describe('classifyEtf', () => {
  it('makes the broad and sector index ETFs DipSIP-eligible', () => {
    for (const [symbol, underlying, name] of [
      ['NIFTYBEES', 'Nifty50', 'NIPINDETFNIFTYBEES'],
      ['BANKBEES', 'NiftyBank', 'NIPINDETFBANKBEES'],
      ['JUNIORBEES', 'Nippon India ETF Nifty Next 50 Junior BeES', 'NIP IND ETF JUNIOR BEES'],
      ['MID150BEES', 'NiftyMidcap150', 'NIPINDETFMIDCAP150'],
      ['ITBEES', 'NiftyIT', 'NIPINDETFIT'],
      ['SETFNIF50', 'Nifty50', 'SBI-ETFNifty50'],
      ['HDFCSENSEX', 'SENSEX', 'HDFCAMC-HDFCSENSEX'],
      ['TOP100CASE', 'ZerodhaNifty100ETF', 'ZERODHAAMC-TOP100CASE'],
    ] as const) {
      expect(etf(symbol, underlying, name), symbol).toEqual({ assetClass: 'equity-index', isDipSipEtf: true });
    }
  });

  it('keeps factor and thematic variants out, and NIFTY 500 apart from NIFTY 50', () => {
    expect(etf('NV20BEES', 'Nifty50Value20')).toEqual({ assetClass: 'equity-index', isDipSipEtf: false });
    expect(etf('EQUAL50', 'Nifty50 Equal Weight')).toEqual({ assetClass: 'equity-index', isDipSipEtf: false });
    expect(etf('MOMENTUM50', 'Nifty 500 Momentum 50 Total Return Index')).toEqual({
      assetClass: 'equity-index',
      isDipSipEtf: false,
    });
    expect(etf('CPSEETF', 'NiftyCPSE')).toEqual({ assetClass: 'equity-index', isDipSipEtf: false });
    expect(etf('MONIFTY500', 'MotilalOswalNifty500ETF').isDipSipEtf).toBe(true);
  });

  it('sorts gold, silver, liquid, debt and international ETFs by their text', () => {
    expect(etf('GOLDBEES', 'Gold', 'NIPINDETFGOLDBEES').assetClass).toBe('gold');
    expect(etf('SILVERBEES', 'NipponIndiaSilverETF').assetClass).toBe('silver');
    expect(etf('LIQUIDBEES', 'GovernmentSecurities', 'NIPINDETFLIQUIDBEES').assetClass).toBe('liquid');
    expect(etf('SETF10GILT', 'Nifty10yrBenchmarkG-SecIndex').assetClass).toBe('debt');
    expect(etf('EBBETF0430', 'Nifty BHARAT Bond Index - April 2030').assetClass).toBe('debt');
    expect(etf('SDL26BEES', 'Nifty SDL Apr 2026 Top 20 Equal Weight Index').assetClass).toBe('debt');
    expect(etf('MON100', 'NASDAQ-100Index').assetClass).toBe('international');
    expect(etf('MASPTOP50', 'S&P500Top50TotalReturnIndex').assetClass).toBe('international');
    expect(etf('MAHKTECH', 'Hang Seng TECH Total Return Index').assetClass).toBe('international');
    expect(etf('MAFANG', 'NYSEFANG+TotalReturnIndex').assetClass).toBe('international');
    for (const result of [etf('GOLDBEES', 'Gold'), etf('LIQUIDBEES', 'GovernmentSecurities', 'NIPINDETFLIQUIDBEES')]) {
      expect(result.isDipSipEtf).toBe(false);
    }
  });
});
