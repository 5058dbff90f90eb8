import {
  COMPANY_FIELDS,
  setsCompany,
  type BuyingCompany,
  type BuyingCompanyInput,
  type Letterhead,
  type Workspace,
  type WorkspaceUpdate,
} from '../../../shared/schemas/workspace.ts';
import type { Currency } from '../../../shared/currencies.ts';
import { readWeights, storedWeights, weightsRecorded, type ScoringWeights } from '../../../shared/scoring.ts';
import type { Staff } from '../../auth/staff.ts';
import { isStaffLanguage, type StaffLanguage } from '../../../shared/languages.ts';
import { isUniqueViolation, type Executor } from '../../db/database.ts';
import { userName } from '../../db/user-name.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden, recordChanged } from '../../errors.ts';
import { recordWorkspaceEvent } from '../events/index.ts';
import {
  findApprovalAbove,
  findBuyingCompanyRow,
  findScoringDefaults,
  findWorkspaceCurrency,
  findCompanyRecord,
  findTaskBuyer,
  insertBuyingCompany,
  saveApprovalAbove,
  saveScoringDefaults,
  saveWorkspaceCurrency,
  updateBuyingCompany,
} from './buying-company.queries.ts';
import { canManage } from './team.service.ts';

const companyOf = (row: BuyingCompany): BuyingCompany =>
  Object.fromEntries(COMPANY_FIELDS.map((f) => [f, row[f]])) as BuyingCompany;

/** A company before its first save: what the fields an update leaves out start as. */
const NO_COMPANY: Omit<BuyingCompanyInput, 'name' | 'address'> = {
  vatNumber: '',
  phone: '',
  invoiceAddress: '',
  paymentTerms: '',
  orderNumberPrefix: 'PO-',
  country: '',
};

export async function getWorkspace(deps: Pick<Deps, 'db'>, staff: Staff): Promise<Workspace> {
  const [row, approvalAbove, currency, scoring] = await Promise.all([
    findBuyingCompanyRow(deps.db, staff.workspace.id),
    findApprovalAbove(deps.db, staff.workspace.id),
    findWorkspaceCurrency(deps.db, staff.workspace.id),
    findScoringDefaults(deps.db, staff.workspace.id),
  ]);
  return {
    id: staff.workspace.id,
    name: staff.workspace.name,
    company: row ? companyOf(row) : null,
    version: row?.version ?? 0,
    canManage: canManage(staff),
    approvalAbove: approvalAbove === null ? null : approvalAbove / 100,
    currency,
    scoringDefaults: readWeights(scoring),
  };
}

/** The buying company's name, null before anyone saved it: the staff header shows it (GET /api/account/me). */
export async function buyingCompanyName(ex: Executor, workspaceId: string): Promise<string | null> {
  return (await findBuyingCompanyRow(ex, workspaceId))?.name ?? null;
}

/**
 * `POST /api/workspace` (owners and admins): the buying company, and/or the approval limit
 * (docs/product.md#budget-and-approval), each recorded in the workspace's audit trail when it changed.
 */
export async function setWorkspace(deps: Pick<Deps, 'db'>, staff: Staff, update: WorkspaceUpdate): Promise<Workspace> {
  if (!canManage(staff)) {
    throw forbidden('NOT_TEAM_MANAGER', "Only owners and admins change the workspace's settings.");
  }
  const { approvalAbove, currency, scoringDefaults, version, ...fields } = update;
  if (setsCompany(update)) await setBuyingCompany(deps, staff, fields, version);
  if (approvalAbove !== undefined) await setApprovalAbove(deps, staff, approvalAbove);
  if (currency !== undefined) await setCurrency(deps, staff, currency);
  if (scoringDefaults !== undefined) await setScoringDefaults(deps, staff, scoringDefaults);
  return getWorkspace(deps, staff);
}

/** The weights a new task starts with, recorded in the workspace's trail when they changed. */
async function setScoringDefaults(deps: Pick<Deps, 'db'>, staff: Staff, weights: ScoringWeights) {
  const workspaceId = staff.workspace.id;
  await deps.db.transaction().execute(async (trx) => {
    const old = readWeights(await findScoringDefaults(trx, workspaceId));
    if (weightsRecorded(old) === weightsRecorded(weights)) return;
    await saveScoringDefaults(trx, workspaceId, storedWeights(weights), staff.user.id);
    await recordWorkspaceEvent(trx, {
      workspaceId,
      userId: staff.user.id,
      kind: 'scoring-set',
      values: [{ field: 'scoringDefaults', old: weightsRecorded(old), new: weightsRecorded(weights) }],
    });
  });
}

