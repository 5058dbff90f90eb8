import { EXPIRY_WARNING_DAYS } from '../../../../shared/certificates.ts';
import { daysBetween } from '../../../../shared/dates.ts';

/** How a certificate's expiry is shown (docs/product.md#certificates): expired, within 30 days, or fine. */
export type Expiry = { state: 'expired' } | { state: 'soon'; days: number } | { state: 'valid' };

/** The expiry of a certificate valid through `validUntil`, seen on `today` (both YYYY-MM-DD). */
export function expiryOf(validUntil: string, today: string): Expiry {
  const days = daysBetween(today, validUntil);
  if (days < 0) return { state: 'expired' };
  if (days <= EXPIRY_WARNING_DAYS) return { state: 'soon', days };
  return { state: 'valid' };
}
