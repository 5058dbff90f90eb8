import { describe, expect, it } from 'vitest';
import { formatIban } from './format-iban.ts';

describe('formatIban', () => {
  it('groups an IBAN by four, however it was typed', () => {
    expect(formatIban('DE02120300000000202051')).toBe('DE02 1203 0000 0000 2020 51');
    expect(formatIban('de02 1203 0000 0000 2020 51')).toBe('DE02 1203 0000 0000 2020 51');
  });

  it('leaves other account numbers as they are', () => {
    for (const value of ['', '12345678', 'Kto. 123 456, BLZ 100 200 30']) expect(formatIban(value)).toBe(value);
  });
});
