// What other modules may use of the invitations module (docs/decisions/010).
export { recordClick } from './invitations.service.ts';
export { amendDocuments } from './lifecycle.service.ts';
