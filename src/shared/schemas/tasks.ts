import { TaskAuctionSchema } from './auctions.ts';
import { z } from 'zod';
import { isIsoDate } from '../dates.ts';
import { StaffLanguageSchema } from './languages.ts';
import { MAX_SCALES } from '../quantities.ts';
import { issue } from '../validation.ts';
import { ScoringWeightsSchema } from './scoring.ts';
import { NextSchema } from './common.ts';
import { CertificateGroupsSchema, RequiredCertificatesSchema } from './certificates.ts';
import { FormatInputSchema, VersionSchema } from './formats.ts';
import { versionsTotal } from '../versions.ts';
import { SpecSchema } from './spec.ts';
import { checkAmount } from '../money.ts';
import { AcceptedCurrenciesSchema, CurrencySchema, RatesOutSchema, RatesSchema } from './currencies.ts';
import { RevisionSchema } from './revisions.ts';
import { DeliveriesSchema, DeliverySchema } from './delivery-split.ts';

/** A calendar date in the API: YYYY-MM-DD, a real day. */
export const IsoDateSchema = z.string().refine((v) => isIsoDate(v), issue('isoDate'));

const text = (max: number) => z.string().trim().max(max, issue('tooLong', { max }));
const required = (max: number) => text(max).min(1, issue('required'));

export const MAX_COUNT = 100_000_000;

/**
 * An amount staff set in the workspace currency (a budget, an approval limit): a number or a decimal string, more than 0, at
 * most two decimals; parsed to cents.
 */
export const PositiveAmountSchema = z.union([z.number(), z.string().max(30)]).transform((v, ctx) => {
  const { cents, problem } = checkAmount(v);
  if (problem) {
    ctx.addIssue({
      code: 'custom',
      message: issue(problem === 'zero' || problem === 'negative' ? 'priceZero' : 'price'),
    });
    return z.NEVER;
  }
  return cents;
});
export const MAX_TASK_FORMATS = 50;

const quantity = z
  .number({ error: issue('wholeNumber') })
  .int(issue('wholeNumber'))
  .max(MAX_COUNT, issue('tooLarge', { max: MAX_COUNT }));

/** Further quantities to price beside the count: whole numbers of at least 1, ascending, each once. */
export const CountsSchema = z
  .array(quantity.min(1, issue('tooSmall', { min: 1 })))
  .max(MAX_SCALES, issue('tooMany', { max: MAX_SCALES }))
  .refine((counts) => counts.every((c, i) => i === 0 || c > counts[i - 1]!), issue('quantities'));

/**
 * A format copied into a task: its own id (prices refer to it), its count (the quantity that ranks),
 * further quantities and run-on to price too, and the texts of three languages.
 */
export const TaskFormatInputSchema = FormatInputSchema.extend({
  /** Absent for a format added in this change; the server gives it an id. */
  id: z.string().max(100).optional(),
  count: quantity.min(1, issue('tooSmall', { min: 1 })),
  counts: CountsSchema.default([]),
  /**
   * Ask for a price per version change beside the price for the whole (docs/product.md#versions). Absent: kept
   * (false on a new format).
   */
  versionChangePrice: z.boolean().optional(),
  /** Ask for a price per additional 1,000 pieces. */
  runOn: z.boolean().default(false),
  /** The stored format it was copied from: its price history follows this format. Null for a free one. */
  formatId: z.string().max(100).nullable().optional(),
  /** As the task's read gives it, so that a format read can be sent back; the server decides it (TaskFormatSchema). */
  revision: z.number().int().optional(),
});

/**
 * The further quantities must not repeat the count, and a format with versions counts their sum (checked on the
 * list: a format's schema is extended). A count other than the versions' sum is refused, not derived: the buyer
 * typed both, and one of them is wrong (docs/decisions/033).
 */
