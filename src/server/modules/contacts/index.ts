// What the suppliers and team modules use of the contacts module (docs/decisions/010): the rules and queries a
// printshop and a company record share, bound by their owner to its table by a kind (the suppliers module owns
// the suppliers table, the team module the companies table).
export {
  changeContact,
  companyKind,
  contactList,
  createContact,
  importContacts,
  removeContact,
  supplierKind,
} from './contacts.service.ts';
