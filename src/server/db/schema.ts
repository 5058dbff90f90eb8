import type { Generated } from 'kysely';
import type { StaffLanguage, Language } from '../../shared/languages.ts';
import type { MailKind } from '../../shared/mail-state.ts';
import type { STAFF_EVENT_KINDS, WORKSPACE_EVENT_KINDS } from '../../shared/schemas/events.ts';
import type { Role } from '../../shared/schemas/account.ts';
import type { TaskStateValue } from '../../shared/task-state.ts';
import type { AuctionBidderTable, AuctionBidTable, AuctionTable } from './schema-auctions.ts';
import type { InvoiceTable, ProofTable, ShipmentTable } from './schema-jobs.ts';
import type {
  NotificationClaimTable,
  NotificationSettingTable,
  NotificationTable,
  TaskWatchTable,
} from './schema-notifications.ts';

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
  /**
   * JSON [{ filename, contentType, job }]: files still to be made after the mail's transaction (an order's PDF,
   * docs/decisions/027); the mail is not due until they are made and stored in `attachments`.
   */
  pendingAttachments: string | null;
  /** The From's display name (a printshop's mail: "<company> via PrintTender"); null: MAIL_FROM as configured. */
  fromName: string | null;
  /** Where a reply goes (the staff member who caused a printshop's mail); null: none. */
  replyTo: string | null;
  /** What a mail server reported after taking the mail (a bounce or a delay), its reason and when; null: nothing. */
  delivery: 'bounced' | 'delayed' | null;
  deliveryDetail: string | null;
  deliveryAt: EpochMs | null;
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
  /** ISO 3166 alpha-2, '' when not given (the VAT number's prefix tells it then: src/shared/tax.ts). */
  country: Generated<string>;
  /** Raised by every update; an update naming an older one is refused (409 RECORD_CHANGED). */
  version: Generated<number>;
  /** Who made the last update (a user id); null until the first one. */
  updatedBy: string | null;
  createdAt: EpochMs;
  updatedAt: EpochMs;
  deletedAt: EpochMs | null;
  /** The last mail to this address bounced (then); cleared when the address changes. */
  bouncedAt: Generated<EpochMs | null>;
}

/** A company record (the team area's): a contact with what an order needs of a buyer. */
export interface CompanyTable extends ContactTable {
  invoiceAddress: Generated<string>;
  paymentTerms: Generated<string>;
  orderNumberPrefix: Generated<string>;
}

/** What a stored format and a task's format describe of the print job alike. */
interface FormatSpecColumns {
  title: string;
  format: string;
  color: string;
  perforation: string;
  fold: string;
  /** JSON: { en, de, sk } each { weight, personalisation, description }. */
  texts: string;
  /** JSON: the structured spec (shared/schemas/spec.ts); null: none, the texts alone. */
  spec: string | null;
  /** JSON [{ name, count }]: versions, the same spec with other content; '[]': none. */
  versions: string;
}

export interface FormatTable extends FormatSpecColumns {
  id: string;
  workspaceId: string;
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
  companyId: string | null;
  /** The buyer's own purchase-order number, shown beside the order number; '' none. */
  poNumber: string;
  /** The name lower-cased, what the task list searches (written by the tasks module with every name). */
  searchName: string;
  /** JSON string[]: the certificate kinds an invited printshop must hold (docs/product.md#certificates). */
  requiredCertificates: string;
  /** What the task may cost, in cents (docs/product.md#budget-and-approval); null: no budget. */
  budget: number | null;
  /** The workspace's currency when the task was made: its budget, rates and comparison are in it. */
  currency: string;
  /** JSON string[]: the currencies printshops may quote in (docs/product.md#currencies); null: `currency` alone. */
  currencies: string | null;
  /** JSON { CZK: 0.04 }: `currency` per unit of each other accepted currency; null: none set. */
  rates: string | null;
  /** The task this one was copied from (docs/product.md#copy); null: made anew. */
  copiedFrom: string | null;
  /** JSON [{ address, date, counts: [{ formatId, count }] }]: delivery addresses splitting the quantities; '[]': none. */
  deliveries: string;
  /** JSON { price, leadTime, quality, certificates }: the weights of its score in percent; null: the price alone. */
  scoring: string | null;
  /** Why the award went to other than the best score or the lowest price, as the buyer said; null: none given. */
  awardReason: string | null;
  /** The round offers are taken in: 1, then 2 once a best-and-final round opened (docs/product.md#rounds). */
  round: Generated<number>;
}