export function checkCounts(
  formats: readonly { count: unknown; counts: readonly unknown[]; versions?: readonly { count: number }[] }[],
  ctx: z.RefinementCtx,
) {
  formats.forEach((f, i) => {
    if (f.counts.includes(f.count)) ctx.addIssue({ code: 'custom', path: [i, 'counts'], message: issue('quantities') });
    const sum = versionsTotal(f.versions ?? []);
    if (sum > 0 && sum !== f.count) {
      ctx.addIssue({ code: 'custom', path: [i, 'count'], message: issue('versionsSum', { sum }) });
    }
  });
}

export const TaskFormatSchema = TaskFormatInputSchema.extend({
  id: z.string(),
  spec: SpecSchema.nullable(),
  versions: z.array(VersionSchema),
  versionChangePrice: z.boolean(),
  formatId: z.string().nullable(),
  /**
   * 1 when added; raised by each amendment that changes what is priced of it (quantities, run-on, spec): a price
   * answers one revision, and one for an earlier revision waits to be confirmed (src/shared/offer.ts).
   */
  revision: z.number().int(),
});
export type TaskFormat = z.infer<typeof TaskFormatSchema>;

const taskFields = {
  name: required(200),
  /** To the printshops; optional (issue 45): '' for none. */
  note: text(4000),
  address: required(1000),
  /** Who receives the print for mailing; optional: '' for none. */
  lettershop: text(1000),
  deliveryDate: IsoDateSchema.nullable(),
  deadlineDate: IsoDateSchema.nullable(),
  /** When the award is planned: offers valid for less long are flagged in the comparison. */
  awardDate: IsoDateSchema.nullable(),
  lang: StaffLanguageSchema,
  /** Sealed bids: no price reaches staff, nor a rank the printshops, before the deadline day is over. */
  sealed: z.boolean(),
  /**
   * The company the task buys for: one of `GET /api/companies`; null: the workspace's buying company. Absent on
   * an update: unchanged, so clients that do not know it keep it.
   */
  companyId: z.string().min(1).max(100).nullable(),
  /**
   * What a printshop must hold, valid on the deadline day, to be invited (docs/product.md#certificates): groups of
   * kinds, each met by one certificate of any of its kinds (`[["FSC", "PEFC"], ["ISO 12647"]]`).
   */
  certificateGroups: CertificateGroupsSchema,
  /** Kinds each required alone: groups of one. Not together with `certificateGroups` (400). */
  requiredCertificates: RequiredCertificatesSchema,
  /**
   * What the task may cost, in the workspace currency (a number or a decimal string, more than 0, two decimals at most); null:
   * none. Staff alone read it (docs/product.md#budget-and-approval).
   */
  budget: PositiveAmountSchema.nullable(),
  /**
   * The currencies printshops may quote in (docs/product.md#currencies), the task's own (the workspace's) among
   * them or not; each other one needs a rate before the task is sent. Absent on a new task: its own alone.
   */
  currencies: AcceptedCurrenciesSchema,
  /** `{ CZK: 0.04 }`: the task's currency per unit of each other accepted currency; a rate of none accepted is dropped. */
  rates: RatesSchema,
  /** The buyer's own purchase-order number: the order shows it beside its number (docs/product.md#orders). */
  poNumber: text(50),
  /**
   * Delivery addresses splitting each format's quantity (docs/product.md#delivery-addresses): with any, every
   * format's counts over them add up to its count (400 naming the format). Absent on an update: kept.
   */
  deliveries: DeliveriesSchema,
  /**
   * The weights of the offers' score in percent, adding up to 100 (docs/product.md#scoring). Absent on a new task:
   * the workspace's defaults (the price alone unless set); on an update: kept.
   */
  scoring: ScoringWeightsSchema,
  formats: z
    .array(TaskFormatInputSchema)
    .max(MAX_TASK_FORMATS, issue('tooMany', { max: MAX_TASK_FORMATS }))
    .superRefine(checkCounts),
};

