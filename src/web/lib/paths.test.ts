import { describe, expect, it } from 'vitest';
import { loginHref, paths, safeNext } from './paths.ts';

describe('safeNext', () => {
  it('accepts paths inside the user area', () => {
    expect(safeNext('/ua/settings')).toBe('/ua/settings');
    expect(safeNext('/ua')).toBe('/ua');
    expect(safeNext('/ua?tab=2')).toBe('/ua?tab=2');
  });

  it('accepts the page of an invitation', () => {
    expect(safeNext('/invitation/abc_D-9')).toBe('/invitation/abc_D-9');
    expect(safeNext('/invitation/abc/../../x')).toBe(paths.ua);
    expect(safeNext('/invitation/')).toBe(paths.ua);
  });

  it('falls back to the user area for anything else', () => {
    for (const next of [null, '', '//evil.example/ua', 'https://evil.example', '/uax', '/login', '/\\evil.example']) {
      expect(safeNext(next)).toBe(paths.ua);
    }
  });
});

describe('loginHref', () => {
  it('carries the asked path encoded', () => {
    expect(loginHref('/ua/settings')).toBe('/login?next=%2Fua%2Fsettings');
    expect(loginHref()).toBe('/login');
  });
});
