import { createHash, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type LoopbackSmtp = { port: number; close: () => Promise<void> };

export type SmtpLogin = { user: string; pass: string };

/** The SMTP envelope of a message: its sender (MAIL FROM, the Return-Path) and recipients (RCPT TO). */
export type Envelope = { from: string; to: string[] };

const digest = (s: string) => createHash('sha256').update(s).digest();
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/**
 * A plain SMTP server on 127.0.0.1 (no TLS) that hands each message, whole, with its envelope to `receive`; a rejection of
 * `receive` answers the client with an error. The embedded catcher and the tests' sink. Given `login`, it takes
 * mail only from a client that signed in with it (AUTH PLAIN or LOGIN, in clear text: it never leaves loopback).
 */
export async function listenLoopbackSmtp(
  port: number,
  receive: (raw: Buffer, envelope: Envelope) => Promise<void>,
  options: Pick<SMTPServerOptions, 'size' | 'onRcptTo'> & { login?: SmtpLogin } = {},
): Promise<LoopbackSmtp> {
  const { login, ...rest } = options;
  const server = new SMTPServer({
    logger: false,
    ...(login
      ? {
          authOptional: false,
          authMethods: ['PLAIN', 'LOGIN'],
          allowInsecureAuth: true,
          disabledCommands: ['STARTTLS'],
          onAuth({ username, password }, _session, callback) {
            const ok = same(username ?? '', login.user) && same(password ?? '', login.pass);
            callback(ok ? null : new Error('Invalid username or password'), ok ? { user: login.user } : undefined);
          },
        }
      : { authOptional: true, disabledCommands: ['AUTH', 'STARTTLS'] }),
    ...rest,
    async onData(stream, session, done) {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const { mailFrom, rcptTo } = session.envelope;
        await receive(Buffer.concat(chunks), {
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
        });
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // smtp-server emits a client's reset in the middle of a mail as the server's error; unheard, it would end
  // the process. The mail was not taken (no 250 after DATA), so its sender tries it again: nothing to do.
  server.on('error', () => undefined);
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The message as a final mail server stores it: its envelope sender put on top as `Return-Path` (RFC 5321 §4.4). */
export function withReturnPath(raw: Buffer, envelope: Envelope): Buffer {
  return Buffer.concat([Buffer.from(`Return-Path: <${envelope.from}>\r\n`), raw]);
}
