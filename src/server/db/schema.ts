import type { Generated } from 'kysely';
import type { StaffLanguage, Language } from '../../shared/languages.ts';
import type { MailKind } from '../../shared/mail-state.ts';
import type { STAFF_EVENT_KINDS, WORKSPACE_EVENT_KINDS } from '../../shared/schemas/events.ts';
import type { Role } from '../../shared/schemas/account.ts';
import type { TaskStateValue } from '../../shared/task-state.ts';

/** Instants are epoch milliseconds (see docs/decisions/003-instants-as-epoch-ms.md). */
type EpochMs = number;

export type MailState = 'queued' | 'sent' | 'failed';

export interface MailTable {
  id: string;
  workspaceId: string | null;
  kind: MailKind;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  /** Stable across retries so that a receiver can drop a duplicate after an at-least-once redelivery. */
  messageId: string;
  state: MailState;
  attempts: Generated<number>;
  nextAttemptAt: EpochMs;
  lockedUntil: EpochMs | null;
  lastError: string | null;
  smtpResponse: string | null;
  sentAt: EpochMs | null;
  createdAt: EpochMs;
  taskId: string | null;
  supplierId: string | null;
  /** A planned mail (a reminder) that must exist once: unique where set. */
  dedupeKey: string | null;
  /** JSON [{ filename, contentType, content (base64) }]: the files the mail carries (an order's PDF), or null. */
  attachments: string | null;
  /** The From's display name (a printshop's mail: "<company> via PrintTender"); null: MAIL_FROM as configured. */
  fromName: string | null;
  /** Where a reply goes (the staff member who caused a printshop's mail); null: none. */
  replyTo: string | null;
}

export interface MailboxMessageTable {
  id: string;
  receivedAt: EpochMs;
  fromAddress: string;
  toAddress: string;
  subject: string;
  raw: string;
}

export interface ContactTable {
  id: string;
  workspaceId: string;
  name: string;
  email: string;
  contactPerson: string;
  address: string;
  vatNumber: string;
  accountNumber: string;
  /** Companies speak en or de (their schema says so); printshops also sk. */
  language: Language;
  /** Raised by every update; an update naming an older one is refused (409 RECORD_CHANGED). */
  version: Generated<number>;
  /** Who made the last update (a user id); null until the first one. */
  updatedBy: string | null;
  createdAt: EpochMs;
  updatedAt: EpochMs;
  deletedAt: EpochMs | null;
}

export interface FormatTable {
  id: string;
  workspaceId: string;
  title: string;
  format: string;
  color: string;
  perforation: string;
  fold: string;
  /** JSON: { en, de, sk } each { weight, personalisation, description }. */
  texts: string;
  /** Raised by every update; an update naming an older one is refused (409 RECORD_CHANGED). */
  version: Generated<number>;
  /** Who made the last update (a user id); null until the first one. */
  updatedBy: string | null;
  createdAt: EpochMs;
  updatedAt: EpochMs;
}

export interface TaskTable {
  id: string;
  workspaceId: string;
  name: string;
  note: string;
  address: string;
  lettershop: string;
  /** Calendar dates, YYYY-MM-DD. */
  deliveryDate: string | null;
  deadlineDate: string | null;
  /** When the award is planned: offers valid for less long are flagged. */
  awardDate: string | null;
  lang: StaffLanguage;
  state: TaskStateValue;
  supplierId: string | null;
  testMailSentAt: EpochMs | null;
  invitedAt: EpochMs | null;
  acceptedAt: EpochMs | null;
  /** Raised by every change of the fields or formats; an update naming an older one is refused (409). */
  version: number;
  /** Who made the last change (a user id); null until the first change after creation. */
  updatedBy: string | null;
  /** The number of the latest amendment (taskRevisions), 0 before any. */
  revision: number;
  /** The latest revision that changed what is priced (formats, quantities): offers made before must be confirmed. */
  pricesRevision: number;
  cancelledAt: EpochMs | null;
  cancelMessage: string | null;
  /** Remind those who neither offered nor declined this many days before the deadline; null: off. */
  /** 1: sealed bids — no price reaches staff, nor a rank the printshops, before the deadline day is over. */
  sealed: number;
  remindDays: number | null;
  /** Ask "did you receive our request?" this many days after an unopened invitation; null: off. */
  unopenedDays: number | null;
  createdBy: string;
  createdAt: EpochMs;
  updatedAt: EpochMs;
  /** The company the task buys for (one of the workspace's `companies`); null: the workspace's buying company. */
  companyId:
    | string
    | null; /** The name lower-cased, what the task list searches (written by the tasks module with every name). */
  searchName: string;
}

export interface TaskFormatTable {
  id: string;
  taskId: string;
  position: number;
  count: number;
  /** JSON number[]: further quantities to price, ascending. */
  counts: string;
  /** 0/1: a price per additional 1,000 is asked. */
  runOn: number;
  title: string;
  format: string;
  color: string;
  perforation: string;
  fold: string;
  /** JSON, as in formats. */
  texts: string;
  /** The stored format it was copied from (the price history follows it), or null for a free one. */
  formatId: string | null;
}

export interface SupplierTaskTable {
  taskId: string;
  supplierId: string;
  workspaceId: string;
  mailId: string;
  invitedAt: EpochMs;
  openedAt: EpochMs | null;
  clickedAt: EpochMs | null;
  /** The current offer's total in cents. */
  sum: number | null;
  /** JSON [{ id, price, scales?, runOnPer1000?, alternative? }] of the current offer, prices in cents. */
  prices: string | null;
  /** JSON: the current offer's print terms and quote number. */
  terms: string | null;
  submittedAt: EpochMs | null;
  /** The task revision the current offer was made or confirmed for. */
  offerRevision: Generated<number>;
  /** The printshop declined to offer (a no-bid), with its reason; an offer afterwards clears both. */
  declinedAt: Generated<EpochMs | null>;
  declineReason: Generated<string | null>;
}

