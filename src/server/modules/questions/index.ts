// What other modules may use of the questions module (docs/decisions/010): the offers module asks in the
// transaction that reads the invitation, loads the questions with the tender and shows them on the pages.
export { askQuestion, pubQuestions } from './questions.service.ts';
export { findTaskQuestions, type TaskQuestion } from './questions.queries.ts';
