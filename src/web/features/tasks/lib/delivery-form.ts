import { parseCount } from '../../../../shared/money.ts';
import { typedVersionsTotal, type VersionsFormValues } from '../../../components/versions-editor/versions-form.ts';
import type { DeliveryFormValues } from './task-form-model.ts';

// The delivery addresses of the task form (docs/product.md#delivery-addresses): a count per format, keyed by the
// format's id, or its place ("#2") while it is new and has none (the server names it so too).

type FormFormat = { id?: string; count?: string | number; versions?: VersionsFormValues };

export const formatKey = (f: FormFormat, i: number) => f.id ?? `#${i}`;

/** The count typed for a format at an address, '' when none. */
export const countAt = (d: DeliveryFormValues, key: string) => d.counts.find((c) => c.formatId === key)?.count ?? '';

/** The address's counts with the format's set to `count` (typed). */
export function withCount(d: DeliveryFormValues, key: string, count: string): DeliveryFormValues['counts'] {
  const others = d.counts.filter((c) => c.formatId !== key);
  return [...others, { formatId: key, count }];
}

/** Per format, its quantity less what the addresses get: what is still to place (negative: too much placed). */
export function remaining(formats: readonly FormFormat[], deliveries: readonly DeliveryFormValues[]) {
  return formats.map((f, i) => {
    const key = formatKey(f, i);
    const placed = deliveries.reduce((sum, d) => sum + (parseCount(String(countAt(d, key))) ?? 0), 0);
    // With versions the quantity is their sum (task-form.ts), whatever the hidden count field still holds.
    return (typedVersionsTotal(f.versions) ?? parseCount(String(f.count ?? '')) ?? 0) - placed;
  });
}

/** The addresses as sent: counts of formats the form no longer has are left out. */
export function deliveriesOfForm<D extends { counts: { formatId: string }[] }>(
  deliveries: readonly D[] | undefined,
  formats: readonly { id?: string }[],
): D[] | undefined {
  if (!deliveries) return undefined;
  const keys = new Set(formats.map((f, i) => f.id ?? `#${i}`));
  return deliveries.map((d) => ({ ...d, counts: d.counts.filter((c) => keys.has(c.formatId)) }));
}
