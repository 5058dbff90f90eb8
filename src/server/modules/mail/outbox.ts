import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { MailKind } from '../../../shared/mail-state.ts';
import type { Db, Executor } from '../../db/database.ts';
import {
  AttachmentMaker,
  storeAttachments,
  WAITING_FOR_FILES,
  type Attachment,
  type PendingAttachment,
  type StoredAttachment,
} from './attachments.ts';
import { claimDueMails, insertMails, recordOutcome, type MailRow, type Outcome } from './outbox.queries.ts';
import { PollLoop } from './poll-loop.ts';

export type MailContent = { subject: string; html: string; text: string };
export type NewMail = MailContent & {
  to: string;
  kind: MailKind;
  workspaceId?: string | null;
  /** The task and supplier a mail is about, for the task's mail log and the invitation's state. */
  taskId?: string | null;
  supplierId?: string | null;
  /** A planned mail (a reminder): not sent before this instant. */
  dueAt?: number;
  /** A planned mail exists once: a second one with the same key is not written. */
  dedupeKey?: string;
  attachments?: Attachment[];
  /** Files made after the caller's transaction (an order's PDF): the mail goes once they are (docs/decisions/027). */
  pendingAttachments?: PendingAttachment[];
  /** A printshop's mail names the buying company in its From ("<company> via PrintTender") and replies go to a person. */
  fromName?: string | null;
  replyTo?: string | null;
};

/** A mail of a batch with the outcome of its attempt. */
export type RecordedMail = Pick<MailRow, 'id' | 'kind' | 'taskId' | 'supplierId'> & { outcome: Outcome['kind'] };

export type OutboxOptions = {
  /** How often the worker looks for due mails that no poke announced (other instances, retries). */
  pollMs: number;
  /** First retry delay; each further attempt doubles it, up to maxDelayMs. */
  retryBaseMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  /** A claim older than this is considered abandoned by a crashed sender. */
  lockMs: number;
  batchSize: number;
};

export const defaultOutboxOptions: OutboxOptions = {
  pollMs: 1000,
  retryBaseMs: 2000,
  maxDelayMs: 15 * 60_000,
  maxAttempts: 10,
  lockMs: 60_000,
  batchSize: 50,
};

type Deps = {
  db: Db;
  transport: Transporter;
  from: string;
  /** Domain part of generated Message-IDs. */
  domain: string;
  log: FastifyBaseLogger;
  options?: Partial<OutboxOptions>;
  /**
   * Deletes those of the mails just claimed that should no longer go out (a reminder whose reason is gone) and
   * answers their ids; they are not sent. Checked after the claim, so a mail whose reason goes while it is
   * claimed cannot slip through. The module that plans such mails provides it; this one knows nothing of tasks.
   */
  dropStale?: (claimed: readonly MailRow[]) => Promise<readonly string[]>;
  /**
   * Holds back those of the mails just claimed that may not go yet (a planned reminder beyond its workspace's
   * mail quota): it queues them again for later itself and answers them; they are not sent now.
   */
  hold?: (claimed: readonly MailRow[]) => Promise<readonly { id: string; until: number }[]>;
  /** Hears each attempt's outcome once it is recorded (the metrics count sent and failed mails). */
  onOutcome?: (outcome: Outcome) => void;
  /**
   * Runs in the transaction that records a batch's outcomes, with each mail and its outcome: what follows from a
   * mail's fate (an invitation refused, a reminder run done) commits with it. The notifications module provides it.
   */
  onOutcomes?: (trx: Executor, recorded: readonly RecordedMail[]) => Promise<void>;
  /** Hears the mails of each batch once their outcomes are recorded (the live updates tell their tasks' pages). */
  onRecorded?: (mails: readonly MailRow[]) => void;
  /**
   * Makes a pending attachment's file from its `job`, off the event loop (the render pool, docs/decisions/027);
   * `renderers` of them at once. Without it, mails with pending attachments wait.
   */
  render?: (workspaceId: string | null, job: unknown) => Promise<Uint8Array>;
  renderers?: number;
};

