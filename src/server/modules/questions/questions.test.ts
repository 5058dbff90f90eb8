import { describe, expect, it } from 'vitest';
import { PREVIEW_SUPPLIER } from '../../../shared/offer-link.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { completeTask } from '../../test/tasks.ts';
import { talkAs } from '../../test/talk.ts';

type PubQuestion = { id: string; text: string; answer: string | null; published: boolean; own: boolean };

describe('questions and answers', () => {
  const t = useTestApp();

  async function asked(n = 3, buyer = 'buyer') {
    const sent = await sentTask(t.app, n, buyer);
    const talk = (i: number) => talkAs(t.app, sent.task.id, sent.suppliers[i]!.id);
    const answer = (id: string, body: object) => sent.api.post(`/api/tasks/${sent.task.id}/questions/${id}`, body);
    const list = async () => (await sent.api.get(`/api/tasks/${sent.task.id}/questions`)).json().items;
    const answerMails = () =>
      t.app.deps.db.selectFrom('mails').select(['toAddress', 'text']).where('kind', '=', 'answer').execute();
    return { ...sent, talk, answer, list, answerMails };
  }

  it('takes a question, answers 201 with the page showing it, and lists it for staff with the asker', async () => {
    const { talk, list, api, task, suppliers } = await asked();
    const res = await talk(0).ask('  Is the paper FSC certified?  ');
    expect(res.statusCode).toBe(201);
    expect(res.json().questions).toEqual([
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
    expect((await talk(1).page()).json().questions.map((q: PubQuestion) => q.text)).toEqual([
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
    const card = (await api.get('/api/dashboard')).json().items.find((c: { id: string }) => c.id === task.id);
    expect(card.questions).toBe(2);
  });

  it('sends a private answer to the asker alone; only its page shows it', async () => {
    const { talk, answer, list, answerMails } = await asked();
    const id = (await talk(0).ask('Which proof do you need?')).json().questions[0].id;
    const res = await answer(id, { answer: 'A PDF proof is enough.', publish: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      supplierName: 'Druck 0',
      answer: 'A PDF proof is enough.',
      published: false,
      answeredBy: 'buyer',
      answeredAt: expect.any(Number),
    });
    expect((await list())[0]).toEqual(res.json());
    expect((await talk(0).page()).json().questions).toEqual([
      expect.objectContaining({ id, answer: 'A PDF proof is enough.', published: false, own: true }),
    ]);
    expect((await talk(1).page()).json().questions).toEqual([]);
    const mails = await answerMails();
    expect(mails.map((m) => m.toAddress)).toEqual(['s0@druck.de']);
    expect(mails[0]!.text).toContain('A PDF proof is enough.');
  });

  it('shows a published answer on every page without the asker, and mails every invited printshop', async () => {
    const { talk, answer, answerMails, api, task } = await asked();
    const id = (await talk(2).ask('Is a 5 % overs tolerance fine?')).json().questions[0].id;
    await talk(0).ask('Our own question, unanswered');
    expect((await answer(id, { answer: 'Yes, up to 5 %.', publish: true })).statusCode).toBe(200);

    const other = await talk(0).page();
    expect(other.json().questions).toEqual([
      expect.objectContaining({ id, answer: 'Yes, up to 5 %.', published: true, own: false }),
      expect.objectContaining({ text: 'Our own question, unanswered', own: true }),
    ]);
    expect(other.body).not.toMatch(/Druck 2|s2@druck/);
    expect((await talk(2).page()).json().questions).toEqual([expect.objectContaining({ id, own: true })]);
    const mails = await answerMails();
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['s0@druck.de', 's1@druck.de', 's2@druck.de']);
    for (const m of mails.filter((x) => x.toAddress !== 's2@druck.de')) expect(m.text).not.toContain('Druck 2');
    const card = (await api.get('/api/dashboard')).json().items.find((c: { id: string }) => c.id === task.id);
    expect(card.questions).toBe(1);
    // The preview shows what every printshop sees.
    const preview = (await api.get(`/api/tasks/${task.id}/preview`)).json().url as string;
    const token = preview.split('#t=')[1]!;
    const page = await talkAs(t.app, task.id, PREVIEW_SUPPLIER, token).page();
    expect(page.json().questions).toEqual([expect.objectContaining({ id, own: false, published: true })]);
  });

  it('refuses a second answer: 409 ALREADY_ANSWERED, and the first stays', async () => {
    const { talk, answer, answerMails } = await asked(1);
    const id = (await talk(0).ask('Glossy or matt?')).json().questions[0].id;
    await answer(id, { answer: 'Matt.', publish: false });
    const again = await answer(id, { answer: 'Glossy.', publish: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_ANSWERED');
    expect((await talk(0).page()).json().questions[0]).toMatchObject({ answer: 'Matt.', published: false });
    expect(await answerMails()).toHaveLength(1);
  });

  it('refuses questions after the deadline day, once cancelled and once awarded: 409 QUESTIONS_CLOSED', async () => {
    const late = await asked(1, 'late');
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
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('QUESTIONS_CLOSED');
      expect(await closed.list()).toEqual([]);
    }
  });

  it("answers 404 for another workspace's task or question", async () => {
    const { talk, task, answer } = await asked(1);
    const id = (await talk(0).ask('A question')).json().questions[0].id;
    const stranger = apiAs(t.app, (await signUp(t.app, 'stranger')).cookie);
    const own = (await stranger.put('/api/tasks', completeTask())).json();
    expect((await stranger.get(`/api/tasks/${task.id}/questions`)).statusCode).toBe(404);
    const body = { answer: 'Nope', publish: true };
    expect((await stranger.post(`/api/tasks/${task.id}/questions/${id}`, body)).statusCode).toBe(404);
    expect((await stranger.post(`/api/tasks/${own.id}/questions/${id}`, body)).statusCode).toBe(404);
    expect((await answer('no-such-question', body)).statusCode).toBe(404);
    expect((await talk(0).page()).json().questions[0].answer).toBeNull();
  });

  it('refuses a foreign, tampered or preview link and an uninvited printshop alike: not invited', async () => {
    const { task, suppliers, api, list } = await asked(2);
    const secret = t.app.deps.config.appSecret;
    const uninvited = (await api.put('/api/suppliers', { name: 'Later', email: 'later@druck.de' })).json();
    const answers = [
      await talkAs(t.app, task.id, suppliers[0]!.id, offerToken(secret, task.id, suppliers[1]!.id)).ask('Hi?'),
      await talkAs(t.app, task.id, suppliers[0]!.id, 'x'.repeat(32)).ask('Hi?'),
      await talkAs(t.app, task.id, uninvited.id).ask('Hi?'),
      await talkAs(t.app, task.id, PREVIEW_SUPPLIER).ask('Hi?'),
      await talkAs(t.app, task.id, suppliers[0]!.id, 'x'.repeat(32)).decline('No time'),
      await talkAs(t.app, task.id, PREVIEW_SUPPLIER).decline('No time'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_INVITED', message: 'Sie wurden nicht eingeladen' });
    }
    expect(await list()).toEqual([]);
  });

  it('refuses an empty or too long question and answer', async () => {
    const { talk, answer } = await asked(1);
    expect((await talk(0).ask('   ')).json()).toMatchObject({ code: 'INVALID', field: 'text', key: 'required' });
    expect((await talk(0).ask('x'.repeat(2001))).json()).toMatchObject({ code: 'INVALID', key: 'tooLong' });
    const id = (await talk(0).ask('Fine?')).json().questions[0].id;
    expect((await answer(id, { answer: '', publish: true })).statusCode).toBe(400);
    expect((await answer(id, { answer: 'Yes' })).statusCode).toBe(400);
  });
});
