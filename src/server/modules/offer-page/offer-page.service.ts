import { randomUUID } from 'node:crypto';
import { readCertificateGroups, requirementOf } from '../../../shared/certificates.ts';
import { concerns } from '../../../shared/change-line.ts';
import { todayIn } from '../../../shared/dates.ts';
import { chooseFormatTexts } from '../../../shared/format-texts.ts';
import { specLines } from '../../../shared/spec-lines.ts';
import { deliveriesOf } from '../tasks/index.ts';
import { deliveryLines, versionsValue } from '../../../shared/split-lines.ts';
import { firstApiRank, formatPlaces, placeAmong, takenFor } from '../../../shared/ranking.ts';
import type { z } from 'zod';
import type { OfferBodySchema, PubOffer } from '../../../shared/schemas/offers.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import { inRound, isSealed, offerRefusal, offersOpen, TaskState } from '../../../shared/task-state.ts';
import { isOfferToken } from '../../auth/offer-token.ts';
import { badRequest, refused } from '../../errors.ts';
import { pubDocuments } from '../files/index.ts';
import { recordClick, type SupplierTaskRecord } from '../invitations/index.ts';
import { inTaskCurrency, standing, type Offer } from '../offers/index.ts';
import { acceptedFrom, DEFAULT_CURRENCY, isCurrency, type Currency } from '../../../shared/currencies.ts';
import { pubQuestions } from '../questions/index.ts';
import { changedMeanwhile } from './offer-writer.ts';
import type { OfferPageDeps } from './offer-page-deps.ts';
import type { TaskRow } from '../tasks/index.ts';
import type { Language } from '../../../shared/languages.ts';
import { answerOf, type Answer } from './page-answer.ts';
import { pageAuction } from './page-auction.ts';
import { readPageAuction } from '../auctions/index.ts';
import type { PubAuction } from '../../../shared/schemas/auctions.ts';
import { putOffer, putShown, type CachedTask } from './task-cache.ts';
import { roundOf } from './round-view.ts';
import { pricesFor, termsOf } from './submission.ts';

type OfferDeps = Pick<OfferPageDeps, 'db' | 'config' | 'tasks' | 'writer' | 'live'>;

export type Link = { taskId: string; supplierId: string; token: string | undefined };

/** A missing, wrong or foreign token and an uninvited supplier get this same answer; it reveals nothing. */
export const notInvited = () => refused(offerRefusal(undefined, '')!);

/** The task and the supplier's invitation to it, read through the cache. */
export async function openSupplierTask(
  deps: OfferDeps,
  link: Link,
): Promise<{ cached: CachedTask; invitation: SupplierTaskRecord }> {
  checkLink(deps, link);
  return readSupplierTask(deps, link);
}

function checkLink(deps: Pick<OfferDeps, 'config'>, link: Link): void {
  if (!isOfferToken(deps.config.appSecret, link.taskId, link.supplierId, link.token)) throw notInvited();
}

async function readSupplierTask(
  deps: OfferDeps,
  link: Link,
): Promise<{ cached: CachedTask; invitation: SupplierTaskRecord }> {
  let cached = await deps.tasks.get(link.taskId);
  // Invited after the tender was read: read it again.
  if (!cached?.supplierTasks.has(link.supplierId)) cached = await deps.tasks.get(link.taskId, { fresh: true });
  const invitation = cached?.supplierTasks.get(link.supplierId);
  if (!cached || !invitation || invitation.supplierDeleted) throw notInvited();
  return { cached, invitation };
}

type TaskFields = Pick<
  TaskRow,
  | 'id'
  | 'name'
  | 'note'
  | 'address'
  | 'deliveries'
  | 'deliveryDate'
  | 'deadlineDate'
  | 'state'
  | 'sealed'
  | 'lang'
  | 'requiredCertificates'
  | 'currencies'
> & {
  cancelMessage: string | null;
  /** The task's own currency (tasks.currency). */
  taskCurrency: string;
};

/** The currencies a printshop may quote in: the task's accepted ones, its own alone when it names none. */
const acceptedOf = (task: Pick<TaskFields, 'currencies' | 'taskCurrency'>) =>
  acceptedFrom(task.currencies, isCurrency(task.taskCurrency) ? task.taskCurrency : DEFAULT_CURRENCY);

