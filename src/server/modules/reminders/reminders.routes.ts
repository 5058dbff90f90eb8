import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { notice } from '../../../shared/notices.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { SentSchema } from '../../../shared/schemas/invitations.ts';
import { ReminderSettingsSchema, SendReminderBodySchema } from '../../../shared/schemas/reminders.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { changeSettings, sendReminders } from './reminders.service.ts';

const tags = ['reminders'];

/** A task's reminder settings and a reminder by hand; planned reminders are listed in the mail log. */
export const reminderRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const answers = { ...errorResponses(400, 401, 404, 409) };
  app.post(
    '/tasks/:id/reminders',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: strictBody(ReminderSettingsSchema),
        response: { 200: TaskSchema, ...answers },
      },
    },
    (req) => changeSettings(deps, staffOf(req), req.params.id, req.body),
  );
  app.post(
    '/tasks/:id/reminders/send',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: strictBody(SendReminderBodySchema),
        response: { 200: SentSchema, ...answers, ...errorResponses(429) },
      },
    },
    async (req) => ({
      queued: await sendReminders(deps, staffOf(req), req.params.id, req.body.suppliers),
      ...notice('REMINDER_SENT'),
    }),
  );
};