/**
 * The transactional outbox: `enqueue` writes a mail in the caller's transaction; the worker sends it
 * later through SMTP with retries. See docs/decisions/004-mail-outbox.md.
 */
export class Outbox {
  private readonly opts: OutboxOptions;
  private readonly sending: PollLoop;
  private readonly attachments: AttachmentMaker | undefined;
  /** A mail with pending attachments was written since the last poke: the maker looks at once. */
  private filesToMake = false;

  /** MAIL_FROM's address: a mail with a name of its own goes out from it. */
  private readonly fromAddress: string;

  constructor(private readonly deps: Deps) {
    this.opts = { ...defaultOutboxOptions, ...deps.options };
    this.fromAddress = addressOf(deps.from);
    const { pollMs, lockMs } = this.opts;
    this.sending = new PollLoop(
      () => this.drain(),
      pollMs,
      (err) => deps.log.error({ err }, 'mail worker failed; retrying'),
    );
    const { render, renderers = 1 } = deps;
    this.attachments = render
      ? new AttachmentMaker({
          ...{ db: deps.db, log: deps.log, render, pollMs, lockMs, concurrency: renderers },
          onMade: () => this.sending.poke(),
          onFailed: async (trx, { id, kind, taskId, supplierId }) => {
            deps.onOutcome?.({ id, kind: 'failed', detail: '', at: Date.now() });
            await deps.onOutcomes?.(trx, [{ id, kind, taskId, supplierId, outcome: 'failed' }]);
          },
        })
      : undefined;
  }

  /** Writes the mail with `ex`, which may be a transaction; call `poke()` after it commits. */
  async enqueue(ex: Executor, mail: NewMail, id: string = randomUUID()): Promise<string> {
    await this.enqueueMany(ex, [{ ...mail, id }]);
    return id;
  }

  /** Writes many mails with few statements (a send to all printshops). */
  async enqueueMany(ex: Executor, mails: (NewMail & { id: string })[]): Promise<void> {
    const now = Date.now();
    const pending = (mail: NewMail) => (mail.pendingAttachments?.length ? mail.pendingAttachments : undefined);
    if (mails.some(pending)) this.filesToMake = true;
    const rows = mails.map((mail) => ({
      id: mail.id,
      workspaceId: mail.workspaceId ?? null,
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: `<${mail.id}@${this.deps.domain}>`,
      state: 'queued' as const,
      nextAttemptAt: pending(mail) ? WAITING_FOR_FILES : (mail.dueAt ?? now),
      lockedUntil: null,
      lastError: null,
      smtpResponse: null,
      sentAt: null,
      createdAt: now,
      taskId: mail.taskId ?? null,
      supplierId: mail.supplierId ?? null,
      dedupeKey: mail.dedupeKey ?? null,
      attachments: storeAttachments(mail.attachments),
      pendingAttachments: pending(mail) ? JSON.stringify(pending(mail)) : null,
      // Stored, not worked out when sent: a retry goes out with the same headers.
      fromName: mail.fromName ?? null,
      replyTo: mail.replyTo ?? null,
      delivery: null,
      deliveryDetail: null,
      deliveryAt: null,
    }));
    await insertMails(ex, rows);
  }

  start(): void {
    this.sending.start();
    this.attachments?.start();
  }

  /** Asks the worker to look for due mails now, and for files to make if a mail with pending ones was written. */
  poke(): void {
    this.sending.poke();
    if (this.filesToMake) this.attachments?.poke();
    this.filesToMake = false;
  }

  /** Stops polling and waits for the sends and the files being made in flight to be recorded. */
  async stop(): Promise<void> {
    await Promise.all([this.sending.stop(), this.attachments?.stop()]);
  }