/** A new task: what it leaves out is empty (no dates, no formats), in German, not sealed. */
export const TaskInputSchema = z.object({
  ...taskFields,
  note: taskFields.note.default(''),
  lettershop: taskFields.lettershop.default(''),
  deliveryDate: taskFields.deliveryDate.default(null),
  deadlineDate: taskFields.deadlineDate.default(null),
  awardDate: taskFields.awardDate.default(null),
  lang: taskFields.lang.default('de'),
  sealed: taskFields.sealed.optional(),
  companyId: taskFields.companyId.optional(),
  certificateGroups: taskFields.certificateGroups.optional(),
  requiredCertificates: taskFields.requiredCertificates.optional(),
  budget: taskFields.budget.optional(),
  currencies: taskFields.currencies.optional(),
  rates: taskFields.rates.optional(),
  poNumber: taskFields.poNumber.default(''),
  deliveries: taskFields.deliveries.optional(),
  scoring: taskFields.scoring.optional(),
  formats: taskFields.formats.default([]),
});
export type TaskInput = z.infer<typeof TaskInputSchema>;

export const TaskStateSchema = z.union([
  z.literal(0),
  z.literal(5),
  z.literal(10),
  z.literal(50),
  z.literal(90),
  z.literal(99),
]);

/** An invited printshop's current offer total in the task read (docs/product.md, REST contract). */
export const SupplierSumSchema = z.object({
  supplierId: z.string(),
  /** In cents; null without an offer, and for every printshop while the task is sealed and not yet open. */
  sum: z.number().int().nullable(),
});
export type SupplierSum = z.infer<typeof SupplierSumSchema>;

/**
 * A round of offers (docs/product.md#rounds): round 1 took everyone invited until its deadline (or until round 2
 * opened), round 2 the printshops chosen for it until its own.
 */
export const RoundSchema = z.object({
  number: z.number().int(),
  /** The printshops in the round (supplier ids). */
  suppliers: z.array(z.string()),
  deadlineDate: z.string().nullable(),
});
export type Round = z.infer<typeof RoundSchema>;

export const TaskSchema = z.object({
  id: z.string(),
  name: z.string(),
  note: z.string(),
  address: z.string(),
  lettershop: z.string(),
  deliveryDate: z.string().nullable(),
  deadlineDate: z.string().nullable(),
  awardDate: z.string().nullable(),
  lang: StaffLanguageSchema,
  sealed: z.boolean(),
  /** The company the task buys for (one of `GET /api/companies`); null: the workspace's buying company. */
  companyId: z.string().nullable(),
  /** What an invited printshop must hold, valid on the deadline day: groups of kinds, one of each group; empty: none. */
  certificateGroups: z.array(z.array(z.string())),
  /** The kinds required alone (the groups of one kind); a group of several is in `certificateGroups` only. */
  requiredCertificates: z.array(z.string()),
  /** What the task may cost, in the workspace currency; null: no budget. */
  budget: z.number().nullable(),
  /** The task's currency: the workspace's when the task was made. Its budget, rates and comparison are in it. */
  currency: CurrencySchema,
  /** The currencies printshops may quote in, first the one their page offers first. */
  currencies: z.array(CurrencySchema),
  /** The task's currency per unit of each other accepted currency. */
  rates: RatesOutSchema,
  /** The buyer's own purchase-order number; '' none. */
  poNumber: z.string(),
  /** Sealed and the deadline day not over: the day the offers open (the day after the deadline), else null. */
  opening: z.string().nullable(),
  formats: z.array(TaskFormatSchema),
  /** Delivery addresses, each with its date and its count per format (ids of `formats`); empty: the one `address`. */
  deliveries: z.array(DeliverySchema),
  /** The weights of the offers' score in percent; `{ price: 100, … 0 }` unless set. */
  scoring: z.object({ price: z.number(), leadTime: z.number(), quality: z.number(), certificates: z.number() }),
  state: TaskStateSchema,
  /** The accepted supplier, at state 99. */
  supplierId: z.string().nullable(),
  /** What keeps the task pending: field names and 'formats'. */
  missing: z.array(z.string()),
  testMailSentAt: z.number().nullable(),
  createdAt: z.number(),
  /** Raised by every change; send it back with an update or amendment (409 TASK_CHANGED when older). */
  version: z.number().int(),
  updatedAt: z.number(),
  /** Who changed the task last (a name), null until someone changed it after creating it. */
  changedBy: z.string().nullable(),
  /** The amendments after sending, oldest first. */
  revisions: z.array(RevisionSchema),
  /** The rounds once a best-and-final round opened, oldest first; empty while there is one round only. */
  rounds: z.array(RoundSchema),
  /** When and why the tender was cancelled (state 90). */
  cancelledAt: z.number().nullable(),
  cancelMessage: z.string().nullable(),
  /** Reminder settings (POST /api/tasks/{id}/reminders): days before the deadline, days after an unopened invitation; null: off. */
  remindDays: z.number().int().nullable(),
  unopenedDays: z.number().int().nullable(),
  /** One per invited printshop (the first API's name), oldest invitation first. */
  supplierTasks: z.array(SupplierSumSchema),
  /** The task's live reverse auction (docs/product.md#auctions), null without one. */
  auction: TaskAuctionSchema.nullable().default(null),
});
export type Task = z.infer<typeof TaskSchema>;

