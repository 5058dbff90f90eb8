import { todayIn } from '../../../shared/dates.ts';
import { chooseFormatTexts } from '../../../shared/format-texts.ts';
import { landedCost } from '../../../shared/landed-cost.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import type { Staff } from '../../auth/staff.ts';
import type { BuyingCompany } from '../../../shared/schemas/workspace.ts';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { isCurrency } from '../../../shared/currencies.ts';
import { currencyOf, findTaskFormats, readTask, type TaskRow } from '../tasks/index.ts';
import { buyingCompanyOfTask } from '../team/index.ts';
import { findAwards, type NewAward } from './award.queries.ts';
import type { Deps } from '../../deps.ts';
import type { OrderDocument } from './order.pdf.tsx';
import type { PendingAttachment } from '../mail/index.ts';
import type { RenderJob } from '../../render/jobs.ts';
import { findAwarder, findOrderSupplier } from './order.queries.ts';

type OrderDeps = Pick<Deps, 'db' | 'config' | 'renders'>;

/** Who sends the order; `askedBy`: the member whose award the sender approved, null when the sender awarded it. */
type Sender = { name: string; email: string; signature: string; askedBy: string | null };

/** The same for the mail's PDF and every later download: from the task and the printshop, not a counter. */
export const orderNumber = (taskId: string, supplierId: string) =>
  `PT-${taskId.slice(0, 8)}-${supplierId.slice(0, 4)}`.toUpperCase();

export const orderFileName = (taskId: string, supplierId: string) => `${orderNumber(taskId, supplierId)}.pdf`;

export const senderOf = (staff: Staff, askedBy: string | null = null): Sender => ({
  name: staff.user.username,
  email: staff.user.email,
  signature: staff.user.signature,
  askedBy,
});

/** Who an approved order names besides its sender: the member who awarded and the approver. */
export const approvalOf = ({ askedBy, name }: Sender) =>
  askedBy === null ? null : { awardedBy: askedBy, approvedBy: name };

type Order = {
  /** The company the task buys for: the letterhead (docs/product.md, Buying company). */
  buyer: BuyingCompany;
  sender: Sender;
  task: TaskRow;
  formats: TaskFormat[];
  supplierId: string;
  /** The task's awards; those of other printshops are left out. */
  awards: NewAward[];
};

/** What one printshop's order document shows, each format's spec in the printshop's language (or marked). */
export async function orderDocument(ex: Executor, deps: Pick<OrderDeps, 'config'>, order: Order) {
  const { task, supplierId, sender } = order;
  const supplier = await findOrderSupplier(ex, task.workspaceId, task.id, supplierId);
  const awards = new Map(order.awards.filter((a) => a.supplierId === supplierId).map((a) => [a.formatId, a]));
  if (!supplier || awards.size === 0) return undefined;
  const { language, quoteNumber, deliveryCost, currency, ...party } = supplier;
  const lines = order.formats.flatMap((f) => {
    const award = awards.get(f.id);
    if (!award) return [];
    const { count, price, alternative } = award;
    const { weight, personalisation, description } = chooseFormatTexts(f, language, task.lang);
    const spec = {
      ...{ format: f.format, color: f.color, perforation: f.perforation, fold: f.fold },
      ...{ weight: weight.text, personalisation: personalisation.text, description: description.text },
      fallbacks: { weight: weight.from, personalisation: personalisation.from, description: description.from },
    };
    return [{ title: f.title, count, price, alternative, spec }];
  });
  const { total } = landedCost(
    [...awards.values()].map((a) => ({ ...a, price: Number(a.price) })),
    () => deliveryCost,
  );
  const awardedAt = Math.min(...[...awards.values()].map((a) => a.createdAt));
  return {
    language,
    number: orderNumber(task.id, supplierId),
    date: todayIn(deps.config.timeZone, new Date(awardedAt)),
    buyer: { company: order.buyer, sender: sender.name, email: sender.email },
    supplier: party,
    task: { name: task.name, address: task.address, lettershop: task.lettershop, deliveryDate: task.deliveryDate },
    lines,
    quoteNumber,
    deliveryCost,
    total,
    currency: isCurrency(currency) ? currency : currencyOf(task),
    signature: sender.signature,
    approval: approvalOf(sender),
  } satisfies OrderDocument;
}

/**
 * A printshop's order as a PDF, for staff, made on a worker thread: 404 unless the workspace's task awarded it
 * something, 429 EXPORT_BUSY while the workspace has two exports going (docs/decisions/027).
 */
export async function orderPdf(deps: OrderDeps, staff: Staff, taskId: string, supplierId: string) {
  const task = await readTask(deps.db, staff.workspace.id, taskId);
  const [formats, awards, awarder, buyer] = await Promise.all([
    findTaskFormats(deps.db, taskId),
    findAwards(deps.db, taskId),
    findAwarder(deps.db, taskId),
    buyingCompanyOfTask(deps.db, task.id),
  ]);
  // Awarded before the audit trail: the staff member asking signs.
  const sender = awarder ?? senderOf(staff);
  const order = { buyer, sender, task, formats, supplierId, awards };
  const doc = await orderDocument(deps.db, deps, order);
  if (!doc) throw notFound('The order');
  const job = { kind: 'order-pdf', input: doc } as const;
  return { name: orderFileName(task.id, supplierId), pdf: await deps.renders.now(staff.workspace.id, job) };
}

/**
 * A winner's order as the PDF its order mail will carry: the document read in the award's transaction (awards
 * written), made into a PDF after the commit, before the mail goes (docs/decisions/027).
 */
export async function orderAttachment(
  ex: Executor,
  deps: Pick<OrderDeps, 'config'>,
  order: Order,
): Promise<PendingAttachment> {
  const doc = await orderDocument(ex, deps, order);
  if (!doc) throw new Error(`No order for ${order.supplierId} in task ${order.task.id}`);
  const job: RenderJob = { kind: 'order-pdf', input: doc };
  return { filename: orderFileName(order.task.id, order.supplierId), contentType: 'application/pdf', job };
}
