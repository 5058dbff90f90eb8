import { createHash, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type LoopbackSmtp = { port: number; close: () => Promise<void> };

export type SmtpLogin = { user: string; pass: string };

const digest = (s: string) => createHash('sha256').update(s).digest();
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/**
 * A plain SMTP server on 127.0.0.1 (no TLS) that hands each message, whole, to `receive`; a rejection of
 * `receive` answers the client with an error. The embedded catcher and the tests' sink. Given `login`, it takes
 * mail only from a client that signed in with it (AUTH PLAIN or LOGIN, in clear text: it never leaves loopback).
 */
export async function listenLoopbackSmtp(
  port: number,
  receive: (raw: Buffer) => Promise<void>,
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
    async onData(stream, _session, done) {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        await receive(Buffer.concat(chunks));
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
