import type { Multipart } from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import { PREVIEW_SUPPLIER } from '../../../shared/offer-link.ts';
import type { PubInvoice } from '../../../shared/schemas/invoices.ts';
import { offerRefusal, TaskState } from '../../../shared/task-state.ts';
import { isOfferToken } from '../../auth/offer-token.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, refused } from '../../errors.ts';
import { discard, storageKey } from '../../storage/storage.ts';
import { findSupplierTasks } from '../invitations/index.ts';
import { notifyTask } from '../notifications/index.ts';
import { currencyOf, readTaskById, type TaskRow } from '../tasks/index.ts';
import { orderFacts } from './check.service.ts';
import { readUpload, streamOf } from './invoice-upload.ts';
import { awardsOf, insertInvoice, listSupplierInvoices } from './invoices.queries.ts';

type UploadDeps = Pick<Deps, 'db' | 'config' | 'storage' | 'outbox'>;

/** The printshop's link: the task, the printshop, the token its page sends (OFFER_TOKEN_HEADER). */
export type Link = { taskId: string; supplierId: string; token: string | undefined };

/** A wrong, expired or foreign link gets the answer an uninvited printshop gets: it tells nothing. */
const notInvited = () => refused(offerRefusal(undefined, '')!);

/** The task of a valid link to a printshop still invited (and not deleted); 404 NOT_INVITED otherwise. */
async function linkedTask(deps: Pick<Deps, 'db' | 'config'>, link: Link): Promise<TaskRow> {
  if (link.supplierId === PREVIEW_SUPPLIER) throw notInvited();
  if (!isOfferToken(deps.config.appSecret, link.taskId, link.supplierId, link.token)) throw notInvited();
  const task = await readTaskById(deps.db, link.taskId);
  const invitation = task && (await findSupplierTasks(deps.db, task.id)).find((i) => i.supplierId === link.supplierId);
  if (!task || !invitation || invitation.supplierDeleted) throw notInvited();
  return task;
}

/** 409 unless the task is awarded and the printshop won some of it (as deliveries refuse). */
async function assertWinner(deps: Pick<Deps, 'db'>, task: TaskRow, supplierId: string) {
  if (task.state !== TaskState.done)
    throw conflict('NOT_AWARDED', 'An invoice can be sent only once the order has been awarded.');
  if ((await awardsOf(deps.db, task.id, supplierId)).length === 0)
    throw conflict('NOT_A_WINNER', 'This printshop did not win this order; only its winners send invoices.');
}

const toPub = (r: Awaited<ReturnType<typeof listSupplierInvoices>>[number]): PubInvoice => ({
  id: r.id,
  number: r.number,
  issuedOn: r.issuedOn,
  currency: r.currency,
  gross: r.gross,
  status: r.status as PubInvoice['status'],
  reason: r.reason,
  fileName: r.fileName,
  uploadedAt: r.uploadedAt,
});

/** The invoices the printshop sent for this order, oldest first (its page lists them with a dispute's reason). */
export async function pubInvoices(deps: Pick<Deps, 'db' | 'config'>, link: Link): Promise<PubInvoice[]> {
  const task = await linkedTask(deps, link);
  return (await listSupplierInvoices(deps.db, task.id, link.supplierId)).map(toPub);
}

/**
 * A winning printshop sends its invoice (docs/product.md#invoices): read and checked before anything is stored
 * (400 for a file that is no invoice), then stored like a task's documents and recorded in one transaction that
 * notifies the task's owner and watchers. Several invoices per order are taken; credit notes are not.
 */
export async function uploadInvoice(
  deps: UploadDeps,
  link: Link,
  parts: AsyncIterable<Multipart> | undefined,
): Promise<PubInvoice[]> {
  const task = await linkedTask(deps, link);
  await assertWinner(deps, task, link.supplierId);
  if (!parts) throw badRequest('NO_FILE', 'Send the invoice as a multipart/form-data part named “file”.', 'file');
  const invoice = await readUpload(parts);
  const order = await orderFacts(deps.db, task, link.supplierId);
  const id = randomUUID();
  const key = storageKey(task.id, id);
  await deps.storage.put(key, streamOf(invoice.file.bytes));
  try {
    await deps.db.transaction().execute(async (trx) => {
      await insertInvoice(trx, {
        id,
        taskId: task.id,
        supplierId: link.supplierId,
        workspaceId: task.workspaceId,
        number: invoice.number,
        issuedOn: invoice.issuedOn,
        currency: invoice.currency ?? order?.currency ?? currencyOf(task),
        net: invoice.net,
        vat: invoice.vat,
        gross: invoice.gross,
        source: invoice.source,
        lines: JSON.stringify(invoice.lines),
        fileName: invoice.file.name,
        storageKey: key,
        sha256: invoice.file.sha256,
        status: 'received',
        reason: '',
        uploadedAt: Date.now(),
        decidedBy: null,
        decidedAt: null,
      });
      await notifyTask(deps, trx, { kind: 'invoice', taskId: task.id, supplierId: link.supplierId });
    });
  } catch (err) {
    await discard(deps.storage, [key]);
    throw err;
  }
  return (await listSupplierInvoices(deps.db, task.id, link.supplierId)).map(toPub);
}
