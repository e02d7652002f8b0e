import { describe, expect, it } from 'vitest';
import { syncSuccessMessage, unsubscribeSuccessMessage } from './constants';
import { dipSipConfigErrors, dipSipFieldError, dipSipMonthlyCap, dipSipRefusalsByIndex, dipSipSettingsFromConfigs, dipSipSubscriptionInput, dipSipSubscriptionList } from './schemas';

const ok = { symbol: 'NIFTYBEES', instrument_token: 2707457, amount: 1000, trigger: 2 };

describe('dipSipSubscriptionInput', () => {
  it('accepts the bounds', () => {
    expect(dipSipSubscriptionInput.safeParse(ok).success).toBe(true);
    expect(dipSipSubscriptionInput.safeParse({ ...ok, amount: 100, trigger: 0.5 }).success).toBe(true);
    expect(dipSipSubscriptionInput.safeParse({ ...ok, trigger: 10 }).success).toBe(true);
  });
  it.each([
    [{ amount: 99 }, 'at least 100'],
    [{ amount: 150.5 }, 'whole number'],
    [{ trigger: 0.4 }, 'between 0.5 and 10'],
    [{ trigger: 10.5 }, 'between 0.5 and 10'],
    [{ symbol: ' ' }, 'symbol must not be empty'],
    [{ instrument_token: 1.5 }, 'integer'],
  ])('refuses %o', (patch, message) => {
    const result = dipSipSubscriptionInput.safeParse({ ...ok, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
  it('refuses duplicate symbols and tokens in a list', () => {
    expect(dipSipSubscriptionList.safeParse([ok, { ...ok, instrument_token: 1 }]).error?.issues[0]?.message).toContain('duplicate symbol');
    expect(dipSipSubscriptionList.safeParse([ok, { ...ok, symbol: 'X' }]).error?.issues[0]?.message).toContain('duplicate instrument_token');
  });
});

describe('messages and settings', () => {
  it('formats the snackbar texts exactly', () => {
    expect(syncSuccessMessage({ total: 3, added: 1, updated: 1, removed: 2 })).toBe(
      'Successfully synced 3 ETF configurations (1 added, 1 updated, 2 removed)',
    );
    expect(unsubscribeSuccessMessage(4)).toBe('Unsubscribed from 4 ETFs');
  });
  it('validates the monthly cap and reads settings, off by default', () => {
    expect(dipSipMonthlyCap.safeParse('').success).toBe(true);
    expect(dipSipMonthlyCap.safeParse('5000').success).toBe(true);
    expect(dipSipMonthlyCap.safeParse('50').success).toBe(false);
    expect(dipSipMonthlyCap.safeParse('12.5').success).toBe(false);
    expect(dipSipSettingsFromConfigs([])).toEqual({ monthlyCap: null, monthEndFallback: false });
    expect(
      dipSipSettingsFromConfigs([
        { key: 'dipsip.monthlyCap', value: '8000' },
        { key: 'dipsip.monthEndFallback', value: 'true' },
      ]),
    ).toEqual({ monthlyCap: 8000, monthEndFallback: true });
  });
});

describe('field reasons', () => {
  it('names why an amount or trigger would be refused, as the server would', () => {
    expect(dipSipFieldError('amount', -500)).toBe('Amount must be at least 100');
    expect(dipSipFieldError('amount', 99_999_999_999_999)).toBe('Amount must be at most 10000000');
    expect(dipSipFieldError('trigger', 150)).toBe('Trigger must be between 0.5 and 10');
    expect(dipSipFieldError('trigger', -2)).toBe('Trigger must be between 0.5 and 10');
    expect(dipSipFieldError('amount', 1000)).toBeNull();
    expect(dipSipConfigErrors({ amount: 100, trigger: 10 })).toEqual({});
    expect(dipSipConfigErrors({ amount: 50, trigger: 0.4 })).toEqual({
      amount: 'Amount must be at least 100',
      trigger: 'Trigger must be between 0.5 and 10',
    });
  });
  it('reads the field reasons out of a refusal of a list, by index', () => {
    const refusal = dipSipSubscriptionList.safeParse([ok, { ...ok, symbol: 'B', instrument_token: 2, amount: 50, trigger: 11 }]);
    const message = refusal.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    expect(dipSipRefusalsByIndex(message)).toEqual(
      new Map([[1, { amount: 'Amount must be at least 100', trigger: 'Trigger must be between 0.5 and 10' }]]),
    );
    expect(dipSipRefusalsByIndex('NIFTYBEES is not a DipSIP ETF').size).toBe(0);
  });
});
