import { z } from 'zod';
import { issue } from '../validation.ts';

/** Award per format: each of the task's formats once, to a printshop's offer, at a quantity, or its alternative. */
export const AwardBodySchema = z.object({
  awards: z
    .array(
      z.object({
        formatId: z.string().min(1).max(100),
        supplierId: z.string().min(1).max(100),
        /** An asked quantity, or the count plus whole thousands at the run-on price; the count when absent. */
        count: z
          .number()
          .int(issue('wholeNumber'))
          .min(1, issue('tooSmall', { min: 1 }))
          .optional(),
        /** The printshop's alternative instead of its main offer. */
        alternative: z.boolean().default(false),
      }),
    )
    .min(1, issue('required'))
    .max(50, issue('tooMany', { max: 50 })),
  /** Every other printshop that offered hears, politely, that it was not chosen, with its place. */
  notifyOthers: z.boolean().default(true),
});
export type AwardBody = z.infer<typeof AwardBodySchema>;

export const AcceptParamsSchema = z.object({
  taskId: z.string().min(1).max(100),
  supplierId: z.string().min(1).max(100),
});
