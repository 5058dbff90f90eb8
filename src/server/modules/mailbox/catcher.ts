import { simpleParser, type AddressObject } from 'mailparser';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { listenLoopbackSmtp, withReturnPath, type LoopbackSmtp, type SmtpLogin } from './loopback-smtp.ts';
import { composeDsn } from '../bounces/index.ts';
import { insertMessage } from './mailbox.queries.ts';

/** `login`: what the app's transport signs in with; made anew at each start and never written anywhere. */
export type Catcher = LoopbackSmtp & { login: SmtpLogin };

const MAX_BYTES = 10 * 1024 * 1024;

/** Addresses the catcher refuses as a mail server refuses an unknown mailbox, so that a failed mail can be tried. */
export const REFUSED_LOCAL_PART = /^bounce-/i;

/** Addresses the catcher takes and then reports undeliverable (an RFC 3464 report, 5.1.1), as a remote server does. */
export const REPORTED_LOCAL_PART = /^dsn-/i;

/** A mail server's answer to an address that has no mailbox: permanent (5xx), so it is not tried again. */
function refuse(address: string): Error & { responseCode: number } {
  return Object.assign(new Error(`5.1.1 <${address}>: Recipient address rejected: user unknown`), {
    responseCode: 550,
  });
}

/**
 * The embedded default's SMTP server: it receives every mail the app sends over real SMTP on loopback
 * and keeps it for the Mailbox page. Nothing leaves the machine. An address whose local part starts with
 * `bounce-` is refused with 550; one starting `dsn-` is taken, then reported undeliverable to `report` as an RFC 3464
 * report (docs/product.md, Mailbox). It takes mail only from the app that started it
 * (a secret of this start, as SMTP AUTH): another process on the machine cannot plant a mail in the Mailbox.
 */
export async function startCatcher(
  db: Db,
  port: number,
  report: (dsn: Buffer) => Promise<unknown> = async () => undefined,
): Promise<Catcher> {
  const reporting = new Set<Promise<unknown>>();
  const login = { user: 'printtender', pass: randomBytes(32).toString('base64url') };
  const smtp = await listenLoopbackSmtp(
    port,
    async (bytes, envelope) => {
      const raw = withReturnPath(bytes, envelope).toString('utf8');
      const parsed = await simpleParser(raw);
      await insertMessage(db, {
        id: randomUUID(),
        receivedAt: Date.now(),
        fromAddress: addresses(parsed.from),
        toAddress: addresses(parsed.to),
        subject: parsed.subject ?? '',
        raw,
      });
      const bounced = envelope.to.filter((to) => REPORTED_LOCAL_PART.test(to.slice(0, to.indexOf('@'))));
      // After the 250: the sender records the mail sent, then hears of its bounce, as from a remote server.
      for (const recipient of bounced) {
        const dsn = composeDsn({
          returnPath: envelope.from,
          recipient,
          status: '5.1.1',
          diagnostic: `550 5.1.1 <${recipient}>: Recipient address rejected: user unknown`,
          headers: raw.slice(0, raw.search(/\r?\n\r?\n/)),
        });
        const done = report(dsn).finally(() => reporting.delete(done));
        reporting.add(done);
      }
    },
    {
      size: MAX_BYTES,
      login,
      onRcptTo({ address }, _session, callback) {
        callback(REFUSED_LOCAL_PART.test(address) ? refuse(address) : undefined);
      },
    },
  );
  const close = async () => {
    await smtp.close();
    await Promise.allSettled(reporting);
  };
  return { ...smtp, close, login };
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ');
}
