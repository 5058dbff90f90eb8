// What the rest of the server uses of the account module (docs/decisions/010): the session's workspace,
// the code mails better-auth asks for, the user CLI's reset flag, and the invitation a user without a workspace
// answers first (with the workspace of their own that declining it gives).
export { findWorkspace, setPasswordResetRequired } from './account.queries.ts';
export { createOwnWorkspace, mailAccountCode, pendingInvitationOf } from './account.service.ts';
