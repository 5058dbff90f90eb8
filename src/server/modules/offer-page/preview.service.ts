import { highestRevision } from '../../../shared/offer.ts';
import { PREVIEW_SUPPLIER, sampleName } from '../../../shared/offer-link.ts';
import type { PubOffer } from '../../../shared/schemas/offers.ts';
import { previewGrant, previewLink as signedLink, readPreviewToken } from '../../auth/preview-token.ts';
import type { Staff } from '../../auth/staff.ts';
import { notFound, refused } from '../../errors.ts';
import { offerRefusal } from '../../../shared/task-state.ts';
import { findTaskDocuments, previewDocuments } from '../files/index.ts';
import { findTaskQuestions, pubQuestions } from '../questions/index.ts';
import { assertTask, currenciesOf, findTaskFormats, findTaskRevisions, readTaskById } from '../tasks/index.ts';
import { buyingCompanyOfTask, findMembershipId, isTaskMember } from '../team/index.ts';
import type { OfferPageDeps } from './offer-page-deps.ts';
import { taskView } from './offer-page.service.ts';
import { amendmentsOf } from './task-cache.ts';

type PreviewDeps = Pick<OfferPageDeps, 'db' | 'config'>;

/**
 * The preview's link, which the task page opens: for a day, and only while the member who asked for it stays in
 * the workspace (docs/product.md#preview). The test mail carries one too.
 */
export async function previewLink(deps: PreviewDeps, staff: Staff, taskId: string) {
  await assertTask(deps.db, staff.workspace.id, taskId);
  const memberId = await findMembershipId(deps.db, staff.workspace.id, staff.user.id);
  if (!memberId) throw notFound('The task');
  return { url: signedLink(deps.config.baseUrl, deps.config.appSecret, taskId, previewGrant(memberId)) };
}

/**
 * The supplier's page as a sample printshop sees it, in the task's language, read-only and marked as a
 * preview; from the database, not the tender cache (the task may not be sent yet). A wrong or expired token, or
 * one whose member left the workspace: not invited, as for any wrong link.
 */
export async function previewOffer(deps: PreviewDeps, taskId: string, token: string | undefined): Promise<PubOffer> {
  const grant = readPreviewToken(deps.config.appSecret, taskId, token);
  const task =
    grant && (await isTaskMember(deps.db, taskId, grant.memberId)) ? await readTaskById(deps.db, taskId) : undefined;
  if (!task || !grant) throw refused(offerRefusal(undefined, '')!);
  const [formats, revisions, questions, documents, buyer] = await Promise.all([
    findTaskFormats(deps.db, taskId),
    findTaskRevisions(deps.db, taskId),
    findTaskQuestions(deps.db, taskId),
    findTaskDocuments(deps.db, taskId),
    buyingCompanyOfTask(deps.db, taskId),
  ]);
  const language = task.lang;
  return {
    task: taskView(
      { ...task, taskCurrency: task.currency },
      {
        formats,
        pricesRevision: highestRevision(formats),
        amendments: amendmentsOf(revisions),
        buyer,
        // Downloads of the preview are not counted (pub-files.service.ts); its links end with it.
        documents: previewDocuments(deps.config.appSecret, taskId, grant, documents),
      },
      language,
      false,
    ),
    timeZone: deps.config.timeZone,
    supplier: { id: PREVIEW_SUPPLIER, name: sampleName(language), language },
    preview: true,
    supplierTask: {
      formats: formats.map((f) => ({
        ...{ id: f.id, price: null, revision: null, count: null },
        ...{ scales: [], runOnPer1000: null, alternative: null },
      })),
      sum: null,
      submittedAt: null,
      terms: null,
      currency: currenciesOf(task).currencies[0]!,
      stale: false,
      staleFormats: [],
      complete: false,
      declined: null,
    },
    // The published questions and answers, as every printshop sees them.
    questions: pubQuestions(questions, PREVIEW_SUPPLIER),
    rank: null,
    formatRanks: [],
    partialOffers: 0,
    position: 0,
    percentage: 0,
    rankAt: null,
    rankUpdatesAt: null,
    unchanged: false,
    award: null,
    order: null,
    round: null,
    roundClosed: null,
    roundClosedOn: null,
    auction: null,
  };
}
