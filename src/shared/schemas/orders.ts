import { z } from 'zod';
import { issue } from '../validation.ts';
import { IsoDateSchema } from './tasks.ts';

/**
 * The job after the award (docs/product.md#the-job-after-the-award): one per winning printshop's order, its state
 * read from what happened, in this order: sent → confirmed → proof (a proof waits on the buyer or on a new
 * version) → approved (every format's last proof approved) → shipped → delivered (receipt recorded) → invoiced →
 * released, or disputed.
 */
export const ORDER_STATUSES = [
  'sent',
  'confirmed',
  'proof',
  'approved',
  'shipped',
  'delivered',
  'invoiced',
  'released',
  'disputed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PROOF_STATUSES = ['pending', 'approved', 'changes'] as const;

export const MAX_ORDER_REFERENCE = 200;
export const MAX_PROOF_COMMENT = 4000;
export const MAX_CARRIER = 200;

const text = (max: number) => z.string().trim().max(max, issue('tooLong', { max }));

/** `POST /api/pub/tasks/{taskId}/{supplierId}/confirm`: the printshop's own reference and its planned ship date. */
export const OrderConfirmInputSchema = z.object({
  reference: text(MAX_ORDER_REFERENCE).min(1, issue('required')),
  shipDate: IsoDateSchema,
});

/** `POST /api/pub/tasks/{taskId}/{supplierId}/shipment`. */
export const ShipmentInputSchema = z.object({
  carrier: text(MAX_CARRIER).min(1, issue('required')),
  tracking: text(MAX_CARRIER).default(''),
  shippedOn: IsoDateSchema,
});

/** `POST /api/tasks/{id}/proofs/{proofId}/changes`. */
export const ProofChangesInputSchema = z.object({
  comment: text(MAX_PROOF_COMMENT).min(1, issue('required')),
});

export const ProofParamsSchema = z.object({ id: z.string().min(1).max(100), proofId: z.string().min(1).max(100) });

export const ProofSchema = z.object({
  id: z.string(),
  formatId: z.string(),
  /** 1, 2, …: each upload of a format's proof is a new version. */
  version: z.number().int(),
  status: z.enum(PROOF_STATUSES),
  /** The buyer's comment when asking for changes; '' otherwise. */
  comment: z.string(),
  name: z.string(),
  size: z.number().int(),
  uploadedAt: z.number(),
  decidedAt: z.number().nullable(),
  /** Who approved or asked for changes (a name); null while pending. */
  decidedBy: z.string().nullable(),
});
export type Proof = z.infer<typeof ProofSchema>;

export const ShipmentSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  tracking: z.string(),
  shippedOn: z.string(),
  reportedAt: z.number(),
});

/** What arrived of one format (`POST /api/tasks/{id}/deliveries/{supplierId}` `received`). */
export const ReceivedCountSchema = z.object({ formatId: z.string(), count: z.number().int() });

/** An invoice in short, as the order shows it (the invoices module's `GET /api/tasks/{id}/invoices` has the check). */
export const OrderInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  gross: z.number().int(),
  currency: z.string(),
  status: z.enum(['received', 'released', 'disputed']),
});

/** One winning printshop's job (`GET /api/tasks/{id}/orders` → `OrderJob[]`). */
export const OrderJobSchema = z.object({
  supplierId: z.string(),
  name: z.string(),
  /** The order number. */
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The printshop's reference and planned ship date, once confirmed. */
  reference: z.string().nullable(),
  shipDate: z.string().nullable(),
  confirmedAt: z.number().nullable(),
  /** Every version of every format's proof, oldest first. */
  proofs: z.array(ProofSchema),
  shipments: z.array(ShipmentSchema),
  /** What arrived per format, once receipt is recorded; null before. */
  received: z.array(ReceivedCountSchema).nullable(),
  invoices: z.array(OrderInvoiceSchema),
  /** What the job waits on: 'supplier' (confirm, a proof, ship, invoice), 'buyer' (a proof, receipt, an invoice), null when done. */
  waitingOn: z.enum(['supplier', 'buyer']).nullable(),
});
export type OrderJob = z.infer<typeof OrderJobSchema>;

export const OrderJobListSchema = z.array(OrderJobSchema);

/**
 * A winning printshop's order as its page shows it (the pub read's `order`): the buyer's comment on a proof to
 * change is in `proofs`; `proofFormats` are the formats whose proof is asked (their spec asks one, or a proof of
 * them was uploaded), each of whose last version must be approved before the shipment.
 */
export const PubOrderSchema = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  reference: z.string().nullable(),
  shipDate: z.string().nullable(),
  proofs: z.array(ProofSchema),
  shipments: z.array(ShipmentSchema),
  proofFormats: z.array(z.string()),
});
export type PubOrder = z.infer<typeof PubOrderSchema>;
