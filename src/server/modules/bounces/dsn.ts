import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import type { DeliveryReport } from './bounces.service.ts';

/** The fields of a header block, names in lower case, folded lines joined (RFC 5322 §2.2.3). */
function fields(block: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) map.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}

/** `rfc822; x@y` or `smtp; 550 …`: the value after its type. */
const typed = (value: string | undefined) => value?.replace(/^[^;]*;\s*/, '').trim();

const RETURN_PATH = /\bbounce\+([0-9a-f-]{36})@/i;

/**
 * A delivery status notification as received (RFC 3464: multipart/report with message/delivery-status): the
 * first recipient that failed (5.x.x) or is delayed (4.x.x), and what names our mail — the returned headers'
 * Message-ID, or `bounce+<mailId>@` (our return path) in the notification's own headers or the returned ones.
 * Undefined when it is no such report.
 */
export async function readDsn(raw: Buffer): Promise<DeliveryReport | undefined> {
  const parsed = await simpleParser(raw, { keepDeliveryStatus: true }).catch(() => undefined);
  const type = parsed?.headers.get('content-type') as { value?: string } | undefined;
  if (!parsed || type?.value?.toLowerCase() !== 'multipart/report') return undefined;
  const status = parsed.attachments.find((a) => /^message\/(global-)?delivery-status$/i.test(a.contentType));
  if (!status) return undefined;
  const blocks = status.content
    .toString('utf8')
    .split(/\r?\n\s*\r?\n/)
    .map(fields);
  const recipients = blocks.slice(1).filter((b) => /^[245]\.\d{1,3}\.\d{1,3}$/.test(b.get('status') ?? ''));
  const reported = recipients.find((b) => b.get('status')!.startsWith('5')) ?? recipients[0];
  if (!reported) return undefined;
  const code = reported.get('status')!;
  const returned = parsed.attachments
    .filter((a) => /^(message\/rfc822|text\/rfc822-headers|message\/global-headers)$/i.test(a.contentType))
    .map((a) => a.content.toString('utf8').split(/\r?\n\r?\n/)[0] ?? '')
    .join('\n');
  const messageId = /^Message-ID:\s*(<[^<>\s]+>)/im.exec(returned)?.[1];
  const own = [...parsed.headerLines.map((h) => h.line), returned].join('\n');
  const mailId = RETURN_PATH.exec(own)?.[1]?.toLowerCase();
  if (!messageId && !mailId) return undefined;
  const diagnostic = typed(reported.get('diagnostic-code'));
  const recipient = typed(reported.get('final-recipient') ?? reported.get('original-recipient'));
  return {
    delivery: code.startsWith('5') ? 'bounced' : code.startsWith('4') ? 'delayed' : 'delivered',
    reason: (diagnostic || `${code} ${recipient ?? ''}`.trim()).slice(0, 1000),
    match: { messageId, mailId },
  };
}

type DsnFacts = {
  /** The mail's envelope sender: where the report goes. */
  returnPath: string;
  recipient: string;
  /** `5.1.1`, `4.4.1` … */
  status: string;
  diagnostic: string;
  /** The returned mail's header block. */
  headers: string;
};

/** An RFC 3464 report of one recipient, as a mail server sends it back to the return path (the catcher, tests). */
export function composeDsn(f: DsnFacts): Buffer {
  const boundary = `dsn-${randomUUID()}`;
  const action = f.status.startsWith('5') ? 'failed' : 'delayed';
  return Buffer.from(
    [
      'From: Mail Delivery System <mailer-daemon@catcher.invalid>',
      `To: <${f.returnPath}>`,
      `Subject: ${action === 'failed' ? 'Undelivered Mail Returned to Sender' : 'Delayed Mail'}`,
      `Date: ${new Date().toUTCString()}`,
      `Message-ID: <${randomUUID()}@catcher.invalid>`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      `Your message to <${f.recipient}> ${action === 'failed' ? 'could not be delivered' : 'is delayed'}.`,
      `--${boundary}`,
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; catcher.invalid',
      '',
      `Final-Recipient: rfc822; ${f.recipient}`,
      `Action: ${action}`,
      `Status: ${f.status}`,
      `Diagnostic-Code: smtp; ${f.diagnostic}`,
      '',
      `--${boundary}`,
      'Content-Type: text/rfc822-headers',
      '',
      f.headers.trimEnd(),
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  );
}
