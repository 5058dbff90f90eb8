import { z } from 'zod';

/**
 * POST /api/mail/events: what a delivery report did to the mail it names — bounced (a permanent failure),
 * delayed (a temporary one), or nothing (a report of delivery, an auto-reply; or a delay after a bounce).
 */
export const MailEventResultSchema = z.object({
  mailId: z.string(),
  delivery: z.enum(['bounced', 'delayed']).nullable(),
});
export type MailEventResult = z.infer<typeof MailEventResultSchema>;
