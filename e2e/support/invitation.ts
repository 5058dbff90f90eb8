import { expect, type APIRequestContext } from '@playwright/test';
import { MailboxMessageSchema } from '../../src/shared/schemas/mailbox.ts';
import { mailsTo } from './mailbox.ts';

export const INVITATION_MAIL = /^Join .* on PrintTender$/;

/** The link of the newest team invitation mailed to `to`, read through the Mailbox API. */
export async function invitationLink(request: APIRequestContext, to: string): Promise<string> {
  await expect
    .poll(async () => (await mailsTo(request, to, INVITATION_MAIL)).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const [mail] = await mailsTo(request, to, INVITATION_MAIL);
  const response = await request.get(`/api/mailbox/${mail!.id}`);
  const link = /https?:\/\/\S+\/invitation\/[\w-]+/.exec(MailboxMessageSchema.parse(await response.json()).text)?.[0];
  if (!link) throw new Error(`The invitation mail to ${to} has no link`);
  return link;
}
