// What the rest of the server uses of the team module (docs/decisions/010): the invitation mail better-auth asks
// for, and its count in the mail quota; the company a task buys for, the check of a task's chosen company, and
// who a task's printshop mails are from; whether the workspace has its buying company yet (the dashboard's first
// steps); whether an address is a member's (test mails go to members only); the approval limit an award is
// checked against; the scoring weights a new task starts with; whose membership a preview link names, and whether it still stands. The buyingCompanies and
// workspaceSettings tables are the team module's alone.
export {
  countTeamInvitationMail as countInvitationMail,
  mailTeamInvitation as mailInvitation,
} from './team.service.ts';
export { findBuyingCompanyRow, findCompanyName } from './buying-company.queries.ts';
export {
  approvalLimit,
  assertCompanyChoice,
  buyingCompanyName,
  buyingCompanyOfTask,
  isCompanyChoice,
  orderBuyerOfTask,
  supplierSender,
  workspaceCurrency,
  workspaceScoring,
  type SupplierSender,
} from './buying-company.service.ts';
export { findMemberByEmail, findMembershipId, isTaskMember } from './team.queries.ts';
