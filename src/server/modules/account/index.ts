// What the rest of the server uses of the account module (docs/decisions/010): the session's workspace,
// the code mails better-auth asks for, and the user CLI's reset flag.
export { findWorkspace, setPasswordResetRequired } from './account.queries.ts';
export { mailAccountCode } from './account.service.ts';
