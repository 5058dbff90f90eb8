import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFER_TOKEN_HEADER, PREVIEW_SUPPLIER } from '../../../shared/offer-link.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { outboxMail, signUp, signUpAndJoin } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { file, pdf, upload } from '../../test/files.ts';
import { useTestApp } from '../../test/helper.ts';
import { completeTask } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { PreviewLinkSchema, PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { TeamSchema } from '../../../shared/schemas/team.ts';

const DAY = 24 * 3_600_000;
const tokenOf = (url: string) => new URLSearchParams(new URL(url).hash.slice(1)).get('t')!;

describe('the preview of the supplier page', () => {
  const t = useTestApp();

  it('opens from the test mail and the task page, in the task language, read-only; a wrong token tells nothing', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);
    const task = await read(api.put('/api/tasks', completeTask({ lang: 'en' })), TaskSchema);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/test`)).statusCode).toBe(200);
    const mail = await outboxMail(t.app, 'buyer@example.com', 'test-invitation');
    expect(mail.subject).toBe('[Test] Request for quotation: Mailing Q1');
    const link = /\/pub\/offer\/([^/]+)\/(preview)#t=([\w.-]+)/.exec(mail.text)!;
    expect(link[1]).toBe(task.id);
    const { url } = await read(api.get(`/api/tasks/${task.id}/preview`), PreviewLinkSchema);
    expect(url).toMatch(new RegExp(`/pub/offer/${task.id}/preview#t=\\d+\\.[\\w-]+\\.[\\w-]{32}$`));

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
    // The signature of a printshop's link, as the preview's had before it ended: refused.
    const unending = open(offerToken(t.app.deps.config.appSecret, task.id, PREVIEW_SUPPLIER));
    expect(await readError(unending, 404)).toMatchObject({ code: 'NOT_INVITED' });
    const post = t.app.inject({
      method: 'POST',
      url: `/api/pub/tasks/${task.id}/preview`,
      headers: { [OFFER_TOKEN_HEADER]: link[3]! },
      payload: { formats: task.formats.map((f) => ({ id: f.id, price: 1 })) },
    });
    expect(await readError(post, 404)).toMatchObject({ code: 'NOT_INVITED' });
  });
});

describe('the preview link ends', () => {
  const t = useTestApp();
  afterEach(() => {
    vi.useRealTimers();
  });

  const refusal = { code: 'NOT_INVITED', message: 'Sie wurden nicht eingeladen' };
  const open = (taskId: string, url: string) =>
    t.app.inject({ url: `/api/pub/tasks/${taskId}/preview`, headers: { [OFFER_TOKEN_HEADER]: tokenOf(url) } });
  const download = (url: string) => t.app.inject({ url });

  /** A task with a document, and the staff member's preview link to it: the page and the document's address. */
  async function previewOf(api: ReturnType<typeof apiAs>, taskId: string) {
    const { url } = await read(api.get(`/api/tasks/${taskId}/preview`), PreviewLinkSchema);
    const page = await read(open(taskId, url), PubOfferSchema);
    expect(page.preview).toBe(true);
    const fileUrl = page.task.documents[0]!.url;
    expect((await download(fileUrl)).statusCode).toBe(200);
    return { url, fileUrl };
  }

  it('after 24 hours: the page and its document links answer like a wrong link; a fresh one opens', async () => {
    const owner = await signUp(t.app, 'buyer');
    const api = apiAs(t.app, owner.cookie);
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    expect((await upload(t.app, owner.cookie, task.id, [file('Motiv.pdf', pdf())])).statusCode).toBe(201);
    const made = Date.now();
    const { url, fileUrl } = await previewOf(api, task.id);
    // The expiry is signed with the rest: a later one written into the link breaks it.
    const expires = /^(\d+)\./.exec(tokenOf(url))![1]!;
    expect(Number(expires) * 1000).toBeGreaterThan(made + DAY - 5_000);
    expect(Number(expires) * 1000).toBeLessThanOrEqual(Date.now() + DAY);
    const later = url.replace(`#t=${expires}.`, `#t=${Number(expires) + DAY / 1000}.`);
    expect(await readError(open(task.id, later), 404)).toEqual(refusal);
    expect(
      await readError(download(fileUrl.replace(`expires=${expires}`, `expires=${Number(expires) + 3600}`)), 404),
    ).toEqual(refusal);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(made + DAY - 60_000);
    expect((await open(task.id, url)).statusCode).toBe(200);
    vi.setSystemTime(made + DAY + 1_000);
    expect(await readError(open(task.id, url), 404)).toEqual(refusal);
    expect(await readError(download(fileUrl), 404)).toEqual(refusal);
    await previewOf(api, task.id);
  });

  it("dies when the member who made it leaves the workspace, with its document links and test mail; the owner's stays", async () => {
    const owner = await signUp(t.app, 'buyer');
    const boss = apiAs(t.app, owner.cookie);
    expect((await boss.put('/api/employees', { email: 'clerk@example.com', role: 'member' })).statusCode).toBe(204);
    const clerk = apiAs(t.app, (await signUpAndJoin(t.app, 'clerk')).cookie);
    const task = await read(boss.put('/api/tasks', completeTask({ lang: 'en' })), TaskSchema);
    expect((await upload(t.app, owner.cookie, task.id, [file('Motiv.pdf', pdf())])).statusCode).toBe(201);
    const mine = await previewOf(boss, task.id);
    const theirs = await previewOf(clerk, task.id);
    expect((await clerk.post(`/api/tasks/${task.id}/suppliers/test`)).statusCode).toBe(200);
    const mail = await outboxMail(t.app, 'clerk@example.com', 'test-invitation');
    const mailed = /https?:\/\/\S+\/pub\/offer\/\S+#t=\S+/.exec(mail.text)![0];
    expect((await open(task.id, mailed)).statusCode).toBe(200);

    const team = await read(boss.get('/api/employees'), TeamSchema);
    const member = team.members.find((m) => m.email === 'clerk@example.com')!;
    expect((await boss.delete(`/api/employees/${member.id}`)).statusCode).toBe(204);

    expect(await readError(open(task.id, theirs.url), 404)).toEqual(refusal);
    expect(await readError(download(theirs.fileUrl), 404)).toEqual(refusal);
    expect(await readError(open(task.id, mailed), 404)).toEqual(refusal);
    expect((await open(task.id, mine.url)).statusCode).toBe(200);
    expect((await download(mine.fileUrl)).statusCode).toBe(200);
  });
});
