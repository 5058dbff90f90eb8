import { expect, type APIRequestContext } from '@playwright/test';
import { todayIn } from '../../src/shared/dates.ts';
import type { Language } from '../../src/shared/languages.ts';
import { OFFER_TOKEN_HEADER } from '../../src/shared/offer-link.ts';
import type { TaskInput } from '../../src/shared/schemas/tasks.ts';
import { mailsTo } from './mailbox.ts';

/** A day `days` from today in the server's time zone (Europe/Berlin), YYYY-MM-DD. */
export const inDays = (days: number) =>
  new Date(Date.parse(todayIn('Europe/Berlin')) + days * 86_400_000).toISOString().slice(0, 10);

const texts = (lang: string) => ({
  weight: `135 g (${lang})`,
  personalisation: `none (${lang})`,
  description: `Glossy flyer (${lang})`,
});
export const format = (title: string, count: number) => ({
  title,
  format: 'A5',
  color: '4/4',
  perforation: '',
  fold: '',
  en: texts('en'),
  de: texts('de'),
  sk: texts('sk'),
  count,
  counts: [],
  runOn: false,
});

/** A task with every field filled in: ready to be sent. `scaled`: its Flyer asks for 1,000 / 2,500 / 5,000 and run-on. */
export const completeTask = (name: string, scaled = false): TaskInput => ({
  name,
  note: 'Bitte inkl. Lieferung anbieten',
  address: 'Lieferweg 1\n10115 Berlin',
  lettershop: 'Lettershop Nord',
  deliveryDate: inDays(30),
  deadlineDate: inDays(10),
  awardDate: null,
  lang: 'de',
  requiredCertificates: [],
  poNumber: '',
  formats: [
    scaled ? { ...format('Flyer A5', 5000), counts: [1000, 2500], runOn: true } : format('Flyer A5', 5000),
    format('Brief DIN lang', 2000),
  ],
});

export type Invited = {
  id: string;
  name: string;
  email: string;
  language: Language;
  link: string;
  token: string;
};
export type SentTask = { taskId: string; name: string; formatIds: string[]; suppliers: Invited[] };

let counter = 0;

/** The link of the newest invitation mail to `email`, once it arrived. */
async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  let id = '';
  await expect
    .poll(
      async () =>
        (id =
          (await mailsTo(request, email, /Angebotsanfrage|Request for quotation|Dopyt na cenovú ponuku/))[0]?.id ?? ''),
      {
        timeout: 15_000,
      },
    )
    .not.toBe('');
  const mail = (await (await request.get(`/api/mailbox/${id}`)).json()) as { text: string };
  const link = /https?:\/\/\S+\/pub\/offer\/\S+#t=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`The invitation to ${email} has no offer link`);
  return link;
}

/** `scaled`: the Flyer asks for further quantities and run-on; `task`: fields of the task to set otherwise. */
type TaskOptions = { scaled?: boolean; task?: Partial<TaskInput> };

type Draft = { taskId: string; name: string; formatIds: string[]; suppliers: Omit<Invited, 'link' | 'token'>[] };

/** Through the staff API of a signed-in `request`: printshops (name and language each) and a complete task, not sent. */
export async function draftTask(
  request: APIRequestContext,
  name: string,
  suppliers: [string, Language][],
  { scaled = false, task = {} }: TaskOptions = {},
): Promise<Draft> {
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${(counter += 1)}`;
  const created = [];
  for (const [i, [supplierName, language]] of suppliers.entries()) {
    const email = `shop${i}-${stamp}@druck.example`;
    const response = await request.put('/api/suppliers', { data: { name: supplierName, email, language } });
    expect(response.ok()).toBe(true);
    created.push({ ...((await response.json()) as { id: string }), name: supplierName, email, language });
  }
  const response = await request.put('/api/tasks', { data: { ...completeTask(name, scaled), ...task } });
  expect(response.ok()).toBe(true);
  const { id: taskId, formats } = (await response.json()) as { id: string; formats: { id: string }[] };
  return { taskId, name, formatIds: formats.map((f) => f.id), suppliers: created };
}

/** The invited printshops of a draft that was sent, with the links read from their invitation mails. */
export async function invitedOf(request: APIRequestContext, draft: Draft): Promise<SentTask> {
  const invited = [];
  for (const s of draft.suppliers) {
    const link = await invitationLink(request, s.email);
    invited.push({ ...s, link, token: new URL(link).hash.slice('#t='.length) });
  }
  return { ...draft, suppliers: invited };
}

/**
 * Through the staff API of a signed-in `request`: printshops (name and language each), a complete task,
 * the invitations sent; the links are read from the invitation mails as a printshop would.
 */
export async function sentTask(
  request: APIRequestContext,
  name: string,
  suppliers: [string, Language][],
  options: TaskOptions = {},
): Promise<SentTask> {
  const draft = await draftTask(request, name, suppliers, options);
  expect((await request.post(`/api/tasks/${draft.taskId}/suppliers/mail`, { data: { suppliers: [] } })).ok()).toBe(
    true,
  );
  return invitedOf(request, draft);
}

/**
 * A printshop's offer through the public API, as its page sends it: a price per format of the task, in its
 * order; a null one leaves the format out (a partial offer). `terms`: e.g. its delivery cost, its overs.
 */
export async function offer(
  request: APIRequestContext,
  sent: SentTask,
  supplier: Invited,
  prices: (string | null)[],
  terms?: { deliveryCost?: string; leadDays?: number; oversPercent?: number; oversPer1000?: string },
): Promise<void> {
  const response = await request.post(`/api/pub/tasks/${sent.taskId}/${supplier.id}`, {
    headers: { [OFFER_TOKEN_HEADER]: supplier.token },
    data: { formats: sent.formatIds.flatMap((id, i) => (prices[i] ? [{ id, price: prices[i] }] : [])), terms },
  });
  expect(response.ok()).toBe(true);
}

export async function accept(request: APIRequestContext, sent: SentTask, supplier: Invited): Promise<void> {
  expect((await request.post(`/api/tasks/${sent.taskId}/suppliers/${supplier.id}/accept`)).ok()).toBe(true);
}
