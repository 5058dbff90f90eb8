import { randomUUID } from 'node:crypto';
import { todayIn } from '../../../shared/dates.ts';
import { LanguageSchema } from '../../../shared/languages.ts';
import { rank } from '../../../shared/ranking.ts';
import type { PriceEntry, PubOffer } from '../../../shared/schemas/offers.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import { TaskState, type TaskStateValue } from '../../../shared/task-state.ts';
import { isOfferToken } from '../../auth/offer-token.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, conflict } from '../../errors.ts';
import { markClicked, parsePrices, type InvitationRow } from './offers.queries.ts';
import type { Tender } from './tender-cache.ts';

/** A missing, wrong or foreign token and an uninvited supplier get this same answer; it reveals nothing. */
const notInvited = () => new AppError(404, 'NOT_INVITED', 'Sie wurden nicht eingeladen');

type Link = { taskId: string; supplierId: string; token: string | undefined };

function isOpen(deps: Pick<Deps, 'config'>, state: number, deadline: string | null): boolean {
  return state < TaskState.done && (deadline === null || todayIn(deps.config.timeZone) <= deadline);
}

/** The tender and the supplier's invitation to it, read through the cache. */
async function invitation(deps: Deps, link: Link): Promise<{ tender: Tender; inv: InvitationRow }> {
  if (!isOfferToken(deps.config.appSecret, link.taskId, link.supplierId, link.token)) throw notInvited();
  let tender = await deps.tenders.get(link.taskId);
  if (!tender?.invitations.has(link.supplierId)) {
    // Invited after the tender was read: read it again.
    deps.tenders.forget(link.taskId);
    tender = await deps.tenders.get(link.taskId);
  }
  const inv = tender?.invitations.get(link.supplierId);
  if (!tender || !inv || inv.deletedAt !== null) throw notInvited();
  return { tender, inv };
}

function view(deps: Deps, tender: Tender, inv: InvitationRow): PubOffer {
  const language = LanguageSchema.catch('de').parse(inv.language);
  const prices = new Map(parsePrices(inv.prices).map((p) => [p.id, p.price]));
  const own = inv.sum === null ? null : Number(inv.sum);
  return {
    task: {
      id: inv.taskId,
      name: inv.taskName,
      note: inv.note,
      address: inv.address,
      deliveryDate: inv.deliveryDate,
      deadlineDate: inv.deadlineDate,
      state: inv.state as TaskStateValue,
      open: isOpen(deps, inv.state, inv.deadlineDate),
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
    supplierTask: { formats: tender.formats.map((f) => ({ id: f.id, price: prices.get(f.id) ?? null })), sum: own, submittedAt: inv.submittedAt },
    ...rank(own, tender.sums),
  };
}

/** The supplier's page opens: the invitation counts as clicked. */
export async function openOffer(deps: Deps, link: Link): Promise<PubOffer> {
  const { tender, inv } = await invitation(deps, link);
  // Written once: a read that writes would make every later page view wait for the disk.
  if (inv.clickedAt === null) {
    inv.clickedAt = Date.now();
    await markClicked(deps.db, link.taskId, link.supplierId, inv.clickedAt);
  }
  return view(deps, tender, inv);
}

/** One price per format of the task, in the task's order; 400 for an unknown, repeated or missing one. */
function pricesFor(formats: TaskFormat[], entries: { id: string; price: number }[]): PriceEntry[] {
  const ids = new Set(formats.map((f) => f.id));
  const given = new Map<string, number>();
  entries.forEach((e, i) => {
    if (!ids.has(e.id) || given.has(e.id)) throw badRequest('UNKNOWN_FORMAT', 'This format is not part of the task.', `formats.${i}.id`);
    given.set(e.id, e.price);
  });
  if (given.size !== ids.size) throw badRequest('PRICE_MISSING', 'Enter a price for every format.', 'formats');
  return formats.map((f) => ({ id: f.id, price: given.get(f.id)! }));
}

/** Why an invitation takes no offer now, or null when it does (offer-writer.ts asks, in its transaction). */
export function refusalOf(deps: Pick<Deps, 'config'>, inv: InvitationRow | undefined): AppError | null {
  if (!inv || inv.deletedAt !== null) return notInvited();
  if (inv.state >= TaskState.done) return conflict('OFFER_ENDED', 'An offer has been accepted; the tender has ended.');
  if (!isOpen(deps, inv.state, inv.deadlineDate)) return conflict('OFFER_EXPIRED', 'The offer deadline has passed.');
  return null;
}

/**
 * Stores a submission as the current offer and in the history; the offer writer checks state and deadline
 * in the transaction that writes. The formats come from the cache: they are frozen once anyone is invited.
 */
export async function submitOffer(deps: Deps, link: Link, entries: { id: string; price: number }[]): Promise<PubOffer> {
  const prices = pricesFor((await invitation(deps, link)).tender.formats, entries);
  const offer = { id: randomUUID(), taskId: link.taskId, supplierId: link.supplierId, prices, sum: prices.reduce((total, p) => total + p.price, 0), at: Date.now() };
  await deps.offers.store(offer);
  deps.tenders.offerStored(link.taskId, link.supplierId, { prices: JSON.stringify(prices), sum: offer.sum, submittedAt: offer.at });
  const { tender, inv } = await invitation(deps, link);
  return view(deps, tender, inv);
}
