import { describe, expect, it } from 'vitest';
import { surrogateInstrumentToken } from './instrumentTokens';

describe('surrogateInstrumentToken', () => {
  it('is negative, stable and differs between symbols', () => {
    const niftybees = surrogateInstrumentToken('NIFTYBEES');
    expect(niftybees).toBeLessThan(0);
    expect(niftybees).toBeGreaterThanOrEqual(-2_147_483_647);
    expect(surrogateInstrumentToken('NIFTYBEES')).toBe(niftybees);
    expect(surrogateInstrumentToken('BANKBEES')).not.toBe(niftybees);
  });
});
