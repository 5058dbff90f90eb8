import { todayIn } from '../../../shared/dates.ts';
import type { PubOffer } from '../../../shared/schemas/offers.ts';
import { offerRefusal, roundAnswered, roundClosed } from '../../../shared/task-state.ts';
import { isOfferToken } from '../../auth/offer-token.ts';
import { refused } from '../../errors.ts';
import { findSupplierTasksOf } from '../invitations/index.ts';
import { answerRound } from '../offers/index.ts';
import type { OfferPageDeps } from './offer-page-deps.ts';
import { pageAuction } from './page-auction.ts';
import { notInvited, openSupplierTask, view, type Link } from './offer-page.service.ts';

type KeepDeps = Pick<OfferPageDeps, 'db' | 'config' | 'tasks' | 'writer' | 'live'>;

/**
 * POST /api/pub/tasks/{taskId}/{supplierId}/keep: a printshop in a final round answers it by keeping its offer as
 * it stands (docs/product.md#rounds). Refused as an offer would be (the round closed, the deadline passed, the
 * tender ended), without a final round (409 ROUND_CLOSED), and after its one answer (409 ROUND_ANSWERED).
 */
export async function keepOffer(deps: KeepDeps, link: Link): Promise<PubOffer> {
  if (!isOfferToken(deps.config.appSecret, link.taskId, link.supplierId, link.token)) throw notInvited();
  const today = todayIn(deps.config.timeZone);
  await deps.db.transaction().execute(async (trx) => {
    const [found] = await findSupplierTasksOf(trx, [link]);
    const no = offerRefusal(found, today);
    if (no) throw refused(no);
    if (found!.taskRound <= 1) throw refused(roundClosed(found!.round));
    if (!found!.offer || !(await answerRound(trx, link, 'kept'))) throw refused(roundAnswered);
  });
  deps.tasks.forget(link.taskId);
  deps.live.publish(link.taskId, 'offer');
  const { cached, invitation } = await openSupplierTask(deps, link);
  return view(deps, cached, invitation, false, await pageAuction(deps, cached, link));
}
