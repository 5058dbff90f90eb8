import { z } from 'zod';
import type { PRODUCTS } from '../spec-values.ts';
import { CurrencySchema } from './currencies.ts';
import { IsoDateSchema } from './tasks.ts';

/** The views of the spend page: per month of the award, per printshop, per product kind of the format. */
export const SPEND_VIEWS = ['month', 'supplier', 'product'] as const;
export type SpendView = (typeof SPEND_VIEWS)[number];

/** A format without a structured spec counts as this product kind, beside the spec's own "other". */
export const OTHER_PRODUCT = 'other' satisfies (typeof PRODUCTS)[number];

/** At most this many months in one period: ten years. */
export const MAX_SPEND_MONTHS = 120;

/**
 * `GET /api/spend` and `GET /api/spend/export`: the awards of the period (both days included, in the workspace's
 * time zone); without `from` and `to`, the last 12 months up to today.
 */
export const SpendQuerySchema = z.object({
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  by: z.enum(SPEND_VIEWS).default('month'),
});
export type SpendQuery = z.input<typeof SpendQuerySchema>;

export const SpendExportQuerySchema = SpendQuerySchema.extend({ format: z.enum(['csv', 'xlsx']).default('xlsx') });
export type SpendExportQuery = z.input<typeof SpendExportQuerySchema>;

/** A saving and how many tasks (or award lines) it was counted over; the saving is 0 when it counts none. */
const SavingSchema = z.object({ amount: z.number().int(), counted: z.number().int() });

/**
 * One row of a view, in one currency (a task keeps the currency the workspace had when it was made, so a period may
 * hold two). Amounts in minor units, the task's currency; a printshop quoting in another is converted at the task's
 * rate, as the award weighs it (docs/product.md#spend).
 */
export const SpendRowSchema = z.object({
  /** `2026-03` (month), the printshop's id, or the product kind (`other` without a spec). */
  key: z.string(),
  /** The printshop's name (view `supplier`); null otherwise. */
  name: z.string().nullable(),
  currency: CurrencySchema,
  /** What was awarded, landed: prices and each winner's delivery cost once. */
  spend: z.number().int(),
  /** Awarded tasks with a share in this row. */
  tasks: z.number().int(),
  savings: z.object({
    /** The lowest complete offer's landed total minus the awarded total, over the tasks that had one. */
    bestOffer: SavingSchema,
    /** The task's budget minus the awarded total, over the tasks with a budget. */
    budget: SavingSchema,
    /** What each awarded line would have cost at the previous award's price per 1,000 of its stored format, minus its price. */
    earlierPrices: SavingSchema,
  }),
  /** View `supplier`: its deliveries of the period's tasks, on time of those dated (0 to 1), the quality's average. */
  deliveries: z.number().int().nullable(),
  onTimeShare: z.number().nullable(),
  averageQuality: z.number().nullable(),
});
export type SpendRow = z.infer<typeof SpendRowSchema>;

export const SpendSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(SPEND_VIEWS),
  /** The workspace's currency now: the page shows it first. */
  currency: CurrencySchema,
  /** Months (oldest first), printshops and product kinds by spend (highest first). */
  rows: z.array(SpendRowSchema),
});
export type Spend = z.infer<typeof SpendSchema>;
