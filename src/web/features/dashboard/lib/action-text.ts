import type { DashboardActions } from '../../../../shared/schemas/dashboard.ts';
import type { useDashboardTexts } from '../i18n/texts.ts';

type Action = DashboardActions['items'][number];
type Texts = ReturnType<typeof useDashboardTexts>;

/** The short text of one reason a task needs the buyer, with its count (docs/product.md#dashboard-and-task-list). */
export function actionText(ft: Texts, { reason, count }: Pick<Action, 'reason' | 'count'>): string {
  switch (reason) {
    case 'questions':
      return ft('actions.questions', { count });
    case 'undelivered':
      return ft('actions.undelivered', { count });
    case 'deadlinePassed':
      return count === 0 ? ft('actions.deadlinePassedNone') : ft('actions.deadlinePassed', { count });
    case 'awaitingApproval':
      return ft('actions.awaitingApproval');
    case 'toConfirm':
      return ft('actions.toConfirm', { count });
    case 'allOffersIn':
      return ft('actions.allOffersIn', { count });
    case 'draftDue':
      if (count < 0) return ft('actions.draftLate');
      if (count === 0) return ft('actions.draftToday');
      if (count === 1) return ft('actions.draftTomorrow');
      return ft('actions.draftDue', { count });
    case 'deliveryDue':
      return ft('actions.deliveryDue', { count });
    case 'proofToJudge':
      return ft('actions.proofToJudge', { count });
    case 'receiptDue':
      return ft('actions.receiptDue', { count });
  }
}

/** Whether the reason is past a deadline or keeps a printshop from offering (red), or merely due (amber). */
export const isUrgent = ({ reason, count }: Pick<Action, 'reason' | 'count'>) =>
  reason === 'undelivered' || reason === 'deadlinePassed' || (reason === 'draftDue' && count < 0);
