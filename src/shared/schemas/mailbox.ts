import { z } from 'zod';

export const MailboxEntrySchema = z.object({
  id: z.string(),
  receivedAt: z.number().int(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
});
export type MailboxEntry = z.infer<typeof MailboxEntrySchema>;

export const MailboxListSchema = z.object({ items: z.array(MailboxEntrySchema) });
export type MailboxList = z.infer<typeof MailboxListSchema>;

export const MailboxMessageSchema = MailboxEntrySchema.extend({
  text: z.string(),
  html: z.string().nullable(),
});
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;
