import { randomUUID } from 'node:crypto';
import { todayIn } from '../../../shared/dates.ts';
import { rank } from '../../../shared/ranking.ts';
import type { PriceEntry, PubOffer } from '../../../shared/schemas/offers.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import { offerRefusal, offersOpen } from '../../../shared/task-state.ts';
import { isOfferToken } from '../../auth/offer-token.ts';
import { badRequest, refused } from '../../errors.ts';
import { recordClick } from '../invitations/index.ts';
import type { OffersDeps } from './offers-deps.ts';
import type { Invitation } from './offers.queries.ts';
import { putOffer, type Tender } from './tender-cache.ts';

type OfferDeps = Pick<OffersDeps, 'db' | 'config' | 'tenders' | 'writer'>;

type Link = { taskId: string; supplierId: string; token: string | undefined };

/** A missing, wrong or foreign token and an uninvited supplier get this same answer; it reveals nothing. */
const notInvited = () => refused(offerRefusal(undefined, '')!);

/** The tender and the supplier's invitation to it, read through the cache. */
async function invitation(deps: OfferDeps, link: Link): Promise<{ tender: Tender; inv: Invitation }> {
  if (!isOfferToken(deps.config.appSecret, link.taskId, link.supplierId, link.token)) throw notInvited();
  let tender = await deps.tenders.get(link.taskId);
  // Invited after the tender was read: read it again.
  if (!tender?.invitations.has(link.supplierId)) tender = await deps.tenders.get(link.taskId, { fresh: true });
  const inv = tender?.invitations.get(link.supplierId);
  if (!tender || !inv || inv.supplierDeleted) throw notInvited();
  return { tender, inv };
}

function view(deps: OfferDeps, tender: Tender, inv: Invitation): PubOffer {
  const language = inv.language;
  const prices = new Map(inv.offer?.prices.map((p) => [p.id, p.price]));
  const own = inv.offer?.sum ?? null;
  return {
    task: {
      id: inv.taskId,
      name: inv.taskName,
      note: inv.note,
      address: inv.address,
      deliveryDate: inv.deliveryDate,
      deadlineDate: inv.deadlineDate,
      state: inv.state,
      open: offersOpen(inv, todayIn(deps.config.timeZone)),
      formats: tender.formats.map((f) => ({
        id: f.id,
        title: f.title,
        format: f.format,
        color: f.color,
        perforation: f.perforation,
        fold: f.fold,
        count: f.count,
        ...f[language],
      })),
    },
    supplier: { id: inv.supplierId, name: inv.supplierName, language },
    supplierTask: {
      formats: tender.formats.map((f) => ({ id: f.id, price: prices.get(f.id) ?? null })),
      sum: own,
      submittedAt: inv.offer?.submittedAt ?? null,
    },
    ...rank(own, tender.sums),
  };
}

/** The supplier's page opens: the invitation counts as clicked. */
export async function openOffer(deps: OfferDeps, link: Link): Promise<PubOffer> {
  const { tender, inv } = await invitation(deps, link);
  // Written once: a read that writes would make every later page view wait for the disk.
  if (inv.clickedAt === null) {
    inv.clickedAt = Date.now();
    await recordClick(deps, link.taskId, link.supplierId, inv.clickedAt);
  }
  return view(deps, tender, inv);
}

/** One price per format of the task, in the task's order; 400 for an unknown, repeated or missing one. */
function pricesFor(formats: TaskFormat[], entries: { id: string; price: number }[]): PriceEntry[] {
  const ids = new Set(formats.map((f) => f.id));
  const given = new Map<string, number>();
  entries.forEach((e, i) => {
    if (!ids.has(e.id) || given.has(e.id)) {
      throw badRequest('UNKNOWN_FORMAT', 'This format is not part of the task.', `formats.${i}.id`);
    }
    given.set(e.id, e.price);
  });
  if (given.size !== ids.size) throw badRequest('PRICE_MISSING', 'Enter a price for every format.', 'formats');
  return formats.map((f) => ({ id: f.id, price: given.get(f.id)! }));
}

/**
 * Verifies the link, prices the submission against the tender's formats (frozen once anyone is invited),
 * stores it (the writer checks state and deadline in the transaction that writes) and answers from the
 * same tender with the offer in it.
 */
export async function submitOffer(
  deps: OfferDeps,
  link: Link,
  entries: { id: string; price: number }[],
): Promise<PubOffer> {
  const { tender, inv } = await invitation(deps, link);
  const prices = pricesFor(tender.formats, entries);
  const offer = { prices, sum: prices.reduce((total, p) => total + p.price, 0), submittedAt: Date.now() };
  await deps.writer.store({
    id: randomUUID(),
    taskId: link.taskId,
    supplierId: link.supplierId,
    prices,
    sum: offer.sum,
    at: offer.submittedAt,
  });
  deps.tenders.offerStored(link.taskId, link.supplierId, offer);
  // The cache put it into the tender it holds now; one it replaced meanwhile gets it here.
  if (inv.offer !== offer) putOffer(tender, link.supplierId, offer);
  return view(deps, tender, inv);
}
