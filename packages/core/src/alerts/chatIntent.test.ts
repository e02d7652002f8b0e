import { describe, expect, it } from 'vitest';
import { isChatConfirmation, readChatAlert } from './chatIntent';

describe('alerts asked for in chat', () => {
  it('reads the company words, the kind and the level, in English and Hinglish', () => {
    expect(readChatAlert('alert me when reliance falls below 1200')).toEqual({ type: 'company', companyWords: ['reliance'], kind: 'price_below', level: 1200 });
    expect(readChatAlert('tcs 4000 cross kare to batana')).toEqual({ type: 'company', companyWords: ['tcs'], kind: 'price_above', level: 4000 });
    expect(readChatAlert('notify me if infy rsi goes under 30')).toEqual({ type: 'company', companyWords: ['infy'], kind: 'rsi_below', level: 30 });
    expect(readChatAlert('tcs 3000 ke neeche aaye to batana')).toEqual({ type: 'company', companyWords: ['tcs'], kind: 'price_below', level: 3000 });
    expect(readChatAlert('Alert me when HDFC Bank rises above ₹1,850.50')).toEqual({ type: 'company', companyWords: ['hdfc', 'bank'], kind: 'price_above', level: 1850.5 });
    expect(readChatAlert('alert me when CA8X1 falls below 900')).toEqual({ type: 'company', companyWords: ['ca8x1'], kind: 'price_below', level: 900 });
    expect(readChatAlert('notify me when rsi of wipro is above 70')).toEqual({ type: 'company', companyWords: ['wipro'], kind: 'rsi_above', level: 70 });
  });

  it('reads a screen alert with its query', () => {
    expect(readChatAlert("tell me when a company enters my screen 'roe > 20 and pe < 15'")).toEqual({ type: 'screen', query: 'roe > 20 and pe < 15' });
  });

  it('leaves questions that are not alert requests to the research reader', () => {
    for (const question of ['companies with pe below 15', 'tcs share price', 'tell me about reliance', 'alert me about tcs', 'top 10 companies by roe above 20', 'tell me companies with pe below 15', 'tell me which stocks fell below 52 week low']) {
      expect(readChatAlert(question)).toBeNull();
    }
    expect(isChatConfirmation('yes')).toBe(true);
    expect(isChatConfirmation('Haan')).toBe(true);
    expect(isChatConfirmation('yes but for infy')).toBe(false);
  });
});
