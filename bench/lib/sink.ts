import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server that counts what it receives: the benches measure the sender, not the receiver. It keeps the
 * text of mails to `keep` addresses (a staff member's activation code).
 */
export async function countingSink(keep: (to: string) => boolean = () => false) {
  let count = 0;
  const kept = new Map<string, string>();
  const waiters: { n: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const to = session.envelope.rcptTo.map((r) => r.address).find(keep);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => to && chunks.push(chunk));
      stream.on('end', () => {
        count++;
        if (to) void simpleParser(Buffer.concat(chunks)).then((m) => kept.set(to, m.text ?? ''));
        for (const w of waiters.filter((w) => count >= w.n)) w.resolve();
        done();
      });
    },
  });
  // A connection's error (a sender stopped mid-mail resets it) is the sender's affair; without a listener the
  // SMTPServer's 'error' event would end the bench.
  server.on('error', () => undefined);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The text of the last mail kept for `to`, if any came. */
    text: (to: string) => kept.get(to),
    reached: (n: number) => new Promise<void>((resolve) => (count >= n ? resolve() : waiters.push({ n: n, resolve }))),
    reset: () => (count = 0),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type CountingSink = Awaited<ReturnType<typeof countingSink>>;
