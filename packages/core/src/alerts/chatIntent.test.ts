import { describe, expect, it } from 'vitest';
import { isChatConfirmation, readChatAlert } from './chatIntent';

describe('alerts asked for in chat', () => {
  it('reads the company words, the kind and the level, in English and Hinglish', () => {
    expect(readChatAlert('alert me when reliance falls below 1200')).toEqual({ type: 'company', companyWords: ['reliance'], kind: 'price_below', level: 1200, period: null });
    expect(readChatAlert('tcs 4000 cross kare to batana')).toEqual({ type: 'company', companyWords: ['tcs'], kind: 'price_above', level: 4000, period: null });
    expect(readChatAlert('notify me if infy rsi goes under 30')).toEqual({ type: 'company', companyWords: ['infy'], kind: 'rsi_below', level: 30, period: null });
    expect(readChatAlert('tcs 3000 ke neeche aaye to batana')).toEqual({ type: 'company', companyWords: ['tcs'], kind: 'price_below', level: 3000, period: null });
    expect(readChatAlert('Alert me when HDFC Bank rises above ₹1,850.50')).toEqual({ type: 'company', companyWords: ['hdfc', 'bank'], kind: 'price_above', level: 1850.5, period: null });
    expect(readChatAlert('alert me when CA8X1 falls below 900')).toEqual({ type: 'company', companyWords: ['ca8x1'], kind: 'price_below', level: 900, period: null });
    expect(readChatAlert('notify me when rsi of wipro is above 70')).toEqual({ type: 'company', companyWords: ['wipro'], kind: 'rsi_above', level: 70, period: null });
  });

  it('reads a screen alert with its query', () => {
    expect(readChatAlert("tell me when a company enters my screen 'roe > 20 and pe < 15'")).toEqual({ type: 'screen', query: 'roe > 20 and pe < 15' });
  });

  it('reads every kind of the alerts schema, with its period', () => {
    const read = (q: string) => {
      const r = readChatAlert(q);
      return r?.type === 'company' ? [r.companyWords.join(' '), r.kind, r.level, r.period] : r;
    };
    expect(read('alert me when tcs makes a new 52 week high')).toEqual(['tcs', 'high_52w', null, null]);
    expect(read('alert me when infy hits a 52-week low')).toEqual(['infy', 'low_52w', null, null]);
    expect(read('alert me when tcs falls 5% over a week')).toEqual(['tcs', 'change_down', 5, 5]);
    expect(read('alert me if infy rises 3% in a day')).toEqual(['infy', 'change_up', 3, 1]);
    expect(read('notify me if infy rsi(9) falls below 25')).toEqual(['infy', 'rsi_below', 25, 9]);
    expect(read('alert me when infy crosses below its 200 day average')).toEqual(['infy', 'sma_cross_below', null, 200]);
    expect(read('alert me when tcs crosses above the 50 dma')).toEqual(['tcs', 'sma_cross_above', null, 50]);
    expect(read('alert me when tcs supertrend turns up')).toEqual(['tcs', 'supertrend_up', null, null]);
    expect(read('alert me when reliance supertrend flips to sell')).toEqual(['reliance', 'supertrend_down', null, null]);
    expect(read('alert me when niftybees reaches its dipsip trigger of 2%')).toEqual(['niftybees', 'dip_trigger', 2, null]);
  });

  it('names the part it could not read of an explicit ask', () => {
    expect(readChatAlert('alert me about tcs')).toEqual({ type: 'unclear', companyWords: ['tcs'], missing: 'condition' });
    expect(readChatAlert('alert me when tcs supertrend changes')).toMatchObject({ type: 'unclear', missing: 'direction' });
    expect(readChatAlert('tcs 3000 pe batana')).toEqual({ type: 'unclear', companyWords: ['tcs'], missing: 'direction' });
    expect(readChatAlert('alert me when it falls below 100')).toEqual({ type: 'unclear', companyWords: [], missing: 'company' });
  });

  it('leaves questions that are not alert requests to the research reader', () => {
    for (const question of ['companies with pe below 15', 'tcs share price', 'tell me about reliance', 'top 10 companies by roe above 20', 'tell me companies with pe below 15', 'tell me which stocks fell below 52 week low', 'tell me if tcs is overvalued', 'tcs ka pe batao', 'tcs ka 52 week high batao']) {
      expect(readChatAlert(question)).toBeNull();
    }
    expect(isChatConfirmation('yes')).toBe(true);
    expect(isChatConfirmation('Haan')).toBe(true);
    expect(isChatConfirmation('yes but for infy')).toBe(false);
  });
});