  private async drain(): Promise<void> {
    for (;;) {
      const now = Date.now();
      const batch = await claimDueMails(this.deps.db, {
        now,
        limit: this.opts.batchSize,
        lockMs: this.opts.lockMs,
      });
      const dropped = new Set(batch.length > 0 ? await this.deps.dropStale?.(batch) : []);
      const kept = batch.filter((m) => !dropped.has(m.id));
      const held = new Set((kept.length > 0 ? await this.deps.hold?.(kept) : [])?.map((h) => h.id));
      if (held.size > 0) this.deps.log.warn({ mailIds: [...held] }, 'mails held back by the mail quota');
      const sending = kept.filter((m) => !held.has(m.id));
      const outcomes = await Promise.all(sending.map((mail) => this.send(mail)));
      // One transaction for the batch's results: one disk sync instead of one per mail.
      await this.deps.db.transaction().execute(async (trx) => {
        for (const o of outcomes) await recordOutcome(trx, o);
        const recorded = sending.map(({ id, kind, taskId, supplierId }, i) => ({
          id,
          kind,
          taskId,
          supplierId,
          outcome: outcomes[i]!.kind,
        }));
        if (recorded.length > 0) await this.deps.onOutcomes?.(trx, recorded);
      });
      if (this.deps.onOutcome) for (const o of outcomes) this.deps.onOutcome(o);
      if (batch.length > 0) this.deps.onRecorded?.(batch);
      if (batch.length < this.opts.batchSize || this.sending.stopped) return;
    }
  }

  private async send(mail: MailRow): Promise<Outcome> {
    const { transport, log } = this.deps;
    // Message-ID and task: one tender's mails can be followed through the logs.
    const about = { mailId: mail.id, messageId: mail.messageId, taskId: mail.taskId, kind: mail.kind };
    try {
      const info = await transport.sendMail({
        from: mail.fromName ? { name: mail.fromName, address: this.fromAddress } : this.deps.from,
        replyTo: mail.replyTo ?? undefined,
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        // The envelope sender (the Return-Path) names the mail: a bounce comes back to it and is matched by it.
        envelope: { from: returnPath(mail.id, this.fromAddress), to: mail.toAddress },
        // Postmark hands this back as the bounce webhook's Metadata.mailId.
        headers: { 'X-PM-Metadata-mailId': mail.id },
        // nodemailer decodes base64 content itself.
        attachments: mail.attachments
          ? (JSON.parse(mail.attachments) as StoredAttachment[]).map((f) => ({ ...f, encoding: 'base64' }))
          : undefined,
      });
      log.info(about, 'mail sent');
      return { id: mail.id, kind: 'sent', detail: String(info.response ?? ''), at: Date.now() };
    } catch (err) {
      const reason = describeSmtpError(err);
      if (isPermanent(err) || mail.attempts >= this.opts.maxAttempts) {
        log.warn({ ...about, reason, attempts: mail.attempts }, 'mail failed');
        return { id: mail.id, kind: 'failed', detail: reason, at: Date.now() };
      }
      log.info({ ...about, reason, attempts: mail.attempts }, 'mail not sent; will retry');
      return { id: mail.id, kind: 'retry', detail: reason, at: Date.now() + this.retryDelay(mail.attempts) };
    }
  }

  private retryDelay(attempts: number): number {
    const base = Math.min(this.opts.retryBaseMs * 2 ** (attempts - 1), this.opts.maxDelayMs);
    // ±20 % jitter keeps instances that failed together from retrying in lockstep.
    return Math.round(base * (0.8 + Math.random() * 0.4));
  }
}

/** The address of `Name <address>`, or the whole text when it is a bare address. */
export function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** `bounce+<mailId>@` the sender's domain (docs/product.md#mail-that-did-not-arrive). */
export function returnPath(mailId: string, fromAddress: string): string {
  return `bounce+${mailId}@${fromAddress.slice(fromAddress.lastIndexOf('@') + 1)}`;
}

type SmtpError = { responseCode?: number; response?: string; message?: string; code?: string };

/** A 5xx answer will not change on retry (RFC 5321 §4.2.1). */
function isPermanent(err: unknown): boolean {
  const code = (err as SmtpError).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describeSmtpError(err: unknown): string {
  const e = err as SmtpError;
  return (e.response ?? e.message ?? String(err)).slice(0, 1000);
}