/** What a printshop sees of a task, in its language: the fields, the formats, the amendments. */
export function taskView(
  task: TaskFields,
  cached: Pick<CachedTask, 'formats' | 'pricesRevision' | 'amendments' | 'buyer'> & {
    documents: PubOffer['task']['documents'];
  },
  language: Language,
  open: boolean,
): PubOffer['task'] {
  const { id, name, note, address, deliveryDate, deadlineDate, state } = task;
  return {
    ...{ id, name, note, address, deliveryDate, deadlineDate, state, open },
    sealed: Boolean(task.sealed),
    deliveries: deliveriesOf(task.deliveries),
    deliveryLines: deliveryLines(deliveriesOf(task.deliveries), cached.formats, language),
    ...requirementOf(readCertificateGroups(task.requiredCertificates)),
    pricesRevision: cached.pricesRevision,
    currencies: acceptedOf(task),
    // One that only adds or fixes another language's translation is not this printshop's (nor mailed to it).
    amendments: cached.amendments.filter((a) => concerns(a.changes, language)),
    documents: cached.documents,
    buyer: cached.buyer,
    cancelMessage: state === TaskState.cancelled ? task.cancelMessage : null,
    formats: cached.formats.map((f) => ({
      id: f.id,
      title: f.title,
      format: f.format,
      color: f.color,
      perforation: f.perforation,
      fold: f.fold,
      count: f.count,
      counts: f.counts,
      runOn: f.runOn,
      versions: f.versions,
      versionChangePrice: f.versionChangePrice,
      versionsText: versionsValue(f.versions, language),
      revision: f.revision,
      specLines: f.spec ? specLines(f.spec, language).map(({ label, value }) => ({ label, value })) : [],
      ...pageTexts(f, language, task.lang),
    })),
  };
}

/** A format's texts in the printshop's language, each missing one in the task's or another (docs/product.md#offer-page). */
function pageTexts(f: TaskFormat, language: Language, taskLanguage: Language) {
  const { weight, personalisation, description } = chooseFormatTexts(f, language, taskLanguage);
  return {
    weight: weight.text,
    personalisation: personalisation.text,
    description: description.text,
    fallbacks: { weight: weight.from, personalisation: personalisation.from, description: description.from },
  };
}

export function view(
  deps: OfferDeps,
  cached: CachedTask,
  invitation: SupplierTaskRecord,
  unchanged = false,
  auction: PubAuction | null = null,
): PubOffer {
  const language = invitation.language;
  const today = todayIn(deps.config.timeZone);
  const prices = new Map(invitation.offer?.prices.map((p) => [p.id, p]));
  const own = invitation.offer?.sum ?? null;
  const sealed = isSealed(invitation, today);
  // A printshop left out of a final round takes no more offers, one in it after its answer (docs/product.md#rounds).
  const answered = invitation.taskRound > 1 && invitation.roundAnswer !== null;
  const open = offersOpen(invitation, today) && inRound(invitation) && !answered;
  const s = invitation.offer && standing(invitation.offer, cached.formats);
  // Prices waiting to be confirmed have no place until they are; sealed bids have none before the opening.
  const current = invitation.offer && s && s.current.length > 0 && !sealed ? invitation.offer : null;
  const none = { price: null, revision: null, count: null, scales: [], runOnPer1000: null, alternative: null };
  const task = {
    ...invitation,
    id: invitation.taskId,
    name: invitation.taskName,
  };
  const places = current ? placesShown(cached, invitation, current, open) : null;
  return {
    task: taskView(
      task,
      {
        ...cached,
        documents: pubDocuments(deps.config.appSecret, invitation.taskId, invitation.supplierId, cached.documents),
      },
      language,
      open,
    ),
    timeZone: deps.config.timeZone,
    supplier: {
      id: invitation.supplierId,
      name: invitation.supplierName,
      language,
    },
    preview: false,
    supplierTask: {
      formats: cached.formats.map((f) => prices.get(f.id) ?? { id: f.id, ...none }),
      sum: own,
      submittedAt: invitation.offer?.submittedAt ?? null,
      terms: invitation.offer?.terms ?? null,
      currency: invitation.offer?.currency ?? acceptedOf(invitation)[0]!,
      stale: (s?.staleFormats.length ?? 0) > 0,
      staleFormats: s?.staleFormats ?? [],
      complete: s?.complete ?? false,
      declined: invitation.declined,
    },
    questions: pubQuestions(cached.questions, invitation.supplierId),
    rank: places?.rank ?? null,
    formatRanks: places?.formatRanks ?? [],
    partialOffers: sealed ? 0 : (places?.partialOffers ?? cached.partialOffers),
    ...firstApiRank(places?.rank ?? null),
    rankAt: places?.at ?? null,
    rankUpdatesAt: current && open ? (invitation.shown?.updatesAt ?? null) : null,
    unchanged,
    award:
      invitation.state === TaskState.done
        ? {
            // In the formats' order.
            won: cached.formats.flatMap((f) => {
              const a = cached.awards.find((x) => x.formatId === f.id && x.supplierId === invitation.supplierId);
              return a ? [{ formatId: f.id, count: a.count, price: Number(a.price), alternative: a.alternative }] : [];
            }),
            currency: invitation.offer?.currency ?? acceptedOf(invitation)[0]!,
          }
        : null,
    order: invitation.state === TaskState.done ? (cached.orders.get(invitation.supplierId) ?? null) : null,
    ...roundOf(invitation, cached, acceptedOf(invitation)[0]!, deps.config.timeZone),
    auction,
  };
}

