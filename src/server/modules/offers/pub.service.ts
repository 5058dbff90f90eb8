import { randomUUID } from 'node:crypto';
import { todayIn } from '../../../shared/dates.ts';
import { LanguageSchema } from '../../../shared/languages.ts';
import { rank } from '../../../shared/ranking.ts';
import type { PubOffer } from '../../../shared/schemas/offers.ts';
import { TaskState, type TaskStateValue } from '../../../shared/task-state.ts';
import { isOfferToken } from '../../auth/offer-token.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, conflict } from '../../errors.ts';
import type { Executor } from '../mail/outbox.queries.ts';
import { findTaskFormats } from '../tasks/tasks.queries.ts';
import { findInvitation, markClicked, offerSums, parsePrices, saveOffer } from './offers.queries.ts';

/** A missing, wrong or foreign token and an uninvited supplier get this same answer; it reveals nothing. */
const notInvited = () => new AppError(404, 'NOT_INVITED', 'Sie wurden nicht eingeladen');

type Link = { taskId: string; supplierId: string; token: string | undefined };

function isOpen(deps: Deps, state: number, deadline: string | null): boolean {
  return state < TaskState.done && (deadline === null || todayIn(deps.config.timeZone) <= deadline);
}

async function invitation(deps: Deps, ex: Executor, link: Link, lock = false) {
  if (!isOfferToken(deps.config.appSecret, link.taskId, link.supplierId, link.token)) throw notInvited();
  const found = await findInvitation(ex, link.taskId, link.supplierId, lock ? deps.dbKind : undefined);
  if (!found || found.deletedAt !== null) throw notInvited();
  return found;
}

async function view(deps: Deps, link: Link, inv: Invitation): Promise<PubOffer> {
  const [formats, sums] = await Promise.all([findTaskFormats(deps.db, link.taskId), offerSums(deps.db, link.taskId)]);
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
      formats: formats.map((f) => ({
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
    supplierTask: { formats: formats.map((f) => ({ id: f.id, price: prices.get(f.id) ?? null })), sum: own, submittedAt: inv.submittedAt },
    ...rank(own, sums),
  };
}

type Invitation = Awaited<ReturnType<typeof invitation>>;

/** The supplier's page opens: the invitation counts as clicked. */
export async function openOffer(deps: Deps, link: Link): Promise<PubOffer> {
  const inv = await invitation(deps, deps.db, link);
  // Written once: a read that writes would make every later page view wait for the disk.
  if (inv.clickedAt === null) await markClicked(deps.db, link.taskId, link.supplierId, Date.now());
  return view(deps, link, inv);
}

/** Stores a submission as the current offer and in the history, checking state and deadline in the same transaction. */
export async function submitOffer(deps: Deps, link: Link, entries: { id: string; price: number }[]): Promise<PubOffer> {
  const stored = await deps.db.transaction().execute(async (trx) => {
    const inv = await invitation(deps, trx, link, true);
    if (inv.state >= TaskState.done) throw conflict('OFFER_ENDED', 'An offer has been accepted; the tender has ended.');
    if (!isOpen(deps, inv.state, inv.deadlineDate)) throw conflict('OFFER_EXPIRED', 'The offer deadline has passed.');
    const formatIds = (await findTaskFormats(trx, link.taskId)).map((f) => f.id);
    const seen = new Set<string>();
    entries.forEach((e, i) => {
      if (!formatIds.includes(e.id) || seen.has(e.id)) throw badRequest('UNKNOWN_FORMAT', 'This format is not part of the task.', `formats.${i}.id`);
      seen.add(e.id);
    });
    if (seen.size !== formatIds.length) throw badRequest('PRICE_MISSING', 'Enter a price for every format.', 'formats');
    const prices = formatIds.map((id) => ({ id, price: entries.find((e) => e.id === id)!.price }));
    const sum = prices.reduce((total, p) => total + p.price, 0);
    const at = Date.now();
    await saveOffer(trx, { id: randomUUID(), taskId: link.taskId, supplierId: link.supplierId, workspaceId: inv.workspaceId, prices, sum, at });
    return { ...inv, prices: JSON.stringify(prices), sum, submittedAt: at };
  });
  return view(deps, link, stored);
}
