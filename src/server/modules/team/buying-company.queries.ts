import { DEFAULT_CURRENCY, isCurrency, type Currency } from '../../../shared/currencies.ts';
import type { Executor } from '../../db/database.ts';
import type { BuyingCompanyTable } from '../../db/schema.ts';
import type { BuyingCompanyInput } from '../../../shared/schemas/workspace.ts';

import { COMPANY_FIELDS as companyColumns } from '../../../shared/schemas/workspace.ts';

/** The workspace's buying company with its version and last change, or undefined before anyone set it. */
export async function findBuyingCompanyRow(ex: Executor, workspaceId: string) {
  return ex
    .selectFrom('buyingCompanies')
    .select([...companyColumns, 'version', 'updatedBy', 'updatedAt'])
    .where('workspaceId', '=', workspaceId)
    .executeTakeFirst();
}

export async function insertBuyingCompany(ex: Executor, row: BuyingCompanyTable): Promise<void> {
  await ex.insertInto('buyingCompanies').values(row).execute();
}

/** Writes the company and raises its version, only if it still has `version`: false when it has not. */
export async function updateBuyingCompany(
  ex: Executor,
  workspaceId: string,
  input: BuyingCompanyInput,
  change: { version: number; by: string },
): Promise<boolean> {
  const result = await ex
    .updateTable('buyingCompanies')
    .set({ ...input, version: change.version + 1, updatedBy: change.by, updatedAt: Date.now() })
    .where('workspaceId', '=', workspaceId)
    .where('version', '=', change.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** One of the workspace's live company records (the team area's): what a task may choose. */
export async function findCompanyRecord(ex: Executor, workspaceId: string, id: string) {
  return ex
    .selectFrom('companies')
    .select('id')
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/**
 * The name a task's history shows for the company it buys for: the record's (deleted since or not), or for null
 * (the workspace's own) the buying company's; null when there is none.
 */
export async function findCompanyName(ex: Executor, workspaceId: string, id: string | null): Promise<string | null> {
  const row =
    id === null
      ? await ex.selectFrom('buyingCompanies').select('name').where('workspaceId', '=', workspaceId).executeTakeFirst()
      : await ex
          .selectFrom('companies')
          .select('name')
          .where('workspaceId', '=', workspaceId)
          .where('id', '=', id)
          .executeTakeFirst();
  return row?.name ?? null;
}

/**
 * In one query (the printshop's page loads it with every tender read): the company record the task chose
 * (deleted since or not), the workspace's buying company, the workspace's name, and the task owner's e-mail.
 */
export async function findTaskBuyer(ex: Executor, taskId: string) {
  return ex
    .selectFrom('tasks')
    .leftJoin('companies', (join) =>
      join.onRef('companies.id', '=', 'tasks.companyId').onRef('companies.workspaceId', '=', 'tasks.workspaceId'),
    )
    .leftJoin('buyingCompanies', 'buyingCompanies.workspaceId', 'tasks.workspaceId')
    .leftJoin('organization', 'organization.id', 'tasks.workspaceId')
    .leftJoin('user', 'user.id', 'tasks.createdBy')
    .select([
      'companies.name as recordName',
      'companies.address as recordAddress',
      'companies.vatNumber as recordVatNumber',
      'buyingCompanies.name as ownName',
      'buyingCompanies.address as ownAddress',
      'buyingCompanies.vatNumber as ownVatNumber',
      'buyingCompanies.phone as ownPhone',
      'buyingCompanies.invoiceAddress as ownInvoiceAddress',
      'buyingCompanies.paymentTerms as ownPaymentTerms',
      'buyingCompanies.orderNumberPrefix as ownOrderNumberPrefix',
      'buyingCompanies.country as ownCountry',
      'companies.invoiceAddress as recordInvoiceAddress',
      'companies.paymentTerms as recordPaymentTerms',
      'companies.orderNumberPrefix as recordOrderNumberPrefix',
      'companies.country as recordCountry',
      'companies.language as recordLanguage',
      'tasks.lang as taskLanguage',
      'organization.name as workspaceName',
      'user.email as ownerEmail',
    ])
    .where('tasks.id', '=', taskId)
    .executeTakeFirst();
}

/** The workspace's approval limit in cents; null when none is set. */
export async function findApprovalAbove(ex: Executor, workspaceId: string): Promise<number | null> {
  const row = await ex
    .selectFrom('workspaceSettings')
    .select('approvalAbove')
    .where('workspaceId', '=', workspaceId)
    .executeTakeFirst();
  return row?.approvalAbove ?? null;
}

/** The workspace's currency (docs/product.md#currencies): EUR until one is set. */
export async function findWorkspaceCurrency(ex: Executor, workspaceId: string): Promise<Currency> {
  const row = await ex
    .selectFrom('workspaceSettings')
    .select('currency')
    .where('workspaceId', '=', workspaceId)
    .executeTakeFirst();
  return isCurrency(row?.currency) ? row.currency : DEFAULT_CURRENCY;
}

/** Sets the workspace's currency, making its settings row on the first save. */
export async function saveWorkspaceCurrency(ex: Executor, workspaceId: string, currency: Currency, by: string) {
  const updatedAt = Date.now();
  await ex
    .insertInto('workspaceSettings')
    .values({ workspaceId, approvalAbove: null, currency, updatedBy: by, updatedAt })
    .onConflict((oc) => oc.column('workspaceId').doUpdateSet({ currency, updatedBy: by, updatedAt }))
    .execute();
}

/** Sets the workspace's approval limit (cents, or null), making its settings row on the first save. */
export async function saveApprovalAbove(
  ex: Executor,
  workspaceId: string,
  approvalAbove: number | null,
  by: string,
): Promise<void> {
  const updatedAt = Date.now();
  await ex
    .insertInto('workspaceSettings')
    .values({ workspaceId, approvalAbove, updatedBy: by, updatedAt })
    .onConflict((oc) => oc.column('workspaceId').doUpdateSet({ approvalAbove, updatedBy: by, updatedAt }))
    .execute();
}

/** The workspace's scoring defaults as stored (JSON; null: the price alone). */
export async function findScoringDefaults(ex: Executor, workspaceId: string): Promise<string | null> {
  const row = await ex
    .selectFrom('workspaceSettings')
    .select('scoringDefaults')
    .where('workspaceId', '=', workspaceId)
    .executeTakeFirst();
  return row?.scoringDefaults ?? null;
}

/** Sets the workspace's scoring defaults (JSON, or null), making its settings row on the first save. */
export async function saveScoringDefaults(
  ex: Executor,
  workspaceId: string,
  scoringDefaults: string | null,
  by: string,
) {
  const updatedAt = Date.now();
  await ex
    .insertInto('workspaceSettings')
    .values({ workspaceId, approvalAbove: null, scoringDefaults, updatedBy: by, updatedAt })
    .onConflict((oc) => oc.column('workspaceId').doUpdateSet({ scoringDefaults, updatedBy: by, updatedAt }))
    .execute();
}
