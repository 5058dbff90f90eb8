import type { Contact, ContactInput, ContactUpdate } from '../../../shared/schemas/contact.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { forbidden } from '../../errors.ts';
import { changeContact, companyKind as kind, contactList, createContact, removeContact } from '../contacts/index.ts';
import { canManage } from './team.service.ts';

type CompanyDeps = Pick<Deps, 'db'>;

// A task may buy for one of these companies: its name and address reach printshops as the buyer, in every mail,
// on the offer page and on the order PDF. So they are the managers' to set, like the buying company.
function assertManager(staff: Staff) {
  if (!canManage(staff)) {
    throw forbidden('NOT_TEAM_MANAGER', 'Only owners and admins create, change or delete companies.');
  }
}

export const listCompanies = (deps: CompanyDeps, staff: Staff) => contactList(deps, kind, staff.workspace.id);

export async function createCompany(deps: CompanyDeps, staff: Staff, input: ContactInput): Promise<Contact> {
  assertManager(staff);
  return createContact(deps, kind, staff.workspace.id, input);
}

export async function changeCompany(
  deps: CompanyDeps,
  staff: Staff,
  update: ContactUpdate & { id: string },
): Promise<Contact> {
  assertManager(staff);
  const { id, ...input } = update;
  return changeContact(deps, kind, staff, id, input);
}

export async function removeCompany(deps: CompanyDeps, staff: Staff, id: string): Promise<void> {
  assertManager(staff);
  await removeContact(deps, kind, staff.workspace.id, id);
}
