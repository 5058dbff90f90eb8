// What other modules use of the workspace module (docs/decisions/010): the company a task buys for, the check of
// a task's chosen company, and who a task's printshop mails are from. The buyingCompanies table is its alone.
export {
  assertCompanyChoice,
  buyingCompanyOfTask,
  printshopSender,
  type PrintshopSender,
} from './workspace.service.ts';
