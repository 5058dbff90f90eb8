import type { Executor } from '../../db/database.ts';

/** The last mail to the printshop bounced: marked while its address is still the one the mail went to. */
export async function markBounced(ex: Executor, supplierId: string, address: string, at: number): Promise<void> {
  await ex
    .updateTable('suppliers')
    .set({ bouncedAt: at })
    .where('id', '=', supplierId)
    .where('email', '=', address)
    .execute();
}
