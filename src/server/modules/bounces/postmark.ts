import { z } from 'zod';
import type { DeliveryReport } from './bounces.service.ts';

/** The fields of Postmark's bounce webhook that we read (https://postmarkapp.com/developer/webhooks/bounce-webhook). */
const PostmarkBounceSchema = z.object({
  RecordType: z.string().optional(),
  Type: z.string().optional(),
  TypeCode: z.number().optional(),
  MessageID: z.string().optional(),
  Metadata: z.record(z.string(), z.unknown()).optional(),
  Description: z.string().optional(),
  Details: z.string().optional(),
  Email: z.string().optional(),
});

// Postmark's bounce types (https://postmarkapp.com/developer/api/bounce-api#bounce-types), by name and code.
const PERMANENT = new Map([
  ['HardBounce', 1],
  ['BadEmailAddress', 100000],
  ['SpamComplaint', 100001],
  ['ManuallyDeactivated', 100002],
]);
const TEMPORARY = new Map([
  ['Transient', 2],
  ['DnsError', 256],
  ['SoftBounce', 4096],
]);

const isOf = (kinds: Map<string, number>, type?: string, code?: number) =>
  (type !== undefined && kinds.has(type)) || (code !== undefined && [...kinds.values()].includes(code));

/**
 * A Postmark bounce (or spam complaint) webhook: a hard bounce and the like is permanent, a soft or transient one
 * temporary, any other type (an auto-responder) changes nothing. Matched by the metadata `mailId` our mails carry
 * (the header X-PM-Metadata-mailId) or by MessageID against our Message-ID. Undefined when it is none.
 */
export function readPostmark(body: unknown): DeliveryReport | undefined {
  const parsed = PostmarkBounceSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const b = parsed.data;
  if (b.RecordType !== undefined && !['Bounce', 'SpamComplaint'].includes(b.RecordType)) return undefined;
  if (b.Type === undefined && b.TypeCode === undefined) return undefined;
  const mailId = typeof b.Metadata?.mailId === 'string' ? b.Metadata.mailId.toLowerCase() : undefined;
  const messageId = b.MessageID ? `<${b.MessageID.replace(/^<|>$/g, '')}>` : undefined;
  if (!mailId && !messageId) return undefined;
  const delivery = isOf(PERMANENT, b.Type, b.TypeCode)
    ? 'bounced'
    : isOf(TEMPORARY, b.Type, b.TypeCode)
      ? 'delayed'
      : 'delivered';
  const reason = [b.Type, b.Details || b.Description].filter(Boolean).join(': ');
  return { delivery, reason: reason.slice(0, 1000), match: { messageId, mailId } };
}
