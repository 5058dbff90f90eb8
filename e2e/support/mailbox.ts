import { expect, type APIRequestContext } from '@playwright/test';
import { MailboxListSchema, MailboxMessageSchema, type MailboxEntry } from '../../src/shared/schemas/mailbox.ts';

/** The mails the embedded catcher received for `to`, newest first, read through the Mailbox API. */
export async function mailsTo(request: APIRequestContext, to: string, subject?: RegExp): Promise<MailboxEntry[]> {
  const response = await request.get('/api/mailbox');
  expect(response.ok()).toBe(true);
  const { items } = MailboxListSchema.parse(await response.json());
  return items.filter((mail) => mail.to === to && (!subject || subject.test(mail.subject)));
}

/**
 * The 6-digit code of the newest mail to `to` whose subject matches, once at least `count` such mails
 * arrived (so a test can wait for the code that a resend produced).
 */
export async function codeFromMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  count = 1,
): Promise<string> {
  let mails: MailboxEntry[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(request, to, subject)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  const response = await request.get(`/api/mailbox/${mails[0]!.id}`);
  const code = /\b(\d{6})\b/.exec(MailboxMessageSchema.parse(await response.json()).text)?.[1];
  if (!code) throw new Error(`The mail "${mails[0]!.subject}" to ${to} has no 6-digit code`);
  return code;
}

export const ACTIVATION_MAIL = /activation code/i;
export const RESET_MAIL = /password reset code/i;
