import { z } from 'zod';
import { issue } from '../validation.ts';
import { ReceivedCountSchema } from './orders.ts';
import { IsoDateSchema } from './tasks.ts';

export const MAX_DELIVERY_NOTE = 2000;

/**
 * How a winning printshop delivered (`POST /api/tasks/{id}/deliveries/{supplierId}`): the day it arrived (not
 * in the future), the quality 1 (poor) to 5 (excellent), a note. Posting again replaces the record.
 */
export const DeliveryInputSchema = z.object({
  deliveredOn: IsoDateSchema,
  quality: z
    .number({ error: issue('wholeNumber') })
    .int(issue('wholeNumber'))
    .min(1, issue('tooSmall', { min: 1 }))
    .max(5, issue('tooLarge', { max: 5 })),
  note: z
    .string()
    .trim()
    .max(MAX_DELIVERY_NOTE, issue('tooLong', { max: MAX_DELIVERY_NOTE }))
    .default(''),
  /**
   * What arrived of each awarded format (docs/product.md#the-job-after-the-award): whole counts, 0 or more, each
   * format of the printshop's order at most once. Left out: not counted ([]).
   */
  received: z
    .array(
      z.object({
        formatId: z.string().min(1).max(100),
        count: z
          .number({ error: issue('wholeNumber') })
          .int(issue('wholeNumber'))
          .min(0, issue('tooSmall', { min: 0 })),
      }),
    )
    .max(200)
    .default([]),
});
export type DeliveryInput = z.input<typeof DeliveryInputSchema>;

export const DeliveryParamsSchema = z.object({
  id: z.string().min(1).max(100),
  supplierId: z.string().min(1).max(100),
});

/** A recorded delivery; `daysLate` counts calendar days after the task's delivery date (0: on time; null: none). */
export const DeliverySchema = z.object({
  supplierId: z.string(),
  deliveredOn: z.string(),
  daysLate: z.number().int().nullable(),
  quality: z.number().int(),
  note: z.string(),
  /** Who recorded it (a name) and when. */
  recordedBy: z.string(),
  recordedAt: z.number(),
  /** What arrived per format; [] when not counted. */
  received: z.array(ReceivedCountSchema),
});
export type Delivery = z.infer<typeof DeliverySchema>;

/** An awarded task's winners' deliveries, those recorded (`GET /api/tasks/{id}/deliveries`). */
export const DeliveryListSchema = z.object({ items: z.array(DeliverySchema) });
export type DeliveryList = z.infer<typeof DeliveryListSchema>;

/** A printshop's record in short: the printshop table, the invite picker and the comparison show it. */
export const ScorecardSummarySchema = z.object({
  supplierId: z.string(),
  /** Awarded tasks it won (whole or a share). */
  orders: z.number().int(),
  /** Deliveries recorded. */
  deliveries: z.number().int(),
  /** Deliveries on time of those whose task had a delivery date, 0 to 1; null without one. */
  onTimeShare: z.number().nullable(),
  /** The quality's average, one decimal; null without a delivery. */
  averageQuality: z.number().nullable(),
});
export type ScorecardSummary = z.infer<typeof ScorecardSummarySchema>;

/** Every printshop of the workspace that won an order (`GET /api/suppliers/scorecards`). */
export const ScorecardListSchema = z.object({ items: z.array(ScorecardSummarySchema) });
export type ScorecardList = z.infer<typeof ScorecardListSchema>;

/** `GET /api/suppliers/{id}/scorecard`: the summary and the last five deliveries, newest first. */
export const ScorecardSchema = ScorecardSummarySchema.extend({
  last: z.array(
    z.object({
      taskId: z.string(),
      taskName: z.string(),
      deliveredOn: z.string(),
      daysLate: z.number().int().nullable(),
      quality: z.number().int(),
      note: z.string(),
    }),
  ),
});
export type Scorecard = z.infer<typeof ScorecardSchema>;
