import { todayIn } from '../../../shared/dates.ts';
import { chooseFormatTexts } from '../../../shared/format-texts.ts';
import { specLines } from '../../../shared/spec-lines.ts';
import { deliveryLines, versionLines } from '../../../shared/split-lines.ts';
import { landedCost } from '../../../shared/landed-cost.ts';
import { taxed, taxFor } from '../../../shared/tax.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import type { Terms } from '../../../shared/schemas/offers.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { isCurrency } from '../../../shared/currencies.ts';
import { currencyOf, deliveriesOf, findTaskFormats, readTask, type TaskRow } from '../tasks/index.ts';
import { orderBuyerOfTask } from '../team/index.ts';
import { findTaskQuestions } from '../questions/index.ts';
import { findAwards, type NewAward } from './award.queries.ts';
import type { Deps } from '../../deps.ts';
import type { OrderDocument } from './order.pdf.tsx';
import type { PendingAttachment } from '../mail/index.ts';
import type { RenderJob } from '../../render/jobs.ts';
import { findAwarder, findOrderSupplier } from './order.queries.ts';
import { orderNumberOf } from './order-numbers.queries.ts';
import type { OrderData } from './order.mail.tsx';

type OrderDeps = Pick<Deps, 'db' | 'config' | 'renders'>;

/**
 * Who sends the order: the full name (the username while none is set) and title sign it; `askedBy`: the member
 * whose award the sender approved, null when the sender awarded it.
 */
type Sender = { name: string; title: string; email: string; signature: string; askedBy: string | null };

export const orderFileName = (number: string) => `${number}.pdf`;

export const senderOf = (staff: Staff, askedBy: string | null = null): Sender => ({
  name: staff.user.fullName || staff.user.username,
  title: staff.user.title,
  email: staff.user.email,
  signature: staff.user.signature,
  askedBy,
});

/** Who an approved order names besides its sender: the member who awarded and the approver. */
export const approvalOf = ({ askedBy, name }: Sender) =>
  askedBy === null ? null : { awardedBy: askedBy, approvedBy: name };

type Order = {
  sender: Sender;
  task: TaskRow;
  formats: TaskFormat[];
  supplierId: string;
  /** The task's awards; those of other printshops are left out. */
  awards: NewAward[];
};

const DAY_MS = 86_400_000;

/** The last day an offer is valid: its submission's day plus its valid days, in the workspace's time zone. */
const validUntil = (timeZone: string, submittedAt: number | null, terms: Terms | null) =>
  submittedAt === null || terms?.validDays == null
    ? null
    : todayIn(timeZone, new Date(submittedAt + terms.validDays * DAY_MS));

/**
 * What one printshop's order shows (docs/product.md#orders), each format's spec in the printshop's language (or
 * marked): its number, the lines and delivery with their tax (src/shared/tax.ts), what was agreed, the published
 * clarifications. The mail and the PDF are both made from it, so they say the same.
 */
