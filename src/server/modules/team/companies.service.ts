import type { Company, CompanyInput, CompanyUpdate } from '../../../shared/schemas/companies.ts';
import type { Contact } from '../../../shared/schemas/contact.ts';
import { namedFields } from '../../../shared/schemas/body.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { forbidden } from '../../errors.ts';
import { changeContact, companyKind as kind, contactList, createContact, removeContact } from '../contacts/index.ts';
import { findCompanyTerms, saveCompanyTerms, type CompanyTerms } from './companies.queries.ts';
import { canManage } from './team.service.ts';

type CompanyDeps = Pick<Deps, 'db'>;

// A task may buy for one of these companies: its name and address reach printshops as the buyer, in every mail,
// on the offer page and on the order PDF. So they are the managers' to set, like the buying company.
function assertManager(staff: Staff) {
  if (!canManage(staff)) {
    throw forbidden('NOT_TEAM_MANAGER', 'Only owners and admins create, change or delete companies.');
  }
}

const NO_TERMS: CompanyTerms = { invoiceAddress: '', paymentTerms: '', orderNumberPrefix: 'PO-' };

/** The contacts with their commercial fields (docs/product.md#orders), which the contacts module does not know. */
async function withTerms(deps: CompanyDeps, workspaceId: string, contacts: Contact[]): Promise<Company[]> {
  const terms = await findCompanyTerms(
    deps.db,
    workspaceId,
    contacts.map((c) => c.id),
  );
  return contacts.map(({ bouncedAt: _, ...c }) => ({ ...c, ...(terms.get(c.id) ?? NO_TERMS) }));
}

const split = <T extends Partial<CompanyTerms>>({ invoiceAddress, paymentTerms, orderNumberPrefix, ...rest }: T) => ({
  terms: namedFields({ invoiceAddress, paymentTerms, orderNumberPrefix }) as Partial<CompanyTerms>,
  contact: rest,
});

export async function listCompanies(deps: CompanyDeps, staff: Staff): Promise<Company[]> {
  return withTerms(deps, staff.workspace.id, await contactList(deps, kind, staff.workspace.id));
}

export async function createCompany(deps: CompanyDeps, staff: Staff, input: CompanyInput): Promise<Company> {
  assertManager(staff);
  const { terms, contact } = split(input);
  const created = await createContact(deps, kind, staff.workspace.id, contact, (trx, id) =>
    saveCompanyTerms(trx, staff.workspace.id, id, terms),
  );
  const [company] = await withTerms(deps, staff.workspace.id, [created]);
  return company!;
}

export async function changeCompany(deps: CompanyDeps, staff: Staff, update: CompanyUpdate): Promise<Company> {
  assertManager(staff);
  const { id, ...input } = update;
  const { terms, contact } = split(input);
  const also = (trx: Parameters<typeof saveCompanyTerms>[0]) => saveCompanyTerms(trx, staff.workspace.id, id, terms);
  const changed = await changeContact(deps, kind, staff, id, contact, also);
  const [company] = await withTerms(deps, staff.workspace.id, [changed]);
  return company!;
}

export async function removeCompany(deps: CompanyDeps, staff: Staff, id: string): Promise<void> {
  assertManager(staff);
  await removeContact(deps, kind, staff.workspace.id, id);
}