async function setApprovalAbove(deps: Pick<Deps, 'db'>, staff: Staff, cents: number | null) {
  const workspaceId = staff.workspace.id;
  await deps.db.transaction().execute(async (trx) => {
    const old = await findApprovalAbove(trx, workspaceId);
    if (old === cents) return;
    await saveApprovalAbove(trx, workspaceId, cents, staff.user.id);
    const major = (c: number | null) => (c === null ? null : (c / 100).toFixed(2));
    await recordWorkspaceEvent(trx, {
      workspaceId,
      userId: staff.user.id,
      kind: 'approval-set',
      values: [{ field: 'approvalAbove', old: major(old), new: major(cents) }],
    });
  });
}

/** The workspace's currency, recorded in its trail when it changed; the tasks made before keep theirs. */
async function setCurrency(deps: Pick<Deps, 'db'>, staff: Staff, currency: Currency) {
  const workspaceId = staff.workspace.id;
  await deps.db.transaction().execute(async (trx) => {
    const old = await findWorkspaceCurrency(trx, workspaceId);
    if (old === currency) return;
    await saveWorkspaceCurrency(trx, workspaceId, currency, staff.user.id);
    await recordWorkspaceEvent(trx, {
      workspaceId,
      userId: staff.user.id,
      kind: 'currency-set',
      values: [{ field: 'currency', old, new: currency }],
    });
  });
}

/**
 * Sets the workspace's buying company (owners and admins), raising its version; 409 RECORD_CHANGED when
 * `version` is given and another member saved since. Recorded in the workspace's audit trail.
 */
async function setBuyingCompany(
  deps: Pick<Deps, 'db'>,
  staff: Staff,
  fields: Partial<BuyingCompanyInput>,
  version: number | undefined,
): Promise<void> {
  const workspaceId = staff.workspace.id;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const row = await findBuyingCompanyRow(trx, workspaceId);
      if (version !== undefined && version !== (row?.version ?? 0)) throw await changedMeanwhile(trx, row);
      const input = withStored(row ? companyOf(row) : undefined, fields);
      // A first save records what it sets; a field left at its default is not news.
      const was = (f: (typeof COMPANY_FIELDS)[number]) =>
        row ? row[f] : ((NO_COMPANY as Partial<BuyingCompanyInput>)[f] ?? null);
      const values = COMPANY_FIELDS.filter((f) => was(f) !== input[f]).map((f) => ({
        field: f,
        old: row?.[f] ?? null,
        new: input[f],
      }));
      if (values.length === 0) return;
      if (!row) {
        const now = Date.now();
        await insertBuyingCompany(trx, {
          workspaceId,
          ...input,
          version: 1,
          updatedBy: staff.user.id,
          createdAt: now,
          updatedAt: now,
        });
      } else if (!(await updateBuyingCompany(trx, workspaceId, input, { version: row.version, by: staff.user.id }))) {
        throw await changedMeanwhile(trx, await findBuyingCompanyRow(trx, workspaceId));
      }
      await recordWorkspaceEvent(trx, {
        workspaceId: staff.workspace.id,
        userId: staff.user.id,
        kind: 'company-set',
        values,
      });
    });
  } catch (err) {
    // Two first saves at once: the key decides, the second is told who saved first.
    if (!isUniqueViolation(err)) throw err;
    throw await changedMeanwhile(deps.db, await findBuyingCompanyRow(deps.db, workspaceId));
  }
}

/**
 * The company as it will be: the fields the update names over those stored. The first save names the name and
 * the address (400 naming the first missing).
 */
function withStored(stored: BuyingCompany | undefined, fields: Partial<BuyingCompanyInput>): BuyingCompanyInput {
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const merged = { ...NO_COMPANY, ...stored, ...given };
  for (const field of ['name', 'address'] as const) {
    if (!merged[field]) throw badRequest('INVALID', `${field}: Field is required`, field);
  }
  return merged as BuyingCompanyInput;
}

async function changedMeanwhile(ex: Executor, row: { updatedBy: string; updatedAt: number } | undefined) {
  return recordChanged(row ? await userName(ex, row.updatedBy) : '', Number(row?.updatedAt ?? Date.now()));
}

// What other modules use (index.ts): who a task buys for, and who its printshop mails are from.

