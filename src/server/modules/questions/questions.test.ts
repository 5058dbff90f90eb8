import { describe, expect, it } from 'vitest';
import { PREVIEW_SUPPLIER } from '../../../shared/offer-link.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { completeTask } from '../../test/tasks.ts';
import { talkAs } from '../../test/talk.ts';
import { read, readError } from '../../test/read.ts';
import { QuestionListSchema, QuestionSchema } from '../../../shared/schemas/questions.ts';
import { PreviewLinkSchema, PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { DashboardSchema } from '../../../shared/schemas/dashboard.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';

describe('questions and answers', () => {
  const t = useTestApp();

  async function asked(n = 3, buyer = 'buyer') {
    const sent = await sentTask(t.app, n, buyer);
    const talk = (i: number) => talkAs(t.app, sent.task.id, sent.suppliers[i]!.id);
    const answer = (id: string, body: object) => sent.api.post(`/api/tasks/${sent.task.id}/questions/${id}`, body);
    const list = async () =>
      (await read(sent.api.get(`/api/tasks/${sent.task.id}/questions`), QuestionListSchema)).items;
    const answerMails = () =>
      t.app.deps.db.selectFrom('mails').select(['toAddress', 'text']).where('kind', '=', 'answer').execute();
    return { ...sent, talk, answer, list, answerMails };
  }

  it('takes a question, answers 201 with the page showing it, and lists it for staff with the asker', async () => {
    const { talk, list, api, task, suppliers } = await asked();
    const res = await talk(0).ask('  Is the paper FSC certified?  ');
    expect((await read(res, PubOfferSchema, 201)).questions).toEqual([
      {
        id: expect.any(String),
        text: 'Is the paper FSC certified?',
        askedAt: expect.any(Number),
        answer: null,
        answeredAt: null,
        published: false,
        own: true,
      },
    ]);
    await talk(1).ask('Can we deliver in two parts?');
    expect((await read(talk(1).page(), PubOfferSchema)).questions.map((q) => q.text)).toEqual([
      'Can we deliver in two parts?',
    ]);
    expect(await list()).toEqual([
      expect.objectContaining({ supplierId: suppliers[0]!.id, supplierName: 'Druck 0', answer: null }),
      expect.objectContaining({
        supplierId: suppliers[1]!.id,
        supplierName: 'Druck 1',
        text: 'Can we deliver in two parts?',
      }),
    ]);
    const card = (await read(api.get('/api/dashboard'), DashboardSchema)).items.find((c) => c.id === task.id);
    expect(card?.questions).toBe(2);
  });

  it('sends a private answer to the asker alone; only its page shows it', async () => {
    const { talk, answer, list, answerMails } = await asked();
    const id = (await read(talk(0).ask('Which proof do you need?'), PubOfferSchema, 201)).questions[0]!.id;
    const answered = await read(answer(id, { answer: 'A PDF proof is enough.', publish: false }), QuestionSchema);
    expect(answered).toMatchObject({
      id,
      supplierName: 'Druck 0',
      answer: 'A PDF proof is enough.',
      published: false,
      answeredBy: 'buyer',
      answeredAt: expect.any(Number),
    });
    expect((await list())[0]).toEqual(answered);
    expect((await read(talk(0).page(), PubOfferSchema)).questions).toEqual([
      expect.objectContaining({ id, answer: 'A PDF proof is enough.', published: false, own: true }),
    ]);
    expect((await read(talk(1).page(), PubOfferSchema)).questions).toEqual([]);
    const mails = await answerMails();
    expect(mails.map((m) => m.toAddress)).toEqual(['s0@druck.de']);
    expect(mails[0]!.text).toContain('A PDF proof is enough.');
  });

  it('shows a published answer on every page without the asker, and mails every invited printshop', async () => {
    const { talk, answer, answerMails, api, task } = await asked();
    const id = (await read(talk(2).ask('Is a 5 % overs tolerance fine?'), PubOfferSchema, 201)).questions[0]!.id;
    await talk(0).ask('Our own question, unanswered');
    // A misspelt key is named as unknown, not the key it was meant to be as missing.
    expect(await readError(answer(id, { answer: 'Yes, up to 5 %.', published: true }), 400)).toMatchObject({
      code: 'INVALID',
      field: 'published',
      key: 'unknownKey',
    });
    await read(answer(id, { answer: 'Yes, up to 5 %.', publish: true }), QuestionSchema);

    const other = await talk(0).page();
    expect((await read(other, PubOfferSchema)).questions).toEqual([
      expect.objectContaining({ id, answer: 'Yes, up to 5 %.', published: true, own: false }),
      expect.objectContaining({ text: 'Our own question, unanswered', own: true }),
    ]);
    expect(other.body).not.toMatch(/Druck 2|s2@druck/);
    expect((await read(talk(2).page(), PubOfferSchema)).questions).toEqual([
      expect.objectContaining({ id, own: true }),
    ]);
    const mails = await answerMails();
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['s0@druck.de', 's1@druck.de', 's2@druck.de']);
    for (const m of mails.filter((x) => x.toAddress !== 's2@druck.de')) expect(m.text).not.toContain('Druck 2');
    const card = (await read(api.get('/api/dashboard'), DashboardSchema)).items.find((c) => c.id === task.id);
    expect(card?.questions).toBe(1);
    // The preview shows what every printshop sees.
    const preview = (await read(api.get(`/api/tasks/${task.id}/preview`), PreviewLinkSchema)).url;
    const token = preview.split('#t=')[1]!;
    const page = await talkAs(t.app, task.id, PREVIEW_SUPPLIER, token).page();
    expect((await read(page, PubOfferSchema)).questions).toEqual([
      expect.objectContaining({ id, own: false, published: true }),
    ]);
  });

  it('refuses a second answer: 409 ALREADY_ANSWERED, and the first stays', async () => {
    const { talk, answer, answerMails } = await asked(1);
    const id = (await read(talk(0).ask('Glossy or matt?'), PubOfferSchema, 201)).questions[0]!.id;
    await answer(id, { answer: 'Matt.', publish: false });
    const again = await answer(id, { answer: 'Glossy.', publish: true });
    expect((await readError(again, 409)).code).toBe('ALREADY_ANSWERED');
    expect((await read(talk(0).page(), PubOfferSchema)).questions[0]).toMatchObject({
      answer: 'Matt.',
      published: false,
    });
    expect(await answerMails()).toHaveLength(1);
  });

  it('refuses questions after the deadline day, once cancelled and once awarded: 409 QUESTIONS_CLOSED', async () => {
    const late = await asked(1, 'late');
    // No API moves a deadline into the past: the row is written.
    await t.app.deps.db
      .updateTable('tasks')
      .set({ deadlineDate: '2020-01-01' })
      .where('id', '=', late.task.id)
      .execute();
    const cancelled = await asked(1, 'cancelled');
    expect((await cancelled.api.post(`/api/tasks/${cancelled.task.id}/cancel`, { message: '' })).statusCode).toBe(200);
    const awarded = await asked(1, 'awarded');
    await awarded.offer(0, [100, 200]);
    const accept = `/api/tasks/${awarded.task.id}/suppliers/${awarded.suppliers[0]!.id}/accept`;
    expect((await awarded.api.post(accept)).statusCode).toBe(200);
    for (const closed of [late, cancelled, awarded]) {
      const res = await closed.talk(0).ask('Still there?');
      expect((await readError(res, 409)).code).toBe('QUESTIONS_CLOSED');
      expect(await closed.list()).toEqual([]);
    }
  });

  it("answers 404 for another workspace's task or question", async () => {
    const { talk, task, answer } = await asked(1);
    const id = (await read(talk(0).ask('A question'), PubOfferSchema, 201)).questions[0]!.id;
    const stranger = apiAs(t.app, (await signUp(t.app, 'stranger')).cookie);
    const own = await read(stranger.put('/api/tasks', completeTask()), TaskSchema);
    expect((await stranger.get(`/api/tasks/${task.id}/questions`)).statusCode).toBe(404);
    const body = { answer: 'Nope', publish: true };
    expect((await stranger.post(`/api/tasks/${task.id}/questions/${id}`, body)).statusCode).toBe(404);
    expect((await stranger.post(`/api/tasks/${own.id}/questions/${id}`, body)).statusCode).toBe(404);
    expect((await answer('no-such-question', body)).statusCode).toBe(404);
    expect((await read(talk(0).page(), PubOfferSchema)).questions[0]!.answer).toBeNull();
  });

  it('refuses a foreign, tampered or preview link and an uninvited printshop alike: not invited', async () => {
    const { task, suppliers, api, list } = await asked(2);
    const secret = t.app.deps.config.appSecret;
    const uninvited = await read(api.put('/api/suppliers', { name: 'Later', email: 'later@druck.de' }), SupplierSchema);
    const answers = [
      await talkAs(t.app, task.id, suppliers[0]!.id, offerToken(secret, task.id, suppliers[1]!.id)).ask('Hi?'),
      await talkAs(t.app, task.id, suppliers[0]!.id, 'x'.repeat(32)).ask('Hi?'),
      await talkAs(t.app, task.id, uninvited.id).ask('Hi?'),
      await talkAs(t.app, task.id, PREVIEW_SUPPLIER).ask('Hi?'),
      await talkAs(t.app, task.id, suppliers[0]!.id, 'x'.repeat(32)).decline('No time'),
      await talkAs(t.app, task.id, PREVIEW_SUPPLIER).decline('No time'),
    ];
    for (const res of answers) {
      expect(await readError(res, 404)).toEqual({ code: 'NOT_INVITED', message: 'Sie wurden nicht eingeladen' });
    }
    expect(await list()).toEqual([]);
  });

  it('refuses an empty or too long question and answer', async () => {
    const { talk, answer } = await asked(1);
    expect(await readError(talk(0).ask('   '), 400)).toMatchObject({
      code: 'INVALID',
      field: 'text',
      key: 'required',
    });
    expect(await readError(talk(0).ask('x'.repeat(2001)), 400)).toMatchObject({
      code: 'INVALID',
      key: 'tooLong',
    });
    const id = (await read(talk(0).ask('Fine?'), PubOfferSchema, 201)).questions[0]!.id;
    expect((await answer(id, { answer: '', publish: true })).statusCode).toBe(400);
    expect((await answer(id, { answer: 'Yes' })).statusCode).toBe(400);
  });
});
