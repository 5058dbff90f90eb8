import { z } from 'zod';

/**
 * What staff see of an invitation (docs/product.md, Mail states): pending (not invited) -> queued -> sent (accepted by the SMTP
 * server) -> opened (tracking image fetched) -> clicked (offer link opened); failed after retries or a 5xx. A mail
 * server's later report: bounced (a permanent failure, 5.x.x) or delayed (a temporary one, 4.x.x).
 */
export const MailStateSchema = z.enum([
  'pending',
  'queued',
  'sent',
  'opened',
  'clicked',
  'failed',
  'bounced',
  'delayed',
]);
export type MailState = z.infer<typeof MailStateSchema>;

export type InvitationFacts = {
  invited: boolean;
  outbox: 'queued' | 'sent' | 'failed' | null;
  openedAt: number | null;
  clickedAt: number | null;
  /** What a mail server reported after taking the mail; null: nothing. */
  delivery: 'bounced' | 'delayed' | null;
};

export function mailStateOf(f: InvitationFacts): MailState {
  if (!f.invited) return 'pending';
  if (f.outbox === 'failed') return 'failed';
  if (f.delivery === 'bounced') return 'bounced';
  if (f.clickedAt !== null) return 'clicked';
  if (f.openedAt !== null) return 'opened';
  if (f.delivery === 'delayed') return 'delayed';
  return f.outbox === 'sent' ? 'sent' : 'queued';
}

/** The mails about a task: its mail log lists them. */
export const TASK_MAIL_KINDS = [
  'invitation',
  'test-invitation',
  'order',
  'not-chosen',
  'amendment',
  'cancellation',
  'final-round',
  'not-in-round',
  'auction-announced',
  'auction-result',
  'reminder',
  'unopened-reminder',
  'answer',
  'invoice-disputed',
  'proof-decision',
  'order-reminder',
] as const;

/** What a mail is; the mail log names it. */
export const MAIL_KINDS = [
  ...TASK_MAIL_KINDS,
  'activation-code',
  'reset-code',
  'account-exists',
  'registration-refused',
  'team-invitation',
  'notification',
  'notification-digest',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
