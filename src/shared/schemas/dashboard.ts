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
      lowestSum: z.number().int().nullable(),
      /** Each printshop's current offer, lowest first; while the task is sealed, who offered (sum null). */
      offers: z.array(z.object({ name: z.string(), sum: z.number().int().nullable() })),
      /** Sealed bids not open yet: the day they open. */
      opening: z.string().nullable(),
      /** Printshops' questions not yet answered. */
      questions: z.number().int(),
    }),
  ),
  next: NextSchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;
