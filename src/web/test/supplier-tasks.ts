import type { SupplierTask } from '../../shared/schemas/invitations.ts';

/** A row of a task's printshop table as the server sends it: invited, mail sent, no offer; `over` sets the rest. */
export const testSupplierTask = (over: Partial<SupplierTask> = {}): SupplierTask => ({
  ...{ supplierId: 's', name: 'Printshop', email: 'p@example.com', language: 'de', deleted: false },
  ...{ mailState: 'sent', sentAt: 1, error: null, sum: null, offeredAt: null, stale: false, complete: false },
  staleFormats: [],
  pricedFormats: 0,
  declined: null,
  lacking: [],
  lacks: [],
  ...{ quotedSum: over.sum ?? null, currency: 'EUR' },
  ...over,
});
