import { simpleParser, type AddressObject } from 'mailparser';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../db/database.ts';
import { insertMessage } from './mailbox.queries.ts';

export type Catcher = { port: number; close: () => Promise<void> };

const MAX_BYTES = 10 * 1024 * 1024;

/**
 * The embedded default's SMTP server: it receives every mail the app sends over real SMTP on loopback
 * and keeps it for the Mailbox page. Nothing leaves the machine.
 */
export async function startCatcher(db: Db, port: number): Promise<Catcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_BYTES,
    logger: false,
    async onData(stream, _session, done) {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await simpleParser(raw);
        await insertMessage(db, {
          id: randomUUID(),
          receivedAt: Date.now(),
          fromAddress: addresses(parsed.from),
          toAddress: addresses(parsed.to),
          subject: parsed.subject ?? '',
          raw,
        });
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
  const address = server.server.address() as AddressInfo;
  return { port: address.port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export function addresses(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ');
}
