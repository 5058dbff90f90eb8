import { useQuery } from '@tanstack/react-query';
import { MailboxMessageSchema } from '../../../../shared/schemas/mailbox.ts';
import { api } from '../../../lib/api-client.ts';
import { mailboxQueryKey } from './get-mailbox.ts';

/** One received mail with its text and HTML bodies. */
export const getMail = (id: string, signal?: AbortSignal) =>
  api.get(`/mailbox/${encodeURIComponent(id)}`, MailboxMessageSchema, { signal });

export function useMail(id: string) {
  return useQuery({
    queryKey: [...mailboxQueryKey, id],
    queryFn: ({ signal }) => getMail(id, signal),
    // A received mail never changes.
    staleTime: Infinity,
  });
}