/**
 * An update of a task before sending: the fields it names change (null clears a date; `formats` replaces the
 * list, an empty one too), the others stay; and the version they were read at.
 */
export const TaskUpdateSchema = z
  .object(taskFields)
  .partial()
  .extend({ version: z.number().int().min(1).optional() });
export type TaskUpdate = z.infer<typeof TaskUpdateSchema>;

export const TaskSummarySchema = TaskSchema.pick({
  id: true,
  name: true,
  note: true,
  state: true,
  deadlineDate: true,
}).extend({
  formatCount: z.number().int(),
  /** Printshops invited. */
  invited: z.number().int(),
  /** Current offers, partial ones too; not those made before an amendment and not confirmed since. */
  offers: z.number().int(),
  /** The best total of the current offers, as on the dashboard; null without one or while sealed. */
  lowestSum: z.number().int().nullable(),
  /** Once awarded, what the award costs, each winner's delivery once; null before. */
  awarded: z.number().int().nullable(),
  /** Whole days from today (workspace time zone) to the offer deadline; negative when it passed. */
  daysLeft: z.number().int().nullable(),
  /** Sealed bids not open yet: the day they open. */
  opening: z.string().nullable(),
  /** The awarded printshops' names, several after a split award; empty before the award. */
  winners: z.array(z.string()),
  /** The task's currency: `lowestSum` and `awarded` are in it (docs/product.md#currencies). */
  currency: CurrencySchema,
  /** The task's round (docs/product.md#rounds): from 2 on, `deadlineDate` is the final round's. Absent: 1. */
  round: z.number().int().optional(),
});
export type TaskSummary = z.infer<typeof TaskSummarySchema>;

export const TaskListSchema = z.object({ items: z.array(TaskSummarySchema), next: NextSchema });
export type TaskList = z.infer<typeof TaskListSchema>;

/** A new task's presets: the configured delivery address, German, and the workspace's currency (its budget's). */
export const TaskDefaultsSchema = z.object({
  address: z.string(),
  lang: StaffLanguageSchema,
  currency: CurrencySchema,
});
export type TaskDefaults = z.infer<typeof TaskDefaultsSchema>;

/** A format of a task: POST /api/tasks/{id}/formats/{formatId}/store saves it as a stored format. */
export const TaskFormatParamsSchema = z.object({
  id: z.string().min(1).max(100),
  formatId: z.string().min(1).max(100),
});