type TaskBuyer = NonNullable<Awaited<ReturnType<typeof findTaskBuyer>>>;

/**
 * The company a task buys for: its chosen company record, else the workspace's buying company, else (none
 * set yet) the workspace's name alone.
 */
function buyerOf(row: TaskBuyer): BuyingCompany {
  if (row.recordName !== null) {
    return {
      name: row.recordName,
      address: row.recordAddress ?? '',
      vatNumber: row.recordVatNumber ?? '',
      phone: '',
      invoiceAddress: row.recordInvoiceAddress ?? '',
      paymentTerms: row.recordPaymentTerms ?? '',
      orderNumberPrefix: row.recordOrderNumberPrefix ?? 'PO-',
      country: row.recordCountry ?? '',
    };
  }
  if (row.ownName !== null) {
    return {
      name: row.ownName,
      address: row.ownAddress ?? '',
      vatNumber: row.ownVatNumber ?? '',
      phone: row.ownPhone ?? '',
      invoiceAddress: row.ownInvoiceAddress ?? '',
      paymentTerms: row.ownPaymentTerms ?? '',
      orderNumberPrefix: row.ownOrderNumberPrefix ?? 'PO-',
      country: row.ownCountry ?? '',
    };
  }
  return { ...NO_COMPANY, name: row.workspaceName ?? '', address: '' };
}

/** The language the buyer reads its order's tax sentence in: its company record's, else the task's. */
const buyerLanguageOf = (row: TaskBuyer): StaffLanguage =>
  row.recordName !== null && isStaffLanguage(row.recordLanguage) ? row.recordLanguage : (row.taskLanguage ?? 'de');

async function taskBuyer(ex: Executor, taskId: string): Promise<TaskBuyer> {
  const row = await findTaskBuyer(ex, taskId);
  if (!row) throw new Error(`No task ${taskId}`);
  return row;
}

/** The letterhead of the company a task buys for (the printshop's page). */
export async function buyingCompanyOfTask(ex: Executor, taskId: string): Promise<Letterhead> {
  const { name, address, vatNumber, phone } = buyerOf(await taskBuyer(ex, taskId));
  return { name, address, vatNumber, phone };
}

/** The company a task buys for and the language it reads (the order's tax sentence). */
export async function orderBuyerOfTask(ex: Executor, taskId: string) {
  const row = await taskBuyer(ex, taskId);
  return { company: buyerOf(row), language: buyerLanguageOf(row) };
}

/** The workspace's currency (docs/product.md#currencies): a new task's. */
export const workspaceCurrency = (ex: Executor, workspaceId: string) => findWorkspaceCurrency(ex, workspaceId);

/** The scoring weights a new task starts with, as a task's column keeps them (null: the price alone). */
export const workspaceScoring = (ex: Executor, workspaceId: string) => findScoringDefaults(ex, workspaceId);

/** The workspace's approval limit in cents (docs/product.md#budget-and-approval); null: none. */
export const approvalLimit = (ex: Executor, workspaceId: string) => findApprovalAbove(ex, workspaceId);

/** Whether a task may buy for the company: one of the workspace's, not deleted. */
export const isCompanyChoice = async (ex: Executor, workspaceId: string, companyId: string) =>
  (await findCompanyRecord(ex, workspaceId, companyId)) !== undefined;

/** 400 UNKNOWN_COMPANY unless `companyId` is null or one of the workspace's live company records. */
export async function assertCompanyChoice(ex: Executor, workspaceId: string, companyId: string | null | undefined) {
  if (companyId === null || companyId === undefined) return;
  if (!(await isCompanyChoice(ex, workspaceId, companyId))) {
    throw badRequest('UNKNOWN_COMPANY', 'The company was not found among the workspace’s companies.', 'companyId');
  }
}

/** What a printshop's mail is sent as: the buying company, and its headers for the outbox. */
export type SupplierSender = { buyer: BuyingCompany; headers: { fromName: string; replyTo: string | null } };

/**
 * Who a task's printshop mails are from: "<company> via PrintTender", replies to `replyTo` (the staff member
 * whose action sends them), else to the task's owner (its creator), as for the reminders nobody clicked.
 */
export async function supplierSender(ex: Executor, taskId: string, replyTo?: string): Promise<SupplierSender> {
  const row = await taskBuyer(ex, taskId);
  const buyer = buyerOf(row);
  return { buyer, headers: { fromName: `${buyer.name} via PrintTender`, replyTo: replyTo ?? row.ownerEmail ?? null } };
}
