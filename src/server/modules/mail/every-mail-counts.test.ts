import { describe, expect, it } from 'vitest';
import type { MailKind } from '../../../shared/mail-state.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { QuestionListSchema } from '../../../shared/schemas/questions.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { TeamSchema } from '../../../shared/schemas/team.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { ageWorkspace } from '../../test/mail-quota.ts';
import { read, readError } from '../../test/read.ts';
import { seedSuppliers } from '../../test/suppliers.ts';
import { talkAs } from '../../test/talk.ts';
import { completeTask } from '../../test/tasks.ts';

describe('every mail counts in the workspace’s mail quota', () => {
  const t = useTestApp({ config: { mailQuota: { perHour: 5, testPerDay: 0 } } });

  const mails = (kind: MailKind) =>
    t.app.deps.db.selectFrom('mails').select('toAddress').where('kind', '=', kind).execute();

  it('answers, team invitations and cancellations: beyond it 429 MAIL_QUOTA, nothing saved and nothing sent', async () => {
    const owner = await signUp(t.app, 'boss');
    await ageWorkspace(t.app, owner.email);
    const api = apiAs(t.app, owner.cookie);
    const suppliers = await seedSuppliers(t.app, owner.email, 3);
    const task = await read(api.put('/api/tasks', completeTask({ name: 'Mailing Q1' })), TaskSchema);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers })).statusCode).toBe(200);
    // 3 of the hour's 5 are taken by the invitations.
    const asker = talkAs(t.app, task.id, suppliers[0]!);
    const id = (await read(asker.ask('Matt oder glänzend?'), PubOfferSchema, 201)).questions[0]!.id;

    // Published, the answer goes to all three: two are left, so it is refused and the question stays open.
    const published = api.post(`/api/tasks/${task.id}/questions/${id}`, { answer: 'Matt.', publish: true });
    const refused = await readError(published, 429);
    expect(refused).toMatchObject({ code: 'MAIL_QUOTA', params: { left: 2, limit: 5, asked: 3 } });
    expect(refused.message).toMatch(/2 of 5 mails are left this hour, 3 were asked for, so nothing was sent/);
    const questions = await read(api.get(`/api/tasks/${task.id}/questions`), QuestionListSchema);
    expect(questions.items).toMatchObject([{ id, answer: null, published: false }]);
    expect((await read(talkAs(t.app, task.id, suppliers[1]!).page(), PubOfferSchema)).questions).toEqual([]);
    expect(await mails('answer')).toEqual([]);

    // To the asker alone it is one mail, and fits.
    const alone = await api.post(`/api/tasks/${task.id}/questions/${id}`, { answer: 'Matt.', publish: false });
    expect(alone.statusCode).toBe(200);
    expect((await mails('answer')).map((m) => m.toAddress)).toEqual(['s0@druck.de']);

    // A team invitation is a mail too: the last one of the hour goes, the next is refused and nobody is invited.
    expect((await api.put('/api/employees', { email: 'clerk@example.com', role: 'member' })).statusCode).toBe(204);
    const second = await readError(api.put('/api/employees', { email: 'later@example.com', role: 'member' }), 429);
    expect(second).toMatchObject({ code: 'MAIL_QUOTA', params: { left: 0, limit: 5, asked: 1 } });
    const team = await read(api.get('/api/employees'), TeamSchema);
    expect(team.invitations.map((i) => i.email)).toEqual(['clerk@example.com']);
    expect((await mails('team-invitation')).map((m) => m.toAddress)).toEqual(['clerk@example.com']);

    // The cancellation's three mails do not fit: the tender stays open, nobody is told.
    const cancelled = api.post(`/api/tasks/${task.id}/cancel`, { message: 'Budget gestrichen.' });
    expect(await readError(cancelled, 429)).toMatchObject({ code: 'MAIL_QUOTA', params: { left: 0, asked: 3 } });
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).state).toBe(50);
    expect(await mails('cancellation')).toEqual([]);
  });
});
