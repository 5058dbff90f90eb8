import { z } from 'zod';
import { isIsoDate } from '../dates.ts';
import { issue } from '../validation.ts';

// A task's delivery addresses (docs/product.md#delivery-addresses): each format's quantity split over several
// addresses, each with its own date. Not the mail deliveries (schemas/deliveries.ts), which say whether a mail
// arrived.

/** The most delivery addresses a task may have. */
export const MAX_DELIVERIES = 50;

const DeliveryCountSchema = z.object({
  /**
   * The task format's id; a format new in the same body (it has no id yet) is named by its place in `formats`:
   * "#0" for the first. Answers always name the id.
   */
  formatId: z.string().min(1).max(100),
  count: z
    .number({ error: issue('wholeNumber') })
    .int(issue('wholeNumber'))
    .min(1, issue('tooSmall', { min: 1 }))
    .max(100_000_000, issue('tooLarge', { max: 100_000_000 })),
});

export const DeliveryInputSchema = z.object({
  address: z
    .string()
    .trim()
    .min(1, issue('required'))
    .max(1000, issue('tooLong', { max: 1000 })),
  /** The wished delivery day at this address (YYYY-MM-DD); null or absent: none. */
  date: z
    .string()
    .refine((v) => isIsoDate(v), issue('isoDate'))
    .nullable()
    .default(null),
  counts: z
    .array(DeliveryCountSchema)
    .max(100, issue('tooMany', { max: 100 }))
    .superRefine((counts, ctx) => {
      const seen = new Set<string>();
      counts.forEach((c, i) => {
        if (seen.has(c.formatId)) ctx.addIssue({ code: 'custom', path: [i, 'formatId'], message: issue('repeated') });
        seen.add(c.formatId);
      });
    }),
});

export const DeliveriesSchema = z
  .array(DeliveryInputSchema)
  .max(MAX_DELIVERIES, issue('tooMany', { max: MAX_DELIVERIES }));
export type DeliveryInput = z.infer<typeof DeliveryInputSchema>;

/** A delivery address as the task's read gives it. */
export const DeliverySchema = z.object({
  address: z.string(),
  date: z.string().nullable(),
  counts: z.array(z.object({ formatId: z.string(), count: z.number().int() })),
});
export type Delivery = z.infer<typeof DeliverySchema>;
