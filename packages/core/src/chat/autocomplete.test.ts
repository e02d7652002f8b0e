import { describe, expect, it } from 'vitest';
import { acceptKeyword, clampChatInput, currentWord, isSendable, suggestKeyword } from './autocomplete';
import { columnTitle } from './constants';

const keywords = ['Market Capitalization', 'Price to earning', 'Return on capital employed', 'promoter_holding'];

describe('chat input rules', () => {
  it('takes the current word after the last space or newline before the cursor', () => {
    expect(currentWord('show me\nmark')).toBe('mark');
    expect(currentWord('show me mark cap', 12)).toBe('mark');
  });

  it('suggests the first keyword containing the word from 4 characters, case-insensitively', () => {
    expect(suggestKeyword('top cap', 7, keywords)).toBeNull();
    expect(suggestKeyword('top capi', 8, keywords)).toBe('Market Capitalization');
    expect(suggestKeyword('PROMO', 5, keywords)).toBe('promoter_holding');
    expect(suggestKeyword('zzzz', 4, keywords)).toBeNull();
  });

  it('Tab replaces the current word with the keyword', () => {
    expect(acceptKeyword('companies with capi > 5', 19, 'Market Capitalization')).toEqual({
      text: 'companies with Market Capitalization > 5',
      cursor: 36,
    });
  });

  it('cuts input to 1000 characters and refuses whitespace', () => {
    expect(clampChatInput('x'.repeat(1200))).toHaveLength(1000);
    expect(isSendable('  \n\t ')).toBe(false);
    expect(isSendable(' a ')).toBe(true);
  });

  it('turns snake_case keys into column titles', () => {
    expect(columnTitle('net_profit_margin')).toBe('Net Profit Margin');
    expect(columnTitle('symbol')).toBe('Symbol');
  });
});
