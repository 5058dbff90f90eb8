import type { Executor } from '../../db/database.ts';

// A company's commercial fields (docs/product.md#orders), beside the contact fields the contacts module keeps.

export type CompanyTerms = { invoiceAddress: string; paymentTerms: string; orderNumberPrefix: string };

/** What an order needs of company records beside their contact fields, by id. */
export async function findCompanyTerms(ex: Executor, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, CompanyTerms>();
  const rows = await ex
    .selectFrom('companies')
    .select(['id', 'invoiceAddress', 'paymentTerms', 'orderNumberPrefix'])
    .where('workspaceId', '=', workspaceId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map(({ id, ...terms }) => [id, terms]));
}

export async function saveCompanyTerms(ex: Executor, workspaceId: string, id: string, terms: Partial<CompanyTerms>) {
  if (Object.keys(terms).length === 0) return;
  await ex.updateTable('companies').set(terms).where('workspaceId', '=', workspaceId).where('id', '=', id).execute();
}
