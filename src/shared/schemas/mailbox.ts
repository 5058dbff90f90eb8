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

/** A file a received mail carries; `GET /api/mailbox/{id}/attachments/{index}` opens it. */
export const MailboxAttachmentSchema = z.object({
  index: z.number().int(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const MailboxMessageSchema = MailboxEntrySchema.extend({
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(MailboxAttachmentSchema),
});

export const MailboxAttachmentParamsSchema = z.object({
  id: z.string().min(1).max(100),
  index: z.coerce.number().int().min(0).max(1000),
});
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;
