import { highestRevision } from '../../../shared/offer.ts';
import { PREVIEW_SUPPLIER, sampleName } from '../../../shared/offer-link.ts';
import type { PubOffer } from '../../../shared/schemas/offers.ts';
import { isOfferToken, offerLink } from '../../auth/offer-token.ts';
import type { Staff } from '../../auth/staff.ts';
import { refused } from '../../errors.ts';
import { offerRefusal } from '../../../shared/task-state.ts';
import { findTaskDocuments, pubDocuments } from '../files/index.ts';
import { findTaskQuestions, pubQuestions } from '../questions/index.ts';
import { assertTask, findTaskFormats, findTaskRevisions, readTaskById } from '../tasks/index.ts';
import { buyingCompanyOfTask } from '../team/index.ts';
import type { OfferPageDeps } from './offer-page-deps.ts';
import { taskView } from './offer-page.service.ts';
import { amendmentsOf } from './task-cache.ts';

type PreviewDeps = Pick<OfferPageDeps, 'db' | 'config'>;

/** The preview's link, signed like a printshop's: the task page opens it; the test mail carries it. */
export async function previewLink(deps: PreviewDeps, staff: Staff, taskId: string) {
  await assertTask(deps.db, staff.workspace.id, taskId);
  return { url: offerLink(deps.config.baseUrl, deps.config.appSecret, taskId, PREVIEW_SUPPLIER) };
}

/**
 * The supplier's page as a sample printshop sees it, in the task's language, read-only and marked as a
 * preview; from the database, not the tender cache (the task may not be sent yet). A wrong token: not invited.
 */
export async function previewOffer(deps: PreviewDeps, taskId: string, token: string | undefined): Promise<PubOffer> {
  const task = isOfferToken(deps.config.appSecret, taskId, PREVIEW_SUPPLIER, token)
    ? await readTaskById(deps.db, taskId)
    : undefined;
  if (!task) throw refused(offerRefusal(undefined, '')!);
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
      task,
      {
        formats,
        pricesRevision: highestRevision(formats),
        amendments: amendmentsOf(revisions),
        buyer,
        // Downloads of the preview are not counted (pub-files.service.ts).
        documents: pubDocuments(deps.config.appSecret, taskId, PREVIEW_SUPPLIER, documents),
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
  };
}
