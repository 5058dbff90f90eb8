import { simpleParser, type AddressObject } from 'mailparser';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { listenLoopbackSmtp, type LoopbackSmtp, type SmtpLogin } from './loopback-smtp.ts';
import { insertMessage } from './mailbox.queries.ts';

/** `login`: what the app's transport signs in with; made anew at each start and never written anywhere. */
export type Catcher = LoopbackSmtp & { login: SmtpLogin };

const MAX_BYTES = 10 * 1024 * 1024;

/** Addresses the catcher refuses as a mail server refuses an unknown mailbox, so that a failed mail can be tried. */
export const REFUSED_LOCAL_PART = /^bounce-/i;

/** A mail server's answer to an address that has no mailbox: permanent (5xx), so it is not tried again. */
function refuse(address: string): Error & { responseCode: number } {
  return Object.assign(new Error(`5.1.1 <${address}>: Recipient address rejected: user unknown`), {
    responseCode: 550,
  });
}

/**
 * The embedded default's SMTP server: it receives every mail the app sends over real SMTP on loopback
 * and keeps it for the Mailbox page. Nothing leaves the machine. An address whose local part starts with
 * `bounce-` is refused with 550 (docs/product.md, Mailbox). It takes mail only from the app that started it
 * (a secret of this start, as SMTP AUTH): another process on the machine cannot plant a mail in the Mailbox.
 */
export async function startCatcher(db: Db, port: number): Promise<Catcher> {
  const login = { user: 'printtender', pass: randomBytes(32).toString('base64url') };
  const smtp = await listenLoopbackSmtp(
    port,
    async (bytes) => {
      const raw = bytes.toString('utf8');
      const parsed = await simpleParser(raw);
      await insertMessage(db, {
        id: randomUUID(),
        receivedAt: Date.now(),
        fromAddress: addresses(parsed.from),
        toAddress: addresses(parsed.to),
        subject: parsed.subject ?? '',
        raw,
      });
    },
    {
      size: MAX_BYTES,
      login,
      onRcptTo({ address }, _session, callback) {
        callback(REFUSED_LOCAL_PART.test(address) ? refuse(address) : undefined);
      },
    },
  );
  return { ...smtp, login };
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ');
}
