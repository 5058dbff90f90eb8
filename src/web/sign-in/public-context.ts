import { createContext, useContext } from 'react';
import type { StaffLanguage } from '../../shared/languages.ts';
import type { Texts } from './texts.ts';

/**
 * What one public page hands the next: the login name typed, an invited address, a notice (what was done) or a
 * warning (why this page) to show there.
 */
export type Carry = { login?: string; email?: string; notice?: string; warning?: string };

export type Public = {
  t: Texts;
  language: StaffLanguage;
  /** Opens another public page inside this one (no page load), with what it takes along. */
  go: (path: string, carry?: Carry) => void;
  /** What the page before handed this one. */
  carried: Carry;
};

export const PublicContext = createContext<Public | null>(null);

export function usePublic(): Public {
  const value = useContext(PublicContext);
  if (!value) throw new Error('usePublic outside PublicApp');
  return value;
}
