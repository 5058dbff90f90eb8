import { z } from 'zod';
import { NextSchema } from './common.ts';
import { CurrencySchema } from './currencies.ts';
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
      /** The task's budget in the workspace currency (null: none), and whether the lowest total is above it (docs/product.md#budget-and-approval). */
      budget: z.number().nullable(),
      overBudget: z.boolean(),
      /** The task's currency: `lowestSum`, the offers' sums and the budget are in it (docs/product.md#currencies). */
      currency: CurrencySchema,
      /** The task's round (docs/product.md#rounds): from 2 on, `deadlineDate` is the final round's. Absent: 1. */
      round: z.number().int().optional(),
    }),
  ),
  next: NextSchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/**
 * Why a task needs the buyer (docs/product.md#dashboard-and-task-list): unanswered questions, invitations that
 * failed, the deadline passed without an award, an award waiting for approval, prices to be confirmed after an
 * amendment, every offer in before the deadline, a draft whose deadline is near or past, an awarded order whose
 * delivery is not recorded a week after its delivery date; a job after the award waiting on the buyer (a proof to
 * approve or return, a shipment's receipt to record: docs/product.md#the-job-after-the-award).
 */
export const ACTION_REASONS = [
  'questions',
  'undelivered',
  'proofToJudge',
  'deadlinePassed',
  'awaitingApproval',
  'toConfirm',
  'allOffersIn',
  'draftDue',
  'receiptDue',
  'deliveryDue',
] as const;
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
       * from; toConfirm: offers to be confirmed; draftDue: days left to the deadline (negative: passed);
       * deliveryDue: winning printshops whose delivery is not recorded; proofToJudge: proofs waiting for the buyer's
       * decision; receiptDue: printshops that reported a shipment whose receipt is not recorded.
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

/**
 * A sent task's overview on its page (`GET /api/tasks/{id}/overview`, docs/product.md#task-page): the deadline, how
 * many printshops were invited, opened the invitation, offered and declined, the questions waiting, the best
 * total, and what needs the buyer by the dashboard's rules, most pressing first (the first is the next action).
 */
export const TaskOverviewSchema = z.object({
  deadlineDate: z.string().nullable(),
  /** Whole days from today (workspace time zone) to the deadline; negative when it passed. */
  daysLeft: z.number().int().nullable(),
  /** Sealed bids not open yet: the day they open; the best total is null until then. */
  opening: z.string().nullable(),
  invited: z.number().int(),
  /** Invitations opened, or their link followed, or answered by an offer or a decline. */
  opened: z.number().int(),
  /** Printshops with an offer (current or made before an amendment). */
  offered: z.number().int(),
  declined: z.number().int(),
  questions: z.number().int(),
  /**
   * The best award the current prices allow, a split allowed, each winner's delivery once
   * (src/shared/landed-cost.ts); null while a format has no current price (or while sealed).
   */
  bestTotal: z.number().int().nullable(),
  /** The best total rests on a price far above the others' for its format ("typo?", src/shared/lowest.ts). */
  bestTotalFlagged: z.boolean(),
  /** What the award costs, each winner's delivery included (src/shared/landed-cost.ts); null before it. */
  awarded: z.number().int().nullable(),
  actions: z.array(z.object({ reason: ActionReasonSchema, count: z.number().int() })),
});
export type TaskOverview = z.infer<typeof TaskOverviewSchema>;