export interface OfferRevisionTable {
  id: string;
  taskId: string;
  supplierId: string;
  workspaceId: string;
  /** JSON as supplierTasks.prices. */
  prices: string;
  terms: string | null;
  sum: number;
  createdAt: EpochMs;
}

/** What a task's award ordered of each format: from whom, how many, at what price. */
export interface AwardTable {
  taskId: string;
  formatId: string;
  workspaceId: string;
  supplierId: string;
  count: number;
  /** In cents, for `count` pieces. */
  price: number;
  /** The printshop's alternative that was awarded, else null. */
  alternative: string | null;
  createdAt: EpochMs;
}

/** An amendment of a sent task: its number, the buyer's message and what changed, old -> new. */
export interface TaskRevisionTable {
  taskId: string;
  number: number;
  workspaceId: string;
  message: string;
  /** JSON Change[] (shared/schemas/amend.ts). */
  changes: string;
  /** 0/1: formats or quantities changed, so earlier offers must be confirmed. */
  pricesChanged: number;
  createdBy: string;
  createdAt: EpochMs;
}

/** A document of a task for the printshops (artwork, spec sheet), perhaps of one of its formats. */
export interface TaskFileTable {
  id: string;
  taskId: string;
  workspaceId: string;
  formatId: string | null;
  /** As uploaded; shown as text, served with a safe Content-Disposition. */
  name: string;
  size: number;
  /** Recognised from the content: one of shared/schemas/files.ts FILE_TYPES. */
  type: string;
  sha256: string;
  /** Where the storage (DATA_DIR/files or the bucket) keeps the bytes. */
  storageKey: string;
  uploadedBy: string;
  createdAt: EpochMs;
}

/** Which printshop downloaded which document: first, last, how often. */
export interface FileDownloadTable {
  fileId: string;
  supplierId: string;
  taskId: string;
  firstAt: EpochMs;
  lastAt: EpochMs;
  count: number;
}

/** A printshop's question; a published answer is shown to every invited printshop, without the asker. */
export interface QuestionTable {
  id: string;
  taskId: string;
  workspaceId: string;
  supplierId: string;
  text: string;
  askedAt: EpochMs;
  answer: string | null;
  /** 0/1 */
  published: Generated<number>;
  answeredBy: string | null;
  answeredAt: EpochMs | null;
}

/** What a staff member did to a task (the audit trail): appended, never changed. */
export interface TaskEventTable {
  id: string;
  taskId: string;
  workspaceId: string;
  kind: (typeof STAFF_EVENT_KINDS)[number];
  userId: string;
  /** The printshop the action was about (a reminder to one, an answer to its question, an award to one). */
  supplierId: string | null;
  /** JSON: { changes?, fields?, subject?, count?, amount? } (events.service.ts EventData). */
  data: string;
  createdAt: EpochMs;
}

/** The company a workspace buys for: one row per workspace, none until an owner or admin sets it. */
export interface BuyingCompanyTable {
  workspaceId: string;
  name: string;
  address: string;
  vatNumber: string;
  phone: string;
  /** Raised by every update; an update naming an older one is refused (409 RECORD_CHANGED). */
  version: number;
  updatedBy: string;
  createdAt: EpochMs;
  updatedAt: EpochMs;
}

/** What a staff member did to the workspace itself (its buying company): appended, never changed. */
export interface WorkspaceEventTable {
  id: string;
  workspaceId: string;
  kind: (typeof WORKSPACE_EVENT_KINDS)[number];
  userId: string;
  /** JSON: { values } (events.service.ts). */
  data: string;
  createdAt: EpochMs;
}

// The tables below belong to better-auth; only the columns this app reads or writes are declared.
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  username: string | null;
  displayUsername: string | null;
  /** Written by our sign-up, always one of ours; better-auth's default is 'en'. */
  language: StaffLanguage | null;
  signature: string | null;
  passwordResetRequired: boolean | number | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface OrganizationTable {
  id: string;
  name: string;
  slug: string;
  createdAt: Date | string;
}

export interface MemberTable {
  id: string;
  organizationId: string;
  userId: string;
  role: Role;
  createdAt: Date | string;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date | string;
  activeOrganizationId: string | null;
}

export interface InvitationTable {
  id: string;
  organizationId: string;
  email: string;
  role: Role | null;
  status: 'pending' | 'accepted' | 'rejected' | 'canceled';
  expiresAt: Date | string;
  inviterId: string;
}

export interface Database {
  mails: MailTable;
  suppliers: ContactTable;
  companies: ContactTable;
  formats: FormatTable;
  tasks: TaskTable;
  taskFormats: TaskFormatTable;
  supplierTasks: SupplierTaskTable;
  offerRevisions: OfferRevisionTable;
  awards: AwardTable;
  taskRevisions: TaskRevisionTable;
  taskFiles: TaskFileTable;
  fileDownloads: FileDownloadTable;
  questions: QuestionTable;
  taskEvents: TaskEventTable;
  buyingCompanies: BuyingCompanyTable;
  workspaceEvents: WorkspaceEventTable;
  invitation: InvitationTable;
  mailboxMessages: MailboxMessageTable;
  user: UserTable;
  organization: OrganizationTable;
  member: MemberTable;
  session: SessionTable;
}
