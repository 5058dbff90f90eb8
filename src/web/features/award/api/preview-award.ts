import { useQuery } from '@tanstack/react-query';
import { AwardPreviewSchema, type AwardBody } from '../../../../shared/schemas/award.ts';
import { api } from '../../../lib/api-client.ts';
import { taskQueryKey } from '../../../api/get-task.ts';

/** What an award would cost, landed, beside the best single printshop: counted by the server, as the award will. */
export const previewAward = ({ taskId, body }: { taskId: string; body: AwardBody }) =>
  api.post(`/tasks/${encodeURIComponent(taskId)}/award/preview`, AwardPreviewSchema, body);

/** The preview of the award as chosen now; none is asked while a format has no choice (`body` null). */
export function useAwardPreview(taskId: string, body: AwardBody | null) {
  return useQuery({
    queryKey: [...taskQueryKey(taskId), 'award-preview', body] as const,
    queryFn: () => previewAward({ taskId, body: body! }),
    // Only a complete choice is an award the server can count.
    enabled: body !== null,
  });
}
