import { z } from 'zod';
import { NextSchema } from './common.ts';
import { TaskStateSchema } from './tasks.ts';

/** One card per open task (state below 90) with its offers' totals, a page at a time. */
export const DashboardSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      state: TaskStateSchema,
      deadlineDate: z.string().nullable(),
      /** Whole days from today (workspace time zone) to the deadline; negative when it passed. */
      daysLeft: z.number().int().nullable(),
      /** The lowest total of the current offers for every format; null without one (or while sealed). */
      lowestSum: z.number().int().nullable(),
      /**
       * Each printshop's current offer, those for every format first, each group lowest first; while the task is
       * sealed, who offered (sum null, complete true). `complete` false: a partial offer, ranked per format only.
       */
      offers: z.array(z.object({ name: z.string(), sum: z.number().int().nullable(), complete: z.boolean() })),
      /** Sealed bids not open yet: the day they open. */
      opening: z.string().nullable(),
      /** Printshops' questions not yet answered. */
      questions: z.number().int(),
    }),
  ),
  next: NextSchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;