export async function orderDocument(ex: Executor, deps: Pick<OrderDeps, 'config'>, order: Order) {
  const { task, supplierId, sender } = order;
  const { timeZone } = deps.config;
  const [supplier, buyer, number, questions] = await Promise.all([
    findOrderSupplier(ex, task.workspaceId, task.id, supplierId),
    orderBuyerOfTask(ex, task.id),
    orderNumberOf(ex, task.id, supplierId),
    findTaskQuestions(ex, task.id),
  ]);
  const awards = new Map(order.awards.filter((a) => a.supplierId === supplierId).map((a) => [a.formatId, a]));
  if (!supplier || awards.size === 0) return undefined;
  const { language, quoteNumber, deliveryCost, terms, submittedAt, country, currency, ...party } = supplier;
  const lines = order.formats.flatMap((f) => {
    const award = awards.get(f.id);
    if (!award) return [];
    const { count, price, alternative } = award;
    const { weight, personalisation, description } = chooseFormatTexts(f, language, task.lang);
    const spec = {
      ...{ format: f.format, color: f.color, perforation: f.perforation, fold: f.fold },
      ...{ weight: weight.text, personalisation: personalisation.text, description: description.text },
      fallbacks: { weight: weight.from, personalisation: personalisation.from, description: description.from },
      specLines: [
        ...(f.spec ? specLines(f.spec, language).map(({ label, value }) => ({ label, value })) : []),
        ...versionLines(f, language),
      ],
    };
    return [{ title: f.title, count, price: Number(price), alternative, spec }];
  });
  // Every amount below comes from these priced lines and the delivery once (src/shared/landed-cost.ts).
  const { total } = landedCost(
    lines.map((l, i) => ({ formatId: String(i), supplierId, count: l.count, price: l.price })),
    () => deliveryCost,
  );
  const tax = taxFor(buyer.company, { country, vatNumber: party.vatNumber });
  const awardedAt = Math.min(...[...awards.values()].map((a) => a.createdAt));
  const clarifications = questions
    .filter((q) => q.published && q.answer !== null && q.answeredAt !== null)
    .map((q) => ({ question: q.text, answer: q.answer!, date: todayIn(timeZone, new Date(Number(q.answeredAt))) }));
  return {
    language,
    number,
    poNumber: task.poNumber,
    date: todayIn(timeZone, new Date(awardedAt)),
    buyer: { company: buyer.company, sender: sender.name, email: sender.email },
    buyerLanguage: buyer.language,
    supplier: party,
    task: {
      ...{ name: task.name, address: task.address, lettershop: task.lettershop, deliveryDate: task.deliveryDate },
      // Each address with the counts of this printshop's formats (docs/product.md#delivery-addresses).
      deliveries: deliveryLines(
        deliveriesOf(task.deliveries),
        order.formats.filter((f) => awards.has(f.id)),
        language,
      ),
    },
    lines,
    quoteNumber,
    deliveryCost,
    total,
    currency: isCurrency(currency) ? currency : currencyOf(task),
    tax: { kind: tax.kind, rate: tax.rate, ...taxed(total, tax) },
    terms: {
      leadDays: terms?.leadDays ?? null,
      oversPercent: terms?.oversPercent ?? null,
      oversPer1000: terms?.oversPer1000 ?? null,
      validUntil: validUntil(timeZone, submittedAt, terms),
      note: terms?.note ?? '',
      paymentTerms: buyer.company.paymentTerms,
      invoiceAddress: buyer.company.invoiceAddress,
    },
    clarifications,
    signature: sender.signature,
    signatory: { name: sender.name, title: sender.title },
    approval: approvalOf(sender),
  } satisfies OrderDocument;
}

/** The order mail's content of a document: the same lines, amounts and facts as its PDF. */
export const mailDataOf = (doc: OrderDocument, supplierName: string): OrderData => ({
  ...doc,
  supplier: { name: supplierName, contactPerson: doc.supplier.contactPerson, language: doc.language },
  buyer: doc.buyer.company.name,
});

/**
 * A printshop's order as a PDF, for staff, made on a worker thread: 404 unless the workspace's task awarded it
 * something, 429 EXPORT_BUSY while the workspace has two exports going (docs/decisions/027).
 */
export async function orderPdf(deps: OrderDeps, staff: Staff, taskId: string, supplierId: string) {
  const task = await readTask(deps.db, staff.workspace.id, taskId);
  const [formats, awards, awarder] = await Promise.all([
    findTaskFormats(deps.db, taskId),
    findAwards(deps.db, taskId),
    findAwarder(deps.db, taskId),
  ]);
  // Awarded before the audit trail: the staff member asking signs.
  const sender = awarder ?? senderOf(staff);
  const order = { sender, task, formats, supplierId, awards };
  const doc = await orderDocument(deps.db, deps, order);
  if (!doc) throw notFound('The order');
  const job = { kind: 'order-pdf', input: doc } as const;
  return { name: orderFileName(doc.number), pdf: await deps.renders.now(staff.workspace.id, job) };
}

/**
 * A winner's order document, read in the award's transaction (awards and its number written), and the PDF its
 * order mail will carry: made after the commit, before the mail goes (docs/decisions/027).
 */
export async function orderAttachment(ex: Executor, deps: Pick<OrderDeps, 'config'>, order: Order) {
  const doc = await orderDocument(ex, deps, order);
  if (!doc) throw new Error(`No order for ${order.supplierId} in task ${order.task.id}`);
  const job: RenderJob = { kind: 'order-pdf', input: doc };
  const pdf: PendingAttachment = { filename: orderFileName(doc.number), contentType: 'application/pdf', job };
  return { doc, pdf };
}
