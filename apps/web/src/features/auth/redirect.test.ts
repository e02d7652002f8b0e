import { describe, expect, it } from 'vitest';
import { loginPathFor, sanitizeRedirect } from './redirect';

const origin = 'https://sanchay.example';

describe('sanitizeRedirect', () => {
  it.each([
    ['/feedback', '/feedback'],
    ['/company/RELIANCE?tab=ratios#top', '/company/RELIANCE?tab=ratios#top'],
    ['/share/0b6c1e9a-1111-4222-8333-944445555666', '/share/0b6c1e9a-1111-4222-8333-944445555666'],
    ['/a/../profile', '/profile'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(sanitizeRedirect(raw, origin)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['feedback'],
    ['https://evil.example/steal'],
    ['//evil.example/steal'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['/ok\u0000'],
    ['/\tjavascript:alert(1)'],
    ['/login'],
    ['/login?redirect=/login'],
    [' /feedback'],
  ])('falls back to / for %j', (raw) => {
    expect(sanitizeRedirect(raw, origin)).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('adds the page as redirect, keeping slashes readable', () => {
    expect(loginPathFor('/feedback')).toBe('/login?redirect=/feedback');
    expect(loginPathFor('/company/TCS?x=1')).toBe('/login?redirect=/company/TCS%3Fx%3D1');
    expect(loginPathFor('/')).toBe('/login');
  });

  it('round-trips through the sanitizer', () => {
    const url = new URL(loginPathFor('/company/TCS?x=1'), origin);
    expect(sanitizeRedirect(url.searchParams.get('redirect'), origin)).toBe('/company/TCS?x=1');
  });
});
