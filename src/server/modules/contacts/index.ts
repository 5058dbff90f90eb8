// What the suppliers and companies modules use of the contacts module (docs/decisions/010): the rules both
// share, bound to their table by a kind.
export {
  changeContact,
  companyKind,
  contactList,
  createContact,
  removeContact,
  supplierKind,
} from './contacts.service.ts';
export { findCompanyTerms, markBounced, saveCompanyTerms, type CompanyTerms } from './contacts.queries.ts';
