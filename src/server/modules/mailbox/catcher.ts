import { simpleParser, type AddressObject } from 'mailparser';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { listenLoopbackSmtp, type LoopbackSmtp } from './loopback-smtp.ts';
import { insertMessage } from './mailbox.queries.ts';

export type Catcher = LoopbackSmtp;

const MAX_BYTES = 10 * 1024 * 1024;

/**
 * The embedded default's SMTP server: it receives every mail the app sends over real SMTP on loopback
 * and keeps it for the Mailbox page. Nothing leaves the machine.
 */
export async function startCatcher(db: Db, port: number): Promise<Catcher> {
  return listenLoopbackSmtp(
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
    { size: MAX_BYTES },
  );
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ');
}
