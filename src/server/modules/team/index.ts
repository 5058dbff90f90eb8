// What the rest of the server uses of the team module (docs/decisions/010): the invitation mail better-auth asks
// for; the company a task buys for, the check of a task's chosen company, and who a task's printshop mails are
// from; whether the workspace has its buying company yet (the dashboard's first steps). The buyingCompanies table
// is the team module's alone.
export { mailInvitation } from './team.service.ts';
export { findBuyingCompanyRow } from './buying-company.queries.ts';
export {
  assertCompanyChoice,
  buyingCompanyOfTask,
  printshopSender,
  type PrintshopSender,
} from './buying-company.service.ts';
