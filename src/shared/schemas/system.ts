import { z } from 'zod';

export const HealthSchema = z.object({ status: z.literal('ok') });

/** The whitelist of server facts the browser may know. */
export const PublicConfigSchema = z.object({
  /** The embedded SMTP catcher is on: the Mailbox page exists and mail is not really delivered. */
  mailbox: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
