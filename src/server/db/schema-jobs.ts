/** The tables of the job after the award (migration 034); `Database` in schema.ts names them. */
type EpochMs = number;

/** One uploaded version of a format's proof in a winning printshop's order. */
export interface ProofTable {
  id: string;
  taskId: string;
  supplierId: string;
  workspaceId: string;
  formatId: string;
  /** 1, 2, … per order and format: each upload a new version. */
  version: number;
  name: string;
  size: number;
  sha256: string;
  storageKey: string;
  /** 'pending' (waits on the buyer), 'approved', 'changes' (the buyer asked for changes: `comment`). */
  status: string;
  comment: string;
  uploadedAt: EpochMs;
  /** Who approved or asked for changes (a user id) and when; null while pending. */
  decidedBy: string | null;
  decidedAt: EpochMs | null;
}

/** A shipment a winning printshop reported. */
export interface ShipmentTable {
  id: string;
  taskId: string;
  supplierId: string;
  workspaceId: string;
  carrier: string;
  tracking: string;
  /** YYYY-MM-DD. */
  shippedOn: string;
  reportedAt: EpochMs;
}

/** A winning printshop's invoice of its order: an e-invoice parsed, or a PDF with the figures typed. */
export interface InvoiceTable {
  id: string;
  taskId: string;
  supplierId: string;
  workspaceId: string;
  number: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  currency: string;
  /** In minor units. */
  net: number;
  vat: number;
  gross: number;
  /** 'ubl', 'cii', 'facturx' (a PDF with its CII), 'pdf' (figures typed). */
  source: string;
  /** JSON: the e-invoice's lines as parsed ([] for a typed one). */
  lines: string;
  fileName: string;
  storageKey: string;
  sha256: string;
  /** 'received', 'released', 'disputed'. */
  status: string;
  /** The buyer's reason of a dispute. */
  reason: string;
  uploadedAt: EpochMs;
  decidedBy: string | null;
  decidedAt: EpochMs | null;
}
