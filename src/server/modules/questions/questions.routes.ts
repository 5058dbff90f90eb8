import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import {
  AnswerBodySchema,
  QuestionListSchema,
  QuestionParamsSchema,
  QuestionSchema,
} from '../../../shared/schemas/questions.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { answerQuestion, taskQuestions } from './questions.service.ts';

const tags = ['questions'];

/** The staff's side of the printshops' questions: read them, answer each once. */
export const questionRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/tasks/:id/questions',
    { schema: { tags, params: IdParamsSchema, response: { 200: QuestionListSchema, ...errorResponses(401, 404) } } },
    async (req) => ({ items: await taskQuestions(deps, staffOf(req), req.params.id) }),
  );
  app.post(
    '/tasks/:id/questions/:questionId',
    {
      schema: {
        tags,
        params: QuestionParamsSchema,
        body: strictBody(AnswerBodySchema),
        // 429: the workspace's mail quota has no room for the answer's mails; nothing is saved.
        response: { 200: QuestionSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    (req) => answerQuestion(deps, staffOf(req), req.params.id, req.params.questionId, req.body),
  );
};