/**
 * The places a current offer's page shows (docs/product.md#offers-and-ranks). While offers are taken: the
 * snapshot taken at the printshop's own last ranked change, never a count made now, so that reloading tells
 * nothing of how the others moved (none when it was taken for formats an amendment changed since). Once offers
 * are closed no change can probe, and an offer stored before snapshots existed has none: the places as they are.
 */
function placesShown(cached: CachedTask, invitation: SupplierTaskRecord, offer: Offer, open: boolean) {
  if (open && invitation.shown) {
    const shown = invitation.shown.rank;
    if (!shown) return { rank: null, formatRanks: [], partialOffers: 0, at: null };
    if (takenFor(shown, cached.formats)) {
      return {
        rank: shown.rank,
        formatRanks: shown.formatRanks,
        partialOffers: shown.partialOffers,
        at: invitation.shown.at,
      };
    }
    // Formats changed since: the places of those that did not still hold; no whole place until its next change.
    const same = new Set(cached.formats.filter((f) => shown.revisions[f.id] === f.revision).map((f) => f.id));
    const formatRanks = shown.formatRanks.filter((r) => same.has(r.formatId));
    return {
      rank: null,
      formatRanks,
      partialOffers: shown.partialOffers,
      at: formatRanks.length ? invitation.shown.at : null,
    };
  }
  // Placed among the others in the task's currency, at the task's rates (docs/product.md#currencies).
  const converted = inTaskCurrency(offer);
  const s = standing(converted, cached.formats);
  return {
    // A partial offer (or one waiting to confirm a format) ranks per format only, on its current prices.
    rank: placeAmong(s.complete ? s.landed : null, cached.sums),
    formatRanks: formatPlaces(
      { prices: s.current, delivery: converted.terms?.deliveryCost ?? null },
      cached.formatSums,
    ),
    partialOffers: cached.partialOffers,
    at: null,
  };
}

/**
 * The supplier's page opens: the invitation counts as clicked. A page opened before, of a tender the cache
 * holds (most reads before a deadline), is answered at once, without a promise (docs/decisions/024).
 */
export function openOffer(deps: OfferDeps, link: Link): Answer | Promise<Answer> {
  checkLink(deps, link);
  const cached = deps.tasks.peek(link.taskId);
  const invitation = cached?.supplierTasks.get(link.supplierId);
  if (cached && invitation && !invitation.supplierDeleted && invitation.clickedAt !== null)
    return cached.auction ? answerWithAuction(deps, cached, invitation) : answer(deps, cached, invitation);
  return openFirst(deps, link);
}

