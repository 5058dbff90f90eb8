import type { BuyingCompany, Workspace, WorkspaceUpdate } from '../../../shared/schemas/workspace.ts';
import type { Staff } from '../../auth/staff.ts';
import { isUniqueViolation, type Executor } from '../../db/database.ts';
import { userName } from '../../db/user-name.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden, recordChanged } from '../../errors.ts';
import { recordWorkspaceEvent } from '../events/index.ts';
import {
  findBuyingCompanyRow,
  findCompanyRecord,
  findTaskBuyer,
  insertBuyingCompany,
  updateBuyingCompany,
} from './buying-company.queries.ts';
import { canManage } from './team.service.ts';

const FIELDS = ['name', 'address', 'vatNumber', 'phone'] as const;
const companyOf = (row: BuyingCompany): BuyingCompany => ({
  name: row.name,
  address: row.address,
  vatNumber: row.vatNumber,
  phone: row.phone,
});

export async function getWorkspace(deps: Pick<Deps, 'db'>, staff: Staff): Promise<Workspace> {
  const row = await findBuyingCompanyRow(deps.db, staff.workspace.id);
  return {
    id: staff.workspace.id,
    name: staff.workspace.name,
    company: row ? companyOf(row) : null,
    version: row?.version ?? 0,
    canManage: canManage(staff),
  };
}

/**
 * Sets the workspace's buying company (owners and admins), raising its version; 409 RECORD_CHANGED when
 * `version` is given and another member saved since. Recorded in the workspace's audit trail.
 */
export async function setBuyingCompany(
  deps: Pick<Deps, 'db'>,
  staff: Staff,
  update: WorkspaceUpdate,
): Promise<Workspace> {
  if (!canManage(staff)) {
    throw forbidden('NOT_TEAM_MANAGER', "Only owners and admins set the workspace's buying company.");
  }
  const { version, ...input } = update;
  const workspaceId = staff.workspace.id;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const row = await findBuyingCompanyRow(trx, workspaceId);
      if (version !== undefined && version !== (row?.version ?? 0)) throw await changedMeanwhile(trx, row);
      const values = FIELDS.filter((f) => (row?.[f] ?? null) !== input[f]).map((f) => ({
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
      await recordWorkspaceEvent(trx, { staff, kind: 'company-set', values });
    });
  } catch (err) {
    // Two first saves at once: the key decides, the second is told who saved first.
    if (!isUniqueViolation(err)) throw err;
    throw await changedMeanwhile(deps.db, await findBuyingCompanyRow(deps.db, workspaceId));
  }
  return getWorkspace(deps, staff);
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
    return { name: row.recordName, address: row.recordAddress ?? '', vatNumber: row.recordVatNumber ?? '', phone: '' };
  }
  if (row.ownName !== null) {
    return {
      name: row.ownName,
      address: row.ownAddress ?? '',
      vatNumber: row.ownVatNumber ?? '',
      phone: row.ownPhone ?? '',
    };
  }
  return { name: row.workspaceName ?? '', address: '', vatNumber: '', phone: '' };
}

async function taskBuyer(ex: Executor, taskId: string): Promise<TaskBuyer> {
  const row = await findTaskBuyer(ex, taskId);
  if (!row) throw new Error(`No task ${taskId}`);
  return row;
}

/** The company a task buys for (the order PDF, the printshop's page). */
export async function buyingCompanyOfTask(ex: Executor, taskId: string): Promise<BuyingCompany> {
  return buyerOf(await taskBuyer(ex, taskId));
}

/** 400 UNKNOWN_COMPANY unless `companyId` is null or one of the workspace's live company records. */
export async function assertCompanyChoice(ex: Executor, workspaceId: string, companyId: string | null | undefined) {
  if (companyId === null || companyId === undefined) return;
  if (!(await findCompanyRecord(ex, workspaceId, companyId))) {
    throw badRequest('UNKNOWN_COMPANY', 'The company was not found among the workspace’s companies.', 'companyId');
  }
}

/** What a printshop's mail is sent as: the buying company, and its headers for the outbox. */
export type PrintshopSender = { buyer: BuyingCompany; headers: { fromName: string; replyTo: string | null } };

/**
 * Who a task's printshop mails are from: "<company> via PrintTender", replies to `replyTo` (the staff member
 * whose action sends them), else to the task's owner (its creator), as for the reminders nobody clicked.
 */
export async function printshopSender(ex: Executor, taskId: string, replyTo?: string): Promise<PrintshopSender> {
  const row = await taskBuyer(ex, taskId);
  const buyer = buyerOf(row);
  return { buyer, headers: { fromName: `${buyer.name} via PrintTender`, replyTo: replyTo ?? row.ownerEmail ?? null } };
}
