import type { OrderJob, Proof } from '../../../shared/schemas/orders.ts';
import type { Staff } from '../../auth/staff.ts';
import { offerLink } from '../../auth/offer-token.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { bytesOf } from '../files/index.ts';
import { notifyTask } from '../notifications/index.ts';
import { assertTask, changeTask } from '../tasks/index.ts';
import { supplierSender } from '../team/index.ts';
import { apiJob, readJobs } from './jobs.ts';
import { jobMail } from './job.mail.tsx';
import { decideProof, findOrder, findProof, findProofs, formatTitle } from './orders.queries.ts';

type OrderDeps = Pick<Deps, 'db' | 'config' | 'outbox' | 'taskChanges'>;

const missingProof = () => notFound('The proof');

/** `GET /api/tasks/{id}/orders`: each winner's job, its state read from what happened (404 across workspaces). */
export async function taskOrders(deps: Pick<Deps, 'db'>, staff: Staff, taskId: string): Promise<OrderJob[]> {
  await assertTask(deps.db, staff.workspace.id, taskId);
  return (await readJobs(deps.db, taskId)).map(apiJob);
}

type Decision = { status: 'approved' } | { status: 'changes'; comment: string };

/**
 * The buyer approves a proof or asks for changes with a comment: only the last version of its format, and only
 * while it waits (409 PROOF_SUPERSEDED, PROOF_DECIDED). In one transaction the decision, the audit trail, the
 * owner's and watchers' notifications and the printshop's mail in its language, with its page's link.
 */
export async function decide(
  deps: OrderDeps,
  staff: Staff,
  taskId: string,
  proofId: string,
  decision: Decision,
): Promise<Proof> {
  await changeTask(deps, staff.workspace.id, taskId, 'job', async (trx, { row: task }) => {
    const proof = await findProof(trx, taskId, proofId);
    if (!proof) throw missingProof();
    const versions = (await findProofs(trx, taskId)).filter(
      (p) => p.supplierId === proof.supplierId && p.formatId === proof.formatId,
    );
    if (versions.some((p) => p.version > proof.version)) {
      throw conflict('PROOF_SUPERSEDED', 'A newer version of this proof was uploaded: decide on that one.');
    }
    if (proof.status !== 'pending') throw conflict('PROOF_DECIDED', 'This proof was already approved or returned.');
    const comment = decision.status === 'changes' ? decision.comment : '';
    await decideProof(trx, proofId, {
      status: decision.status,
      comment,
      decidedBy: staff.user.id,
      decidedAt: Date.now(),
    });
    const format = await formatTitle(trx, taskId, proof.formatId);
    const kind = decision.status === 'approved' ? 'proof-approved' : 'proof-changes';
    const about = { taskId, supplierId: proof.supplierId };
    await recordEvent(trx, { staff, ...about, kind, subject: format, count: proof.version });
    await notifyTask(deps, trx, { kind, ...about, count: proof.version, message: format });
    const order = await findOrder(trx, taskId, proof.supplierId);
    if (!order) return;
    const sender = await supplierSender(trx, taskId, staff.user.email);
    const content = jobMail({
      kind: decision.status,
      supplier: { name: order.name, contactPerson: order.contactPerson, language: order.language },
      task: task.name,
      order: order.number,
      format,
      comment,
      link: offerLink(deps.config.baseUrl, deps.config.appSecret, taskId, proof.supplierId),
      buyer: sender.buyer.name,
    });
    const mail = { kind: 'proof-decision' as const, to: order.email, workspaceId: staff.workspace.id, ...about };
    await deps.outbox.enqueue(trx, { ...mail, ...content, ...sender.headers });
  });
  const decided = (await readJobs(deps.db, taskId)).flatMap((j) => j.proofs).find((p) => p.id === proofId);
  return decided!;
}

/** A proof's bytes for staff of the task's workspace, served like a document (files/file-reply.ts). */
export async function openProof(deps: Pick<Deps, 'db' | 'storage'>, staff: Staff, taskId: string, proofId: string) {
  await assertTask(deps.db, staff.workspace.id, taskId);
  const proof = await findProof(deps.db, taskId, proofId);
  if (!proof) throw missingProof();
  return bytesOf(deps, { ...proof, type: 'application/pdf' as const }, missingProof);
}
