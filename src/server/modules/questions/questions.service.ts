import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AnswerBodySchema, PubQuestion, Question } from '../../../shared/schemas/questions.ts';
import { offerRefusal, type OfferFacts } from '../../../shared/task-state.ts';
import { offerLink } from '../../auth/offer-token.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound, refused } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { takeQuota } from '../mail/index.ts';
import { assertTask, changeTask } from '../tasks/index.ts';
import { supplierSender } from '../team/index.ts';
import { answerMail } from './answer.mail.tsx';
import {
  answerRecipients,
  findQuestion,
  insertQuestion,
  listQuestions,
  saveAnswer,
  type TaskQuestion,
} from './questions.queries.ts';

type AnswerDeps = Pick<Deps, 'db' | 'config' | 'outbox' | 'taskChanges'>;

const questionsClosed = {
  code: 'QUESTIONS_CLOSED' as const,
  message: 'Questions can be asked only while the tender is open.',
};
const alreadyAnswered = () => conflict('ALREADY_ANSWERED', 'This question has been answered already.');

type Asker = OfferFacts & { taskId: string; supplierId: string; workspaceId: string };

/**
 * A printshop asks, while the tender takes offers (sent, the deadline day not over): in the transaction
 * that read its invitation with the task row shared (an accept or a cancellation cannot slip in between).
 */
export async function askQuestion(ex: Executor, asker: Asker | undefined, today: string, text: string) {
  const no = offerRefusal(asker, today);
  if (no) throw refused(no.code === 'NOT_INVITED' ? no : questionsClosed);
  const { taskId, supplierId, workspaceId } = asker!;
  await insertQuestion(ex, { id: randomUUID(), taskId, workspaceId, supplierId, text, askedAt: Date.now() });
}

/** What one printshop's page shows: its own questions, answered or not, and every published one, unnamed. */
export function pubQuestions(questions: TaskQuestion[], supplierId: string): PubQuestion[] {
  return questions
    .filter((q) => q.published || q.supplierId === supplierId)
    .map(({ supplierId: asker, ...q }) => ({ ...q, own: asker === supplierId }));
}

/** GET /api/tasks/{id}/questions: oldest first, with the asker's name. */
export async function taskQuestions(deps: Pick<Deps, 'db'>, staff: Staff, taskId: string): Promise<Question[]> {
  await assertTask(deps.db, staff.workspace.id, taskId);
  return listQuestions(deps.db, staff.workspace.id, taskId);
}

/**
 * Answers a question (POST /api/tasks/{id}/questions/{questionId}): published, it is mailed to every
 * invited printshop and shows on every page, without the asker's name; else to the asker alone. Allowed in
 * any state of the task: a question asked just before the deadline still deserves its answer. Its mails count
 * in the workspace's mail quota: without room for all of them, 429 MAIL_QUOTA and the question stays unanswered.
 */
export async function answerQuestion(
  deps: AnswerDeps,
  staff: Staff,
  taskId: string,
  questionId: string,
  body: z.output<typeof AnswerBodySchema>,
): Promise<Question> {
  const ws = staff.workspace.id;
  await changeTask(deps, ws, taskId, 'answer', async (trx, { row: task }) => {
    const question = await findQuestion(trx, ws, taskId, questionId);
    if (!question) throw notFound('The question');
    if (question.answer !== null) throw alreadyAnswered();
    const suppliers = await answerRecipients(trx, ws, taskId, body.publish ? null : question.supplierId);
    await takeQuota(trx, deps.config, ws, 'mail', suppliers.length);
    const answered = { answer: body.answer, published: body.publish, answeredBy: staff.user.id };
    if (!(await saveAnswer(trx, questionId, { ...answered, answeredAt: Date.now() }))) throw alreadyAnswered();
    const about = { supplierId: question.supplierId, subject: question.text, count: suppliers.length };
    await recordEvent(trx, { staff, taskId, kind: 'answered', ...about });
    const { buyer, headers } = await supplierSender(trx, taskId, staff.user.email);
    await deps.outbox.enqueueMany(
      trx,
      suppliers.map((s) => ({
        id: randomUUID(),
        kind: 'answer',
        to: s.email,
        workspaceId: ws,
        taskId,
        supplierId: s.supplierId,
        ...answerMail({
          task,
          question: question.text,
          answer: body.answer,
          published: body.publish,
          supplier: s,
          signature: staff.user.signature,
          link: offerLink(deps.config.baseUrl, deps.config.appSecret, taskId, s.supplierId),
          buyer: buyer.name,
        }),
        ...headers,
      })),
    );
  });
  const [answered] = await listQuestions(deps.db, ws, taskId, questionId);
  return answered!;
}
