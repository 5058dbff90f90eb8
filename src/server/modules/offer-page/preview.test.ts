import { describe, expect, it } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { outboxMail, signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { completeTask } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { PreviewLinkSchema, PubOfferSchema } from '../../../shared/schemas/offers.ts';

describe('the preview of the supplier page', () => {
  const t = useTestApp();

  it('opens from the test mail and the task page, in the task language, read-only; a wrong token tells nothing', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);
    const task = await read(api.put('/api/tasks', completeTask({ lang: 'en' })), TaskSchema);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/test`)).statusCode).toBe(200);
    const mail = await outboxMail(t.app, 'buyer@example.com', 'test-invitation');
    expect(mail.subject).toBe('[Test] Request for quotation: Mailing Q1');
    const link = /\/pub\/offer\/([^/]+)\/(preview)#t=([\w-]+)/.exec(mail.text)!;
    expect(link[1]).toBe(task.id);
    const { url } = await read(api.get(`/api/tasks/${task.id}/preview`), PreviewLinkSchema);
    expect(url).toContain(`/pub/offer/${task.id}/preview#t=${link[3]}`);

    const open = (token: string) =>
      t.app.inject({ url: `/api/pub/tasks/${task.id}/preview`, headers: { [OFFER_TOKEN_HEADER]: token } });
    const page = await read(open(link[3]!), PubOfferSchema);
    expect(page).toMatchObject({
      preview: true,
      supplier: { name: 'Sample Printshop', language: 'en' },
      task: { name: 'Mailing Q1', open: false, formats: [{ description: 'Glossy flyer (en)' }, {}] },
    });
    const wrong = open(offerToken(t.app.deps.config.appSecret, task.id, 'someone'));
    expect(await readError(wrong, 404)).toMatchObject({ code: 'NOT_INVITED' });
    const post = t.app.inject({
      method: 'POST',
      url: `/api/pub/tasks/${task.id}/preview`,
      headers: { [OFFER_TOKEN_HEADER]: link[3]! },
      payload: { formats: task.formats.map((f) => ({ id: f.id, price: 1 })) },
    });
    expect(await readError(post, 404)).toMatchObject({ code: 'NOT_INVITED' });
  });
});
