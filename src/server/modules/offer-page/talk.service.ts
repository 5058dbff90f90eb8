import type { z } from 'zod';
import { todayIn } from '../../../shared/dates.ts';
import type { LiveKind } from '../../../shared/live.ts';
import type { PubOffer } from '../../../shared/schemas/offers.ts';
import type { DeclineBodySchema, QuestionBodySchema } from '../../../shared/schemas/questions.ts';
import { offerRefusal, type Refusal } from '../../../shared/task-state.ts';
import { isOfferToken } from '../../auth/offer-token.ts';
import type { Executor } from '../../db/database.ts';
import { refused } from '../../errors.ts';
import { askQuestion } from '../questions/index.ts';
import { notifyTask } from '../notifications/index.ts';
import type { OfferPageDeps } from './offer-page-deps.ts';
import { pageAuction } from './page-auction.ts';
import { findSupplierTasksOf, markDeclined, type SupplierTaskRecord } from '../invitations/index.ts';
import { openSupplierTask, notInvited, view, type Link } from './offer-page.service.ts';

type TalkDeps = Pick<OfferPageDeps, 'db' | 'config' | 'tasks' | 'writer' | 'live' | 'outbox'>;

const declineClosed: Refusal = { code: 'DECLINE_CLOSED', message: 'Declining is possible only until the deadline.' };
const alreadyOffered: Refusal = {
  code: 'ALREADY_OFFERED',
  message: 'You have sent an offer; it stays valid. Change it on your page instead of declining.',
};

/**
 * Runs `write` with the printshop's openSupplierTask read in its transaction, the task row shared (an accept or
 * a cancellation cannot slip in between); then the page as the printshop now sees it. The task's tender is
 * read anew: its next page (this answer first) shows the change at once on this instance.
 */
async function talk(
  deps: TalkDeps,
  link: Link,
  kind: LiveKind,
  write: (ex: Executor, found: SupplierTaskRecord | undefined, today: string) => Promise<void>,
): Promise<PubOffer> {
  if (!isOfferToken(deps.config.appSecret, link.taskId, link.supplierId, link.token)) throw notInvited();
  const today = todayIn(deps.config.timeZone);
  await deps.db.transaction().execute(async (trx) => {
    const [found] = await findSupplierTasksOf(trx, [link]);
    await write(trx, found, today);
    // The owner and watchers hear of it in the same transaction (docs/product.md#notifications).
    await notifyTask(deps, trx, { kind: kind === 'question' ? 'question' : 'decline', ...link });
  });
  deps.outbox.poke();
  deps.tasks.forget(link.taskId);
  deps.live.publish(link.taskId, kind);
  const { cached, invitation } = await openSupplierTask(deps, link);
  return view(deps, cached, invitation, false, await pageAuction(deps, cached, link));
}

/** PUT /api/pub/tasks/{taskId}/{supplierId}/questions: while the tender takes offers. */
export const ask = (deps: TalkDeps, link: Link, body: z.output<typeof QuestionBodySchema>) =>
  talk(deps, link, 'question', (trx, found, today) => askQuestion(trx, found, today, body.text));

/**
 * POST /api/pub/tasks/{taskId}/{supplierId}/decline: a no-bid while the tender is open, until the deadline. A
 * printshop with an offer (current or to be confirmed) is refused: its offer stays, and it can change it, but
 * not withdraw it.
 */
export const decline = (deps: TalkDeps, link: Link, body: z.output<typeof DeclineBodySchema>) =>
  talk(deps, link, 'decline', async (trx, found, today) => {
    const no = offerRefusal(found, today);
    // Past the deadline is the decline's own refusal; a cancelled or awarded tender says so, as to an offer.
    if (no) throw refused(no.code === 'OFFER_EXPIRED' ? declineClosed : no);
    if (found!.offer || !(await markDeclined(trx, link, body.reason, Date.now()))) throw refused(alreadyOffered);
  });
