import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type LoopbackSmtp = { port: number; close: () => Promise<void> };

/**
 * A plain SMTP server on 127.0.0.1 (no AUTH, no TLS) that hands each message, whole, to `receive`; a
 * rejection of `receive` answers the client with an error. The embedded catcher and the tests' sink.
 */
export async function listenLoopbackSmtp(
  port: number,
  receive: (raw: Buffer) => Promise<void>,
  options: Pick<SMTPServerOptions, 'size' | 'onRcptTo'> = {},
): Promise<LoopbackSmtp> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    ...options,
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
