import type { Executor } from '../../db/database.ts';

export type NewQuestion = {
  id: string;
  taskId: string;
  workspaceId: string;
  supplierId: string;
  text: string;
  askedAt: number;
};

export async function insertQuestion(ex: Executor, question: NewQuestion) {
  await ex.insertInto('questions').values(question).execute();
}

/** A question as the printshops' pages read it (tender-cache.ts): every question of the task, with its asker. */
export type TaskQuestion = {
  id: string;
  supplierId: string;
  text: string;
  askedAt: number;
  answer: string | null;
  answeredAt: number | null;
  published: boolean;
};

/** Every question of a task, oldest first. */
export async function findTaskQuestions(ex: Executor, taskId: string): Promise<TaskQuestion[]> {
  const rows = await ex
    .selectFrom('questions')
    .select(['id', 'supplierId', 'text', 'askedAt', 'answer', 'answeredAt', 'published'])
    .where('taskId', '=', taskId)
    .orderBy('askedAt')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, published: Boolean(r.published) }));
}

/** A task's questions as staff see them, with the asker's and the answerer's names; one, given `id`. */
export async function listQuestions(ex: Executor, workspaceId: string, taskId: string, id?: string) {
  let query = ex
    .selectFrom('questions')
    .innerJoin('suppliers', 'suppliers.id', 'questions.supplierId')
    .leftJoin('user', 'user.id', 'questions.answeredBy')
    .select([
      'questions.id',
      'questions.supplierId',
      'suppliers.name as supplierName',
      'questions.text',
      'questions.askedAt',
      'questions.answer',
      'questions.published',
      'user.name as answeredBy',
      'questions.answeredAt',
    ])
    .where('questions.workspaceId', '=', workspaceId)
    .where('questions.taskId', '=', taskId)
    .whereRef('suppliers.workspaceId', '=', 'questions.workspaceId');
  if (id !== undefined) query = query.where('questions.id', '=', id);
  const rows = await query.orderBy('questions.askedAt').orderBy('questions.id').execute();
  return rows.map((r) => ({ ...r, published: Boolean(r.published), answeredBy: r.answeredBy ?? null }));
}

export async function findQuestion(ex: Executor, workspaceId: string, taskId: string, id: string) {
  return ex
    .selectFrom('questions')
    .select(['id', 'supplierId', 'text', 'answer'])
    .where('workspaceId', '=', workspaceId)
    .where('taskId', '=', taskId)
    .where('id', '=', id)
    .executeTakeFirst();
}

type Answer = { answer: string; published: boolean; answeredBy: string; answeredAt: number };

/** Answers the question unless it has an answer already (two staff at once: the first wins); false then. */
export async function saveAnswer(ex: Executor, id: string, a: Answer): Promise<boolean> {
  const result = await ex
    .updateTable('questions')
    .set({ ...a, published: a.published ? 1 : 0 })
    .where('id', '=', id)
    .where('answer', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The invited, not deleted printshops of a task an answer is mailed to: all, or the one named. */
export async function answerRecipients(ex: Executor, workspaceId: string, taskId: string, only: string | null) {
  let query = ex
    .selectFrom('supplierTasks')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select(['suppliers.id as supplierId', 'suppliers.name', 'suppliers.email', 'suppliers.contactPerson'])
    .select('suppliers.language')
    .where('supplierTasks.workspaceId', '=', workspaceId)
    .where('supplierTasks.taskId', '=', taskId)
    .where('suppliers.deletedAt', 'is', null)
    .whereRef('suppliers.workspaceId', '=', 'supplierTasks.workspaceId');
  if (only !== null) query = query.where('suppliers.id', '=', only);
  return query.orderBy('suppliers.id').execute();
}
