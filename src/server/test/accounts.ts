import { simpleParser } from 'mailparser';
import { expect } from 'vitest';
import type { MailKind } from '../../shared/mail-state.ts';
import type { App } from '../app.ts';
import { cookieHeader, waitFor } from './helper.ts';

/** The newest mail the embedded catcher received for `to` whose subject matches. */
export async function caughtMail(app: App, to: string, subject: RegExp, after = 0) {
  return waitFor(async () => {
    const rows = await app.deps.db
      .selectFrom('mailboxMessages')
      .selectAll()
      .where('toAddress', '=', to)
      .where('receivedAt', '>=', after)
      .orderBy('receivedAt', 'desc')
      .execute();
    return rows.find((r) => subject.test(r.subject));
  }, `a mail to ${to} matching ${subject}`);
}

/** The newest mail of `kind` the app wrote to its outbox for `to`: works whatever SMTP server is configured. */
export async function outboxMail(app: App, to: string, kind: MailKind, after = 0) {
  return waitFor(
    () =>
      app.deps.db
        .selectFrom('mails')
        .selectAll()
        .where('toAddress', '=', to)
        .where('kind', '=', kind)
        .where('createdAt', '>=', after)
        .orderBy('createdAt', 'desc')
        .executeTakeFirst(),
    `a ${kind} mail to ${to}`,
  );
}

export async function codeIn(raw: string): Promise<string> {
  const { text } = await simpleParser(raw);
  const match = /\b(\d{6})\b/.exec(text ?? '');
  if (!match?.[1]) throw new Error('no 6-digit code in the mail');
  return match[1];
}

export const post = (app: App, url: string, payload: unknown, cookie?: string) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });

/** Registers, activates with the mailed code and logs in; returns the session cookie header. */
export async function signUp(app: App, username: string, password = 'correct-horse-9') {
  const email = `${username}@example.com`;
  const started = Date.now();
  expect((await post(app, '/api/account/register', { username, email, password })).statusCode).toBe(200);
  const mail = await outboxMail(app, email, 'activation-code', started);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect((await post(app, '/api/account/activate', { login: username, code, password })).statusCode).toBe(200);
  const res = await post(app, '/api/account/login', { login: username, password });
  expect(res.statusCode).toBe(200);
  // The team invitation a user without a workspace is asked about first (docs/product.md#accounts-and-workspaces).
  const invitation = (res.json() as { invitation?: { id: string } }).invitation;
  return { email, password, cookie: cookieHeader(res.headers['set-cookie']), invitationId: invitation?.id };
}

/** Signs up an invited person, who says yes to the invitation the sign-in asks about: a member of that workspace. */
export async function signUpAndJoin(app: App, username: string, password = 'correct-horse-9') {
  const user = await signUp(app, username, password);
  expect(user.invitationId, `an invitation for ${username} to answer`).toBeDefined();
  const accepted = await post(app, `/api/invitations/${user.invitationId}/accept`, {}, user.cookie);
  expect(accepted.statusCode).toBe(204);
  return user;
}
