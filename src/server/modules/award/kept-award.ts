import type { AwardBody, AwardChange, AwardChanges, AwardPreview } from '../../../shared/schemas/award.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import { AppError } from '../../errors.ts';
import type { SupplierTaskRecord } from '../invitations/index.ts';
import type { TaskRow } from '../tasks/index.ts';
import { orderLine, type PricedAward } from './award-lines.ts';

// A member's award waits for approval as it was priced and shown; approving orders exactly that, and only while
// nothing behind it changed (docs/product.md#budget-and-approval).

/** A format's line as the award priced it, with its printshop's name as it was then. */
type KeptLine = {
  formatId: string;
  title: string;
  supplierId: string;
  supplier: string;
  count: number;
  price: number;
  alternative: string | null;
};

/**
 * A winner's offer as the award priced it: when it was sent (a new one replaces it, whatever it says) and its
 * delivery cost. `submittedAt` is null for a request made before requests kept it (migration 026).
 */
type KeptOffer = { supplierId: string; submittedAt: number | null; delivery: number | null };

/** An award as it was priced when asked for; `taskRevision` is the task's amendment then (null: not known). */
export type KeptAward = { taskRevision: number | null; lines: KeptLine[]; offers: KeptOffer[] };

/** What a request keeps of the award it was made with, stored beside it. */
export function keepAward({ winners, lines }: PricedAward, task: TaskRow): KeptAward {
  return {
    taskRevision: task.revision,
    lines: lines.map(({ formatId, supplierId, line }) => ({
      ...{ formatId, supplierId, supplier: winners.get(supplierId)!.supplierName },
      ...line,
    })),
    offers: [...winners.values()].map((invitation) => ({
      supplierId: invitation.supplierId,
      submittedAt: invitation.offer!.submittedAt,
      delivery: invitation.offer!.terms?.deliveryCost ?? null,
    })),
  };
}

type Stored = { priced: string | null; preview: string };

/**
 * The award a request keeps. One made before requests kept it is read from its preview (quantities, prices,
 * delivery) with nothing to tell whether an offer changed since: every line reads as changed ('not-kept').
 */
export function keptOf(row: Stored, formats: TaskFormat[], all: Map<string, SupplierTaskRecord>): KeptAward {
  if (row.priced !== null) return JSON.parse(row.priced) as KeptAward;
  const preview = JSON.parse(row.preview) as AwardPreview;
  const titleOf = (id: string) => formats.find((f) => f.id === id)?.title ?? id;
  return {
    taskRevision: null,
    lines: preview.perSupplier.flatMap((order) =>
      order.formats.map((f) => ({
        ...{ formatId: f.formatId, title: titleOf(f.formatId), supplierId: order.supplierId },
        ...{
          supplier: all.get(order.supplierId)?.supplierName ?? '',
          count: f.count,
          price: f.price,
          alternative: null,
        },
      })),
    ),
    offers: preview.perSupplier.map((o) => ({ supplierId: o.supplierId, submittedAt: null, delivery: o.delivery })),
  };
}

type Line = AwardChange['was'];

/** How the printshop's offer would order the format now, as the award asks it; null when it cannot. */
function lineNow(format: TaskFormat, invitation: SupplierTaskRecord, asked: AwardBody['awards'][number]): Line | null {
  try {
    const { title: _, ...line } = orderLine(format, invitation, asked);
    return { ...line, delivery: invitation.offer?.terms?.deliveryCost ?? null };
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

const sameLine = (a: Line, b: Line) =>
  a.count === b.count && a.price === b.price && a.alternative === b.alternative && a.delivery === b.delivery;

function whyChanged(kept: KeptOffer, invitation: SupplierTaskRecord | undefined, was: Line, now: Line | null) {
  if (!invitation || invitation.supplierDeleted) return 'supplier-deleted';
  if (kept.submittedAt === null) return 'not-kept';
  if (invitation.offer?.submittedAt !== kept.submittedAt) return 'new-offer';
  if (!now || !sameLine(was, now)) return 'not-current';
  return null;
}

/**
 * What changed since the award was asked for: an amendment of the task (its delivery date and address are on
 * the order too, so any), and per format a new offer of its printshop, a price that no longer answers the
 * format, the printshop deleted. Null when nothing did: the kept award is what the offers order now.
 */
export function changesOf(
  kept: KeptAward,
  body: AwardBody,
  { row, formats }: { row: TaskRow; formats: TaskFormat[] },
  all: Map<string, SupplierTaskRecord>,
): AwardChanges | null {
  const amended =
    kept.taskRevision !== null && kept.taskRevision !== row.revision
      ? { was: kept.taskRevision, now: row.revision }
      : null;
  const asked = new Map(body.awards.map((a) => [a.formatId, a]));
  const changed = kept.lines.flatMap(({ formatId, title, supplierId, supplier, ...line }): AwardChange[] => {
    const offer = kept.offers.find((o) => o.supplierId === supplierId)!;
    const was = { count: line.count, price: line.price, alternative: line.alternative, delivery: offer.delivery };
    const invitation = all.get(supplierId);
    const format = formats.find((f) => f.id === formatId);
    const award = asked.get(formatId);
    const now =
      invitation && !invitation.supplierDeleted && format && award ? lineNow(format, invitation, award) : null;
    const why = whyChanged(offer, invitation, was, now);
    return why ? [{ formatId, title, supplierId, supplier, was, now, why }] : [];
  });
  return amended || changed.length > 0 ? { amended, formats: changed } : null;
}

/**
 * The kept award as the award performs it: its lines, its winners' invitations, what it cost when asked. Only
 * when nothing changed (changesOf): each winner's offer is then the one priced, so the quote number and delivery
 * cost the order reads from it are those shown.
 */
export function keptPricing(kept: KeptAward, preview: AwardPreview, all: Map<string, SupplierTaskRecord>): PricedAward {
  return {
    all,
    winners: new Map(kept.offers.map((o) => [o.supplierId, all.get(o.supplierId)!])),
    lines: kept.lines.map(({ formatId, supplierId, title, count, price, alternative }) => ({
      ...{ formatId, supplierId },
      line: { title, count, price, alternative },
    })),
    preview,
  };
}
