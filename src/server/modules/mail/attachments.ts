import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/database.ts';
import {
  claimPendingMails,
  delayPendingMail,
  failPendingMail,
  storeMadeAttachments,
  type PendingMail,
} from './attachments.queries.ts';
import { PollLoop } from './poll-loop.ts';

/** A file a mail carries (an order's PDF). */
export type Attachment = { filename: string; contentType: string; content: Uint8Array };

/**
 * A file made after the mail's transaction (docs/decisions/027): `job` is kept in the mail's row as the module that
 * enqueued it wrote it, and handed to the outbox's `render` as it was; this module knows nothing of orders.
 */
export type PendingAttachment = { filename: string; contentType: string; job: unknown };

/** Attachments as the mail row keeps them (docs/decisions/018): JSON, the bytes in base64. */
export type StoredAttachment = Omit<Attachment, 'content'> & { content: string };

export const storeAttachments = (files: Attachment[] | undefined) =>
  files?.length
    ? JSON.stringify(files.map((f): StoredAttachment => ({ ...f, content: Buffer.from(f.content).toString('base64') })))
    : null;

/**
 * A mail's `nextAttemptAt` while its files are made: the end of time, so that no claim of a send takes it, nor one
 * of an instance that runs the code before these pending files (a rolling upgrade). Storing them makes it due.
 */
export const WAITING_FOR_FILES = Number.MAX_SAFE_INTEGER;

/** A file that could not be made is tried again twice, 10 s and 20 s later, then its mail fails. */
const ATTEMPTS = 3;
const RETRY_MS = 10_000;

type MakerDeps = {
  db: Db;
  log: FastifyBaseLogger;
  render: (workspaceId: string | null, job: unknown) => Promise<Uint8Array>;
  pollMs: number;
  /** A claim older than this is an instance's that died: another makes the files. */
  lockMs: number;
  /** Mails whose files are made at once by this instance: as many as the renders can run side by side. */
  concurrency: number;
  /** Mails became due: the outbox sends them. */
  onMade: () => void;
  /** A mail given up, in the transaction that marks it failed: it counts as a failed send would. */
  onFailed: (trx: Executor, mail: PendingMail) => Promise<void>;
};

/**
 * Makes the files of mails written with pending attachments, outside the transaction that wrote them, and makes
 * the mails due. Claims like the outbox's: a mail whose instance died while making its files is taken over once the
 * claim expires, and one written just before a crash is made after the restart (docs/decisions/027).
 */
export class AttachmentMaker {
  private readonly loop: PollLoop;

  constructor(private readonly deps: MakerDeps) {
    const onError = (err: unknown) => deps.log.error({ err }, 'making mail attachments failed; retrying');
    this.loop = new PollLoop(() => this.drain(), deps.pollMs, onError);
  }

  start = () => this.loop.start();
  poke = () => this.loop.poke();
  stop = () => this.loop.stop();

  private async drain(): Promise<void> {
    const { db, concurrency, lockMs } = this.deps;
    while (!this.loop.stopped) {
      const claimed = await claimPendingMails(db, { now: Date.now(), limit: concurrency, lockMs });
      if (claimed.length === 0) return;
      const made = await Promise.all(claimed.map((mail) => this.make(mail)));
      if (made.some(Boolean)) this.deps.onMade();
    }
  }

  private async make(mail: PendingMail): Promise<boolean> {
    const { db, log } = this.deps;
    const about = { mailId: mail.id, taskId: mail.taskId, kind: mail.kind };
    try {
      const files: Attachment[] = [];
      for (const { job, ...file } of JSON.parse(mail.pendingAttachments) as PendingAttachment[]) {
        files.push({ ...file, content: await this.deps.render(mail.workspaceId, job) });
      }
      const stored = await storeMadeAttachments(db, mail.id, storeAttachments(files)!, Date.now());
      log.info(about, 'mail attachments made');
      return stored;
    } catch (err) {
      const reason = `The attachment could not be made: ${err instanceof Error ? err.message : String(err)}`;
      if (mail.attempts < ATTEMPTS) {
        log.warn({ ...about, err, attempts: mail.attempts }, 'mail attachments not made; will retry');
        await delayPendingMail(db, mail.id, reason.slice(0, 1000), Date.now() + RETRY_MS * mail.attempts);
      } else {
        log.error({ ...about, err, attempts: mail.attempts }, 'mail attachments not made; the mail failed');
        await db.transaction().execute(async (trx) => {
          await failPendingMail(trx, mail.id, reason.slice(0, 1000));
          await this.deps.onFailed(trx, mail);
        });
      }
      return false;
    }
  }
}
