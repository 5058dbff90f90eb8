import type { Delivery, DeliveryInput } from '../../../shared/schemas/delivery-split.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import { badRequest } from '../../errors.ts';

// A task's delivery addresses (docs/product.md#delivery-addresses): each format's quantity split over several
// addresses. Kept as JSON in tasks.deliveries (migration 033); the mail deliveries (modules/deliveries) are another thing.

export const deliveriesOf = (column: string): Delivery[] => JSON.parse(column) as Delivery[];

export const deliveriesColumn = (deliveries: readonly Delivery[]): string => JSON.stringify(deliveries);

/** A format a count names: by its id, or ("#2") by its place in the body's formats, new formats having no id yet. */
function formatIdOf(name: string, formats: readonly TaskFormat[], field: string): string {
  if (formats.some((f) => f.id === name)) return name;
  const place = /^#(\d+)$/.exec(name);
  const format = place ? formats[Number(place[1])] : undefined;
  if (!format) throw badRequest('UNKNOWN_FORMAT', 'This format is not part of the task.', field);
  return format.id;
}

/**
 * The delivery addresses after a change: those given, their formats named by id; or, when none are given, the
 * current ones without the formats the task no longer has. With any address, 400 DELIVERY_COUNTS (naming the
 * format's count) unless each format's counts over them add up to its count.
 */
export function splitDeliveries(
  given: readonly DeliveryInput[] | undefined,
  current: readonly Delivery[],
  formats: readonly TaskFormat[],
): Delivery[] {
  const ids = new Set(formats.map((f) => f.id));
  const deliveries = given
    ? given.map((d, i) => ({
        address: d.address,
        date: d.date,
        counts: d.counts.map((c, j) => ({
          formatId: formatIdOf(c.formatId, formats, `deliveries.${i}.counts.${j}.formatId`),
          count: c.count,
        })),
      }))
    : current.map((d) => ({ ...d, counts: d.counts.filter((c) => ids.has(c.formatId)) }));
  deliveries.forEach((d, i) => {
    const named = d.counts.map((c) => c.formatId);
    const twice = named.findIndex((id, j) => named.indexOf(id) !== j);
    if (twice >= 0)
      throw badRequest('INVALID', 'Given twice: name each once', `deliveries.${i}.counts.${twice}.formatId`);
  });
  if (deliveries.length > 0) assertSums(deliveries, formats);
  return deliveries;
}

/** How many of a format the addresses get together. */
export const deliveredCount = (deliveries: readonly Delivery[], formatId: string): number =>
  deliveries.reduce((sum, d) => sum + (d.counts.find((c) => c.formatId === formatId)?.count ?? 0), 0);

function assertSums(deliveries: readonly Delivery[], formats: readonly TaskFormat[]) {
  formats.forEach((f, i) => {
    const sum = deliveredCount(deliveries, f.id);
    if (sum === f.count) return;
    throw badRequest(
      'DELIVERY_COUNTS',
      `The delivery addresses get ${sum} of ${f.title}; its quantity is ${f.count}.`,
      `formats.${i}.count`,
      { format: f.title, formatId: f.id, sum, count: f.count },
    );
  });
}

/** The delivery addresses as the history records them: "Lager Nord (2027-03-01): 200, 150; Filiale Süd: 50, 50". */
export const deliveriesRecorded = (row: { deliveries: string }): string =>
  deliveriesOf(row.deliveries)
    .map((d) => `${d.address}${d.date ? ` (${d.date})` : ''}: ${d.counts.map((c) => c.count).join(', ')}`)
    .join('; ');
