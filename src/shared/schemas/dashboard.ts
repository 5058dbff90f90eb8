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

/**
 * Why a task needs the buyer (docs/product.md#dashboard-and-task-list): unanswered questions, invitations that
 * failed, the deadline passed without an award, offers made before an amendment and not confirmed yet, a draft
 * whose deadline is near or past.
 */
export const ACTION_REASONS = ['questions', 'undelivered', 'deadlinePassed', 'toConfirm', 'draftDue'] as const;
export const ActionReasonSchema = z.enum(ACTION_REASONS);
export type ActionReason = z.infer<typeof ActionReasonSchema>;

/** What needs doing, most pressing reason first, and within a reason nearest deadline first. */
export const DashboardActionsSchema = z.object({
  items: z.array(
    z.object({
      taskId: z.string(),
      name: z.string(),
      reason: ActionReasonSchema,
      /**
       * questions: unanswered ones; undelivered: failed invitations; deadlinePassed: current offers to choose
       * from; toConfirm: offers to be confirmed; draftDue: days left to the deadline (negative: passed).
       */
      count: z.number().int(),
      deadlineDate: z.string().nullable(),
    }),
  ),
});
export type DashboardActions = z.infer<typeof DashboardActionsSchema>;

/** The first steps of a new workspace, in the order they are done. */
export const FIRST_STEPS = ['company', 'formats', 'suppliers', 'task', 'testMail'] as const;
export const FirstStepSchema = z.enum(FIRST_STEPS);
export type FirstStep = z.infer<typeof FirstStepSchema>;

/** The checklist of a new workspace, ticked from its data; `show` false once all is done or a task was sent. */
export const FirstStepsSchema = z.object({
  show: z.boolean(),
  steps: z.array(z.object({ step: FirstStepSchema, done: z.boolean() })),
  /** The newest task not sent yet, where the test mail is sent from; null without one. */
  draftId: z.string().nullable(),
});
export type FirstSteps = z.infer<typeof FirstStepsSchema>;
