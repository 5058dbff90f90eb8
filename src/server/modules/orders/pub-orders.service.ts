import type { Multipart } from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { todayIn } from '../../../shared/dates.ts';
import { MAX_TASK_FILE_BYTES } from '../../../shared/schemas/files.ts';
import type { OrderConfirmInputSchema, ShipmentInputSchema } from '../../../shared/schemas/orders.ts';
import { offerRefusal, TaskState } from '../../../shared/task-state.ts';
import { isOfferToken } from '../../auth/offer-token.ts';
import type { Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, refused } from '../../errors.ts';
import { receive } from '../files/index.ts';
import { notifyTask } from '../notifications/index.ts';
import { changeTask, readTaskById, type TaskRow } from '../tasks/index.ts';
import { discard } from '../../storage/storage.ts';
import { pubOrderOf, readJobs, type Job } from './jobs.ts';
import { unapproved } from './order-state.ts';
import {
  confirmOrder,
  formatTitle,
  insertProof,
  insertShipment,
  isInvitedSupplier,
  lastProofVersion,
  proofBytes,
} from './orders.queries.ts';

type PubDeps = Pick<Deps, 'db' | 'config' | 'outbox' | 'taskChanges' | 'storage'>;
export type Link = { taskId: string; supplierId: string; token: string | undefined };

/** A wrong or foreign link, and a printshop no longer invited, get the answer its page gets: it tells nothing. */
const notInvited = () => refused(offerRefusal(undefined, '')!);

/**
 * The printshop's job through its page's signed link: 404 for a wrong link, 409 NOT_AWARDED before the award
 * and NOT_A_WINNER for a printshop that won nothing of it.
 */
async function openJob(ex: Executor, deps: Pick<Deps, 'config'>, link: Link): Promise<{ task: TaskRow; job: Job }> {
  if (!isOfferToken(deps.config.appSecret, link.taskId, link.supplierId, link.token)) throw notInvited();
  const task = await readTaskById(ex, link.taskId);
  if (!task || !(await isInvitedSupplier(ex, link.taskId, link.supplierId))) throw notInvited();
  if (task.state !== TaskState.done) throw conflict('NOT_AWARDED', 'The order has not been awarded.');
  const job = (await readJobs(ex, link.taskId)).find((j) => j.supplierId === link.supplierId);
  if (!job) throw conflict('NOT_A_WINNER', 'This order went to another printshop.');
  return { task, job };
}

const notConfirmed = () => conflict('ORDER_NOT_CONFIRMED', 'Confirm the order first.');

/**
 * A step of the printshop's job, in a transaction on the task (changeTask: locked, announced after the commit, so
 * that its page's cached read and the staff's pages read it anew); answers the order as its page shows it.
 */
async function step(deps: PubDeps, link: Link, work: (trx: Executor, opened: Opened) => Promise<void>) {
  const { task } = await openJob(deps.db, deps, link);
  await changeTask(deps, task.workspaceId, link.taskId, 'job', async (trx) =>
    work(trx, await openJob(trx, deps, link)),
  );
  return pubOrderOf((await openJob(deps.db, deps, link)).job);
}
type Opened = Awaited<ReturnType<typeof openJob>>;

/**
 * The printshop confirms its order with its reference and planned ship date (not in the past); confirming again
 * changes both. The owner and watchers hear of it; the audit trail reads it from the order (events module).
 */
export async function confirm(deps: PubDeps, link: Link, input: z.output<typeof OrderConfirmInputSchema>) {
  if (input.shipDate < todayIn(deps.config.timeZone))
    throw badRequest('INVALID', 'The planned ship date cannot be in the past.', 'shipDate');
  return step(deps, link, async (trx, { job }) => {
    const confirmedAt = job.confirmedAt ?? Date.now();
    await confirmOrder(trx, link.taskId, link.supplierId, { ...input, confirmedAt });
    const about = { taskId: link.taskId, supplierId: link.supplierId };
    await notifyTask(deps, trx, { kind: 'order-confirmed', ...about, message: input.reference });
  });
}

/**
 * A proof of one awarded format (multipart `formatId`, then `file`): a PDF, checked as documents are, stored
 * beside them; each upload the format's next version, pending the buyer's decision. 409 ORDER_NOT_CONFIRMED
 * before the confirmation; 400 UNKNOWN_FORMAT for a format not in the order; 400 FILE_TYPE_REFUSED for another
 * kind of file.
 */
export async function uploadProof(deps: PubDeps, link: Link, parts: AsyncIterable<Multipart> | undefined) {
  const { job } = await openJob(deps.db, deps, link);
  if (job.confirmedAt === null) throw notConfirmed();
  if (!parts) throw badRequest('NO_FILE', 'Send the proof as a multipart/form-data part named “file”.', 'file');
  const room = MAX_TASK_FILE_BYTES - (await proofBytes(deps.db, link.taskId));
  const { files } = await receive(deps.storage, parts, {
    taskId: link.taskId,
    formatIds: new Set(job.awarded),
    room,
  });
  const keys = files.map((f) => f.storageKey);
  try {
    const [file, ...more] = files;
    if (!file || more.length > 0) throw badRequest('BAD_REQUEST', 'Send one proof at a time.', 'file');
    if (file.formatId === null) throw badRequest('INVALID', 'formatId: Field is required', 'formatId');
    if (file.type !== 'application/pdf') {
      throw badRequest('FILE_TYPE_REFUSED', `${file.name}: a proof must be a PDF file.`, 'file', { name: file.name });
    }
    const formatId = file.formatId;
    return await step(deps, link, async (trx, { task }) => {
      const version = (await lastProofVersion(trx, link.taskId, link.supplierId, formatId)) + 1;
      await insertProof(trx, {
        ...{ id: file.id, taskId: link.taskId, supplierId: link.supplierId, workspaceId: task.workspaceId, formatId },
        ...{ version, name: file.name, size: file.size, sha256: file.sha256, storageKey: file.storageKey },
        ...{ status: 'pending', comment: '', uploadedAt: Date.now(), decidedBy: null, decidedAt: null },
      });
      const format = await formatTitle(trx, link.taskId, formatId);
      const about = { taskId: link.taskId, supplierId: link.supplierId };
      await notifyTask(deps, trx, { kind: 'proof-uploaded', ...about, count: version, message: format });
    });
  } catch (err) {
    await discard(deps.storage, keys);
    throw err;
  }
}

/**
 * The printshop reports a shipment: once confirmed (409 ORDER_NOT_CONFIRMED) and once every format whose proof
 * is asked has its last version approved (409 PROOF_PENDING naming them). Several shipments may be reported.
 */
export async function reportShipment(deps: PubDeps, link: Link, input: z.output<typeof ShipmentInputSchema>) {
  return step(deps, link, async (trx, { task, job }) => {
    if (job.confirmedAt === null) throw notConfirmed();
    const waiting = unapproved(job.facts);
    if (waiting.length > 0) {
      throw conflict('PROOF_PENDING', 'Every proof must be approved before the shipment.', {
        formats: waiting.join(','),
      });
    }
    const { taskId, supplierId } = link;
    await insertShipment(trx, {
      ...{ id: randomUUID(), taskId, supplierId, workspaceId: task.workspaceId, ...input },
      reportedAt: Date.now(),
    });
    await notifyTask(deps, trx, { kind: 'shipped', taskId, supplierId, message: input.carrier });
  });
}
