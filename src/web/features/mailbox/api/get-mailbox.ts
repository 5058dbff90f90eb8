import { useQuery } from '@tanstack/react-query';
import { MailboxListSchema } from '../../../../shared/schemas/mailbox.ts';
import { api } from '../../../lib/api-client.ts';

export const mailboxQueryKey = ['mailbox'] as const;

/** The newest mails the embedded SMTP catcher received, newest first. */
export const getMailbox = (signal?: AbortSignal) => api.get('/mailbox', MailboxListSchema, { signal });

export function useMailbox() {
  return useQuery({
    queryKey: mailboxQueryKey,
    queryFn: ({ signal }) => getMailbox(signal),
    // Codes arrive a moment after the action that sent them.
    refetchInterval: 5_000,
  });
}
