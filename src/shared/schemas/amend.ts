import { z } from 'zod';
import { issue } from '../validation.ts';
import { AcceptedCurrenciesSchema, RatesSchema } from './currencies.ts';
import { DeliveriesSchema } from './delivery-split.ts';
import { checkCounts, IsoDateSchema, MAX_TASK_FORMATS, TaskFormatInputSchema } from './tasks.ts';

const text = (max: number) => z.string().trim().max(max, issue('tooLong', { max }));
const required = (max: number) => text(max).min(1, issue('required'));

/** The version a change was made on: a task read carries it; an older one is refused with 409 TASK_CHANGED. */
export const VersionSchema = z.number().int().min(1);

/**
 * An amendment of a sent task (state 50): what changes, the buyer's message to every invited printshop.
 * Absent fields stay; `formats` replaces the list (formats with their id are kept, without one are new); `rates`
 * merges into the task's.
 */
export const AmendBodySchema = z.object({
  version: VersionSchema,
  message: text(4000).default(''),
  deadlineDate: IsoDateSchema.optional(),
  deliveryDate: IsoDateSchema.optional(),
  address: required(1000).optional(),
  note: text(4000).optional(),
  formats: z
    .array(TaskFormatInputSchema)
    .min(1, issue('required'))
    .max(MAX_TASK_FORMATS, issue('tooMany', { max: MAX_TASK_FORMATS }))
    .superRefine(checkCounts)
    .optional(),
  /**
   * Rates changed or set (the others stay): offers stay current and are weighed at them at once. A currency newly
   * accepted in `currencies` needs one (409 RATE_MISSING); an accepted currency cannot be dropped.
   */
  rates: RatesSchema.optional(),
  currencies: AcceptedCurrenciesSchema.optional(),
  /**
   * The delivery addresses (docs/product.md#delivery-addresses), replaced whole; absent: kept, less the formats the
   * amendment removes. With any, each format's counts add up to its quantity (400 DELIVERY_COUNTS).
   */
  deliveries: DeliveriesSchema.optional(),
});
export type AmendBody = z.infer<typeof AmendBodySchema>;

/**
 * What printshops were invited to stays (docs/product.md#amendments): an amendment naming one of these task
 * fields is refused at it, not silently left out.
 */
export const notAmendable = Object.fromEntries(
  ['name', 'lettershop', 'lang', 'awardDate', 'sealed', 'requiredCertificates', 'certificateGroups'].map((key) => [
    key,
    issue('notAmendable'),
  ]),
);

export const CancelBodySchema = z.object({ message: text(4000).default('') });
export type CancelBody = z.infer<typeof CancelBodySchema>;
