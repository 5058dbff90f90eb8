import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { companiesQueryOptions } from '../../api/get-companies.ts';
import { getSupplierTasks, supplierTasksQueryKey } from '../../api/get-supplier-tasks.ts';
import { getTask, taskQueryKey } from '../../api/get-task.ts';
import { openTaskStreamEarly } from '../../api/use-live.ts';
import { getOffers, offersQueryKey } from '../../features/comparison/api/get-offers.ts';
import { getTaskOverview, taskOverviewQueryKey } from '../../features/dashboard/api/get-task-overview.ts';
import { filesQueryKey, getFiles } from '../../features/files/api/get-files.ts';
import { getQuestions, questionsQueryKey } from '../../features/questions/api/get-questions.ts';
import { previewLinkQueryOptions } from '../../features/tasks/api/get-preview-link.ts';

type Read = (taskId: string, signal: AbortSignal) => Promise<unknown>;

/**
 * What a task's page shows when it opens, asked for at once beside the page's code (docs/product.md#task-page):
 * its sections then find their data in the cache instead of asking one after another once the task has come.
 * The mail log and the history load when opened. The task's live stream is asked for first, so that its
 * `ready` finds these reads younger than itself and does not read them again.
 */
export function prefetchTask(queryClient: QueryClient, taskId: string) {
  openTaskStreamEarly(taskId);
  const reads: [QueryKey, Read][] = [
    [taskQueryKey(taskId), getTask],
    [taskOverviewQueryKey(taskId), getTaskOverview],
    [offersQueryKey(taskId), getOffers],
    [supplierTasksQueryKey(taskId), getSupplierTasks],
    [questionsQueryKey(taskId), getQuestions],
    [filesQueryKey(taskId), getFiles],
  ];
  for (const [queryKey, read] of reads) {
    void queryClient.prefetchQuery({ queryKey, queryFn: ({ signal }) => read(taskId, signal) });
  }
  // The spec's parts: the link to preview the printshop's page and the buying companies' names.
  void queryClient.prefetchQuery(previewLinkQueryOptions(taskId));
  void queryClient.prefetchQuery(companiesQueryOptions);
}
