import type { z } from 'zod';
import type { MailLogEntrySchema } from '../../../../shared/schemas/invitations.ts';

type Mail = Pick<z.infer<typeof MailLogEntrySchema>, 'state' | 'dueAt'>;

/** A reminder planned for later: in the outbox, not due yet. */
export const isPlanned = (mail: Mail, now = Date.now()): boolean =>
  mail.state === 'queued' && mail.dueAt !== null && mail.dueAt > now;

/** A mail being sent now: queued and due (a planned reminder waits for days, not seconds). */
export const isOnItsWay = (mail: Mail, now = Date.now()): boolean => mail.state === 'queued' && !isPlanned(mail, now);
