/**
 * The refusals of an upload of documents: only the files feature meets them, so their texts come with it
 * (src/web/features/files/i18n/errors.ts), not with the first page.
 */
export const DOCUMENT_ERROR_CODES = [
  'FILE_TYPE_REFUSED',
  'FILE_EXECUTABLE',
  'ZIP_EXECUTABLE',
  'ZIP_UNSAFE_ENTRY',
  'ZIP_NESTED',
  'FILE_MACROS',
  'FILE_EMPTY',
  'FILE_TOO_LARGE',
  'TASK_FILES_TOO_LARGE',
  'NO_FILE',
] as const;
export type DocumentErrorCode = (typeof DOCUMENT_ERROR_CODES)[number];

/**
 * The refusals of an import of printshops or formats (docs/decisions/034): only the import dialog meets them,
 * so their texts come with it (src/web/components/import/import-errors.ts).
 */
export const IMPORT_ERROR_CODES = [
  'IMPORT_UNREADABLE',
  'IMPORT_TOO_LARGE',
  'IMPORT_TOO_MANY_ROWS',
  'IMPORT_COLUMNS',
  'IMPORT_PROBLEMS',
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

/**
 * The refusals of an invoice (docs/product.md#invoices): the printshop's invoice part and the staff's invoices
 * panel meet them, and bring their texts (src/web/offer-page/invoice-texts.ts, features/invoices/i18n).
 */
export const INVOICE_ERROR_CODES = ['INVOICE_UNREADABLE', 'INVOICE_FIELD_MISSING', 'INVOICE_DECIDED'] as const;
export type InvoiceErrorCode = (typeof INVOICE_ERROR_CODES)[number];

/**
 * The refusals only the task's page meets: their texts come with its delivery addresses
 * (src/web/features/tasks/i18n/delivery-texts.ts), not with the signed-in pages' first load.
 */
export const TASK_PAGE_ERROR_CODES = ['DELIVERY_COUNTS'] as const;
export type TaskPageErrorCode = (typeof TASK_PAGE_ERROR_CODES)[number];

/**
 * The refusals only a winning printshop's order meets on its page (docs/product.md#the-job-after-the-award): their
 * texts come with the page's order part (src/web/offer-page/order/texts.ts), in English, German and Slovak.
 */
export const ORDER_PAGE_ERROR_CODES = ['ORDER_NOT_CONFIRMED', 'PROOF_PENDING'] as const;
export type OrderPageErrorCode = (typeof ORDER_PAGE_ERROR_CODES)[number];

/**
 * The refusals of a live reverse auction (docs/product.md#auctions): the staff's auction panel and the printshop's
 * auction part meet them, and bring their texts (staff in English and German, the page in English, German, Slovak).
 */
export const AUCTION_ERROR_CODES = [
  'AUCTION_EXISTS',
  'NO_AUCTION',
  'NO_COMPLETE_OFFERS',
  'TASK_SEALED',
  'AUCTION_RUNNING',
  'AUCTION_NOT_STARTED',
  'AUCTION_ENDED',
  'NOT_IN_AUCTION',
  'BID_TOO_HIGH',
] as const;
export type AuctionErrorCode = (typeof AUCTION_ERROR_CODES)[number];

/**
 * The refusals only the signed-in pages meet: the team's management, printshops, tasks, offers, award,
 * questions, reminders, live streams and the mail quotas. Their texts load with the signed-in pages
 * (src/web/app/shell/staff-errors.ts), not with the first page (its size has a budget, docs/decisions/008).
 */
export const STAFF_ERROR_CODES = [
  'NOT_TEAM_MANAGER',
  'LAST_OWNER',
  'ALREADY_MEMBER',
  'ALREADY_INVITED',
  'TEAM_CHANGE_REFUSED',
  // master data
  'EMAIL_TAKEN',
  'UNKNOWN_COMPANY',
  // tasks and invitations
  'DEADLINE_PAST',
  'DELIVERY_BEFORE_DEADLINE',
  'DEADLINE_AFTER_DELIVERY',
  'DEADLINE_PASSED',
  'UNKNOWN_FORMAT',
  'TASK_INCOMPLETE',
  'TASK_SENT',
  'TASK_DONE',
  'TASK_NOT_SENT',
  'INVITE_ONE_BY_ONE',
  'NOTHING_TO_SEND',
  'SUPPLIER_INVITED',
  'UNKNOWN_SUPPLIER',
  'CERTIFICATE_MISSING',
  'TASK_CHANGED',
  'TASK_CANCELLED',
  'CANCEL_INSTEAD',
  'NOTHING_CHANGED',
  'FORMAT_STORED',
  'RECORD_CHANGED',
  // currencies and rates
  'RATE_MISSING',
  'RATES_UNREADABLE',
  'RATES_UNAVAILABLE',
  'CURRENCY_NOT_ACCEPTED',
  'CURRENCY_KEPT',
  // offers
  'NOT_INVITED',
  'TENDER_CANCELLED',
  'TENDER_CHANGED',
  'OFFER_ENDED',
  'OFFER_EXPIRED',
  'PRICE_MISSING',
  'FORMAT_REPEATED',
  'QUANTITY_NOT_ASKED',
  'QUANTITY_REPEATED',
  'RUN_ON_NOT_ASKED',
  'NO_OFFER',
  'OFFER_STALE',
  'OFFER_INCOMPLETE',
  'AWARD_INCOMPLETE',
  'QUANTITY_NOT_OFFERED',
  'NO_ALTERNATIVE',
  'SUPPLIER_DELETED',
  'SEALED',
  // a best-and-final round (docs/product.md#rounds)
  'ROUND_CLOSED',
  'ROUND_ANSWERED',
  // deliveries
  'AWAITING_APPROVAL',
  'NO_APPROVAL_REQUEST',
  'NOT_APPROVER',
  'AWARD_CHANGED',
  'NOT_AWARDED',
  'NOT_A_WINNER',
  'DELIVERY_IN_FUTURE',
  'DELIVERY_BEFORE_SENT',
  // the job after the award
  'PROOF_SUPERSEDED',
  'PROOF_DECIDED',
  // questions, no-bids, reminders
  'QUESTIONS_CLOSED',
  'ALREADY_ANSWERED',
  'DECLINE_CLOSED',
  'ALREADY_OFFERED',
  'REMINDERS_CLOSED',
  'NOTHING_TO_REMIND',
  // live streams and mail from the workspace
  'TOO_MANY_STREAMS',
  'NOT_A_MEMBER',
  'MAIL_QUOTA',
  // order PDFs and workbooks
  'EXPORT_BUSY',
] as const;
export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[number];

/**
 * Every `code` an API error carries; `AppError` takes only these, and the web has a text for each in
 * English and German (a missing one fails the type check). No zod here: the first loads import it.
 */
export const ERROR_CODES = [
  // requests the server cannot read
  'BAD_REQUEST',
  'INVALID',
  'INVALID_JSON',
  'JSON_TOO_DEEP',
  'EMPTY_BODY',
  'BODY_NOT_TAKEN',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'CROSS_ORIGIN',
  'UNKNOWN_HOST',
  'RATE_LIMITED',
  'NOT_FOUND',
  'INTERNAL',
  'UNAVAILABLE',
  // a mail provider's delivery report (POST /api/mail/events)
  'MAIL_EVENT_UNREADABLE',
  'MAIL_EVENT_UNMATCHED',
  // accounts and team
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'PASSWORD_RESET_REQUIRED',
  'INVALID_CODE',
  'INVALID_ACTIVATION',
  'WRONG_PASSWORD',
  'COMMON_PASSWORD',
  'NOT_RECIPIENT',
  'INVITATION_PENDING',
  ...DOCUMENT_ERROR_CODES,
  ...IMPORT_ERROR_CODES,
  ...INVOICE_ERROR_CODES,
  ...TASK_PAGE_ERROR_CODES,
  ...ORDER_PAGE_ERROR_CODES,
  ...AUCTION_ERROR_CODES,
  ...STAFF_ERROR_CODES,
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