/** A certificate a printshop holds (the suppliers module's): replaced as a list with the printshop's update. */
export interface SupplierCertificateTable {
  supplierId: string;
  /** Its place in the printshop's list, from 0. */
  position: number;
  workspaceId: string;
  kind: string;
  number: string;
  /** YYYY-MM-DD: the last day it is valid. */
  validUntil: string;
}

export interface TaskFormatTable extends FormatSpecColumns {
  id: string;
  taskId: string;
  position: number;
  count: number;
  /** JSON number[]: further quantities to price, ascending. */
  counts: string;
  /** 0/1: a price per version change is asked (docs/product.md#versions). */
  versionChangePrice: number;
  /** 0/1: a price per additional 1,000 is asked. */
  runOn: number;
  /** The stored format it was copied from (the price history follows it), or null for a free one. */
  formatId: string | null;
  /** Raised by each amendment that changes what is priced of this format; a price answers one (modules/offers). */
  revision: Generated<number>;
}

export interface SupplierTaskTable {
  taskId: string;
  supplierId: string;
  workspaceId: string;
  mailId: string;
  invitedAt: EpochMs;
  openedAt: EpochMs | null;
  clickedAt: EpochMs | null;
  /** The current offer's total in cents, as it was sent (its standing counts it anew: modules/offers). */
  sum: number | null;
  /**
   * JSON [{ id, price, revision, count, scales?, runOnPer1000?, alternative? }] of the current offer, prices in
   * cents, each with the format revision it answers and the quantity it was given for (modules/offers).
   */
  prices: string | null;
  /** JSON: the current offer's print terms and quote number. */
  terms: string | null;
  submittedAt: EpochMs | null;
  /** JSON string[]: the formats the current offer priced for an earlier revision (to confirm); null: none. */
  staleFormats: Generated<string | null>;
  /** How many of the task's formats the current offer prices as they are (0 without an offer). */
  currentFormats: Generated<number>;
  /** The printshop declined to offer (a no-bid), with its reason; an offer afterwards clears both. */
  declinedAt: Generated<EpochMs | null>;
  declineReason: Generated<string | null>;
  /** JSON RankShown: the place the printshop's page shows, taken when its own change was ranked. */
  rankShown: Generated<string | null>;
  rankAt: Generated<EpochMs | null>;
  /** While the current offer waits for a place (the hourly limit held it back): when one can be had again. */
  rankUpdatesAt: Generated<EpochMs | null>;
  /** The current offer's currency (one the task accepts); null: sent before currencies, the task's currency. */
  currency: Generated<string | null>;
  /** The last round the printshop is in (1 unless chosen for a final round: docs/product.md#rounds). */
  round: Generated<number>;
  /** Its answer to that round after the first: 'offer' (one submission) or 'kept'; null: none yet. */
  roundAnswer: Generated<string | null>;
  /** JSON: its offer as it stood when the earlier round closed ({ prices, sum, terms, currency, submittedAt }). */
  roundOffer: Generated<string | null>;
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
  /** When this revision was answered with a fresh place; null: saved without one (the hourly limit). */
  rankedAt: Generated<EpochMs | null>;
  /** As supplierTasks.currency. */
  currency: Generated<string | null>;
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
  /** `price` in the task's currency at the award (as `awardedInTaskCurrency` converts it): what the report sums. */
  taskPrice: number;
  /** The winner's delivery cost in the task's currency at the award, whole on each of its lines; 0: none. */
  delivery: number;
}

/**
 * What the spend report weighs a task's award against, stored with the award (docs/decisions/037): the offers are
 * frozen from then on. One row per awarded task.
 */
export interface AwardFigureTable {
  taskId: string;
  workspaceId: string;
  /** The lowest landed total of an offer pricing every format as it is, in the task's currency; null: none. */
  bestOffer: number | null;
}

/** One winning printshop's order of a task, with its number (docs/product.md#orders). */
export interface OrderTable {
  taskId: string;
  supplierId: string;
  workspaceId: string;
  /** The year (workspace time zone) the number counts in, and its place in that year: 1, 2, … without gaps. */
  year: number;
  sequence: number;
  /** `<prefix><year>-<sequence, 4 digits>`: unique in the workspace. */
  number: string;
  createdAt: EpochMs;
  /** The printshop's confirmation: its own reference and planned ship date (YYYY-MM-DD); null until confirmed. */
  reference: string | null;
  shipDate: string | null;
  confirmedAt: EpochMs | null;
}

/** The last order number's sequence per workspace and year. */
export interface OrderCounterTable {
  workspaceId: string;
  year: number;
  last: number;
}

