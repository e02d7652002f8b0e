import { describe, expect, it } from 'vitest';
import { DIPSIP_STATUS_CHIPS } from './constants';
import { configFromRecord, etfStatus, hasAnySubscription, hasPendingChanges, parseAmount, parseTrigger, savedFromWorking } from './status';

const c = (subscribed: boolean, amount = 1000, trigger = 2) => ({ subscribed, amount, trigger });

describe('etfStatus (spec 001 section 4.1)', () => {
  it('follows the table', () => {
    expect(etfStatus(c(true), c(true))).toBe('saved');
    expect(etfStatus(c(true, 1100), c(true))).toBe('pending_update');
    expect(etfStatus(c(true, 1000, 2.5), c(true))).toBe('pending_update');
    expect(etfStatus(c(true), undefined)).toBe('pending_subscribe');
    expect(etfStatus(c(true), c(false))).toBe('pending_subscribe');
    expect(etfStatus(c(false), c(true))).toBe('pending_unsubscribe');
    expect(etfStatus(undefined, c(true))).toBe('pending_unsubscribe');
    expect(etfStatus(c(false), undefined)).toBe('unsubscribed');
    expect(etfStatus(undefined, undefined)).toBe('unsubscribed');
    // An unsubscribed ETF with edited fields is still just unsubscribed.
    expect(etfStatus(c(false, 500), c(false))).toBe('unsubscribed');
  });

  it('has the exact chip labels and colours', () => {
    expect(DIPSIP_STATUS_CHIPS).toEqual({
      saved: { label: 'Subscribed', color: 'success' },
      pending_update: { label: 'Will Update', color: 'info' },
      pending_subscribe: { label: 'Will Subscribe', color: 'warning' },
      pending_unsubscribe: { label: 'Will Unsubscribe', color: 'error' },
    });
  });
});

describe('hasPendingChanges', () => {
  it('is false for equal subscribed sets with equal values, ignoring unsubscribed entries', () => {
    expect(hasPendingChanges({}, {})).toBe(false);
    expect(hasPendingChanges({ 1: c(true), 2: c(false, 700) }, { 1: c(true) })).toBe(false);
  });
  it('is true when the sets differ or a subscribed value differs', () => {
    expect(hasPendingChanges({ 1: c(true) }, {})).toBe(true);
    expect(hasPendingChanges({ 1: c(false) }, { 1: c(true) })).toBe(true);
    expect(hasPendingChanges({ 2: c(true) }, { 1: c(true) })).toBe(true);
    expect(hasPendingChanges({ 1: c(true, 1200) }, { 1: c(true) })).toBe(true);
    expect(hasPendingChanges({ 1: c(true, 1000, 3) }, { 1: c(true) })).toBe(true);
  });
  it('hasAnySubscription counts saved or unsaved', () => {
    expect(hasAnySubscription({}, {})).toBe(false);
    expect(hasAnySubscription({ 1: c(true) }, {})).toBe(true);
    expect(hasAnySubscription({ 1: c(false) }, { 1: c(true) })).toBe(true);
  });
});

describe('field parsing (spec 001 section 5)', () => {
  it('parses the amount as an integer with fallback 1000', () => {
    expect(parseAmount('2500')).toBe(2500);
    expect(parseAmount('2550.7')).toBe(2550);
    expect(parseAmount('')).toBe(1000);
    expect(parseAmount('abc')).toBe(1000);
    expect(parseAmount(undefined)).toBe(1000);
    expect(parseAmount(300)).toBe(300);
  });
  it('parses the trigger as a decimal with fallback 2', () => {
    expect(parseTrigger('1.5')).toBe(1.5);
    expect(parseTrigger('')).toBe(2);
    expect(parseTrigger('x')).toBe(2);
    expect(parseTrigger(null)).toBe(2);
    expect(parseTrigger(7)).toBe(7);
  });
  it('loads a stored record: base_amount, else value, else 1000; trigger else 2', () => {
    expect(configFromRecord({ baseAmount: 1500, value: 900, trigger: 3 })).toEqual(c(true, 1500, 3));
    expect(configFromRecord({ baseAmount: null, value: 900, trigger: null })).toEqual(c(true, 900, 2));
    expect(configFromRecord({})).toEqual(c(true, 1000, 2));
  });
  it('rebuilds the saved copy from subscribed working configs', () => {
    expect(savedFromWorking({ 1: c(true, 500), 2: c(false) })).toEqual({ 1: c(true, 500) });
  });
});