async function openFirst(deps: OfferDeps, link: Link): Promise<Answer> {
  const { cached, invitation } = await readSupplierTask(deps, link);
  // Written once: a read that writes would make every later page view wait for the disk.
  if (invitation.clickedAt === null) {
    invitation.clickedAt = Date.now();
    await recordClick(deps, link.taskId, link.supplierId, invitation.clickedAt);
  }
  return cached.auction ? answerWithAuction(deps, cached, invitation) : answer(deps, cached, invitation);
}

const answer = (deps: OfferDeps, cached: CachedTask, invitation: SupplierTaskRecord) =>
  answerOf(cached, invitation, todayIn(deps.config.timeZone), () => view(deps, cached, invitation));

/** A task with an auction: its state read from the database, so that a bid on any instance shows at once. */
async function answerWithAuction(deps: OfferDeps, cached: CachedTask, invitation: SupplierTaskRecord) {
  const auction = await readPageAuction(deps.db, invitation.taskId);
  const own = auction?.of(invitation.supplierId) ?? null;
  const build = () => view(deps, cached, invitation, false, own);
  return answerOf(cached, invitation, todayIn(deps.config.timeZone), build, auction?.key);
}

/**
 * Verifies the link, prices the submission against the tender's formats (frozen once anyone is invited),
 * stores it (the writer checks state and deadline in the transaction that writes) and answers from the
 * same tender with the offer in it.
 */
export async function submitOffer(
  deps: OfferDeps,
  link: Link,
  body: z.output<typeof OfferBodySchema>,
  /** A bid in the task's live auction (bid.service.ts). */
  bid = false,
): Promise<PubOffer> {
  const { cached, invitation } = await openSupplierTask(deps, link);
  // The first API's one number for all formats: the highest revision (a page now names each price's).
  if (body.revision !== undefined && body.revision !== cached.pricesRevision) throw refused(changedMeanwhile);
  const keepOthers = body.keepOthers ?? false;
  const currency = offerCurrency(invitation, body.currency, keepOthers);
  const { taskId, supplierId } = link;
  const at = Date.now();
  const outcome = await deps.writer.store({
    id: randomUUID(),
    taskId,
    supplierId,
    prices: pricesFor(cached.formats, body.formats),
    terms: keepOthers && body.terms === undefined ? undefined : termsOf(body.terms),
    keepOthers,
    currency,
    at,
    bid,
  });
  const offer = outcome.offer;
  if (outcome.changed && offer) {
    deps.tasks.offerStored(taskId, supplierId, offer, outcome.shown);
    // The cache put it into the tender it holds now; one it replaced meanwhile gets it here.
    if (invitation.offer !== offer) putOffer(cached, supplierId, offer, outcome.shown);
  } else if (outcome.shown && outcome.shown.at === at) {
    // The same offer again, and a place the limit had held back is taken now.
    deps.tasks.shownStored(taskId, supplierId, outcome.shown);
    if (invitation.shown !== outcome.shown) putShown(cached, supplierId, outcome.shown);
  }
  return view(deps, cached, invitation, !outcome.changed, await pageAuction(deps, cached, link));
}

/**
 * The currency of a submission: the one it names, else the current offer's, else the task's first; one the task
 * accepts (400 CURRENCY_NOT_ACCEPTED). Prices it keeps (`keepOthers`) are in the current offer's, so it stays.
 */
function offerCurrency(invitation: SupplierTaskRecord, named: Currency | undefined, keepOthers: boolean): Currency {
  const accepted = acceptedOf(invitation);
  const current = invitation.offer?.currency ?? null;
  const currency = named ?? current ?? accepted[0]!;
  if (!accepted.includes(currency)) {
    throw badRequest('CURRENCY_NOT_ACCEPTED', `The request accepts offers in ${accepted.join(', ')}.`, 'currency');
  }
  if (keepOthers && invitation.offer && currency !== (current ?? accepted[0])) {
    throw badRequest(
      'CURRENCY_NOT_ACCEPTED',
      'Send every price again to change the currency of your offer.',
      'currency',
    );
  }
  return currency;
}