/** How a winning printshop delivered an awarded task (the deliveries module's); recorded again, replaced. */
export interface DeliveryTable {
  taskId: string;
  supplierId: string;
  workspaceId: string;
  /** YYYY-MM-DD, not after the day it was recorded. */
  deliveredOn: string;
  /** Calendar days after the task's delivery date, 0 when on time; null when the task had none. */
  daysLate: number | null;
  /** 1 to 5. */
  quality: number;
  note: string;
  recordedBy: string;
  recordedAt: EpochMs;
  /** JSON [{ formatId, count }]: what arrived of each format ('[]': not counted). */
  received: string;
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

/** A round of a task's offers (docs/product.md#rounds): written for rounds 1 and 2 when round 2 opens. */
export interface TaskRoundTable {
  taskId: string;
  number: number;
  workspaceId: string;
  /** JSON string[]: the printshops in the round. */
  suppliers: string;
  deadlineDate: string | null;
  /** The buyer's message to the printshops chosen ('' for round 1). */
  message: string;
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
  invoiceAddress: string;
  paymentTerms: string;
  orderNumberPrefix: string;
  country: string;
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

/** A workspace's settings (the team module's): one row per workspace, none until an owner or admin set one. */
export interface WorkspaceSettingTable {
  workspaceId: string;
  /** In cents: a member's award above it waits for approval (docs/product.md#budget-and-approval); null: never. */
  approvalAbove: number | null;
  /** The currency the workspace keeps its books in (docs/product.md#currencies). */
  currency: Generated<string>;
  /** JSON scoring weights a new task starts with (docs/product.md#scoring); null: the price alone. */
  scoringDefaults: Generated<string | null>;
  updatedBy: string;
  updatedAt: EpochMs;
}

/** A member's award waiting for an owner's or admin's approval, and what became of it (the award module's). */
export interface AwardRequestTable {
  id: string;
  taskId: string;
  workspaceId: string;
  /** Withdrawn: its task was cancelled while it waited. */
  state: 'pending' | 'approved' | 'rejected' | 'withdrawn';
  /** JSON: the award's body (AwardBody) as the member sent it. */
  body: string;
  /** JSON: what it costs (AwardPreview) when asked: the split, the total, the saving. */
  preview: string;
  /**
   * JSON: the award as it was priced when asked (award/kept-award.ts), what approving orders; null for a request
   * made before migration 026, which can only be rejected.
   */
  priced: string | null;
  requestedBy: string;
  requestedAt: EpochMs;
  decidedBy: string | null;
  decidedAt: EpochMs | null;
  /** Why it was rejected. */
  message: string | null;
}

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
  /** The name an order is signed with; '' or null: the username. */
  fullName: string | null;
  title: string | null;
  passwordResetRequired: boolean | number | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** Mails to printshops per workspace, quota and minute (the minute's end): the mail quotas' count. */
export interface MailCountTable {
  workspaceId: string;
  quota: 'mail' | 'test';
  at: EpochMs;
  count: number;
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
  auctions: AuctionTable;
  auctionBidders: AuctionBidderTable;
  auctionBids: AuctionBidTable;
  mails: MailTable;
  mailCounts: MailCountTable;
  suppliers: ContactTable;
  supplierCertificates: SupplierCertificateTable;
  companies: CompanyTable;
  formats: FormatTable;
  tasks: TaskTable;
  taskFormats: TaskFormatTable;
  supplierTasks: SupplierTaskTable;
  offerRevisions: OfferRevisionTable;
  awards: AwardTable;
  awardFigures: AwardFigureTable;
  deliveries: DeliveryTable;
  taskRevisions: TaskRevisionTable;
  taskRounds: TaskRoundTable;
  taskFiles: TaskFileTable;
  fileDownloads: FileDownloadTable;
  questions: QuestionTable;
  taskEvents: TaskEventTable;
  buyingCompanies: BuyingCompanyTable;
  workspaceSettings: WorkspaceSettingTable;
  awardRequests: AwardRequestTable;
  orders: OrderTable;
  orderCounters: OrderCounterTable;
  proofs: ProofTable;
  shipments: ShipmentTable;
  invoices: InvoiceTable;
  workspaceEvents: WorkspaceEventTable;
  invitation: InvitationTable;
  mailboxMessages: MailboxMessageTable;
  notifications: NotificationTable;
  taskWatches: TaskWatchTable;
  notificationSettings: NotificationSettingTable;
  notificationClaims: NotificationClaimTable;
  user: UserTable;
  organization: OrganizationTable;
  member: MemberTable;
  session: SessionTable;
}
