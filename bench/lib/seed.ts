import { offerToken } from '../../src/server/auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../../src/shared/offer-link.ts';
import { completeTask, flyer } from '../../src/server/test/tasks.ts';

const json = { 'content-type': 'application/json' };

/** The text of the mail to `email` in the embedded Mailbox of the server at `url`, once it is there. */
const mailboxText = (url: string) => async (email: string) => {
  const { items } = (await (await fetch(`${url}/api/mailbox`)).json()) as { items: { id: string; to: string }[] };
  const mail = items.find((m) => m.to === email);
  return mail && ((await (await fetch(`${url}/api/mailbox/${mail.id}`)).json()) as { text: string }).text;
};

/**
 * A signed-in staff member of a fresh workspace on a running server; its activation code is read from the
 * embedded Mailbox, or by `mailText` from wherever the server sends its mails.
 */
export async function staffOn(
  url: string,
  username = 'bench',
  mailText: (email: string) => Promise<string | undefined> = mailboxText(url),
) {
  const user = { username, email: `${username}@example.com`, password: 'correct-horse-9' };
  await fetch(`${url}/api/account/register`, { method: 'POST', headers: json, body: JSON.stringify(user) });
  let code: string | undefined;
  for (let i = 0; i < 200 && !code; i++) {
    const text = await mailText(user.email);
    code = text === undefined ? undefined : /\b(\d{6})\b/.exec(text)?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 50));
  }
  const activated = await fetch(`${url}/api/account/activate`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ login: username, code, password: user.password }),
  });
  if (!activated.ok) throw new Error(`activating ${username}: ${activated.status} ${await activated.text()}`);
  const login = await fetch(`${url}/api/account/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ login: username, password: user.password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { ...json, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? null : await res.json()) as T;
  };
  // The session cookie too, for a request whose answer is not JSON (a PDF).
  return Object.assign(call, { cookie });
}

/** A sent task with `suppliers` invited printshops and 5 formats; returns their links' tokens. */
export async function seedTask(url: string, secret: string, suppliers: number) {
  const staff = await staffOn(url);
  const ids: string[] = [];
  for (let i = 0; i < suppliers; i++)
    ids.push(
      (await staff<{ id: string }>('PUT', '/api/suppliers', { name: `Druck ${i}`, email: `s${i}@druck.de` })).id,
    );
  const formats = Array.from({ length: 5 }, (_, i) => ({ ...flyer, title: `Format ${i}` }));
  const task = await staff<{ id: string; formats: { id: string }[] }>('PUT', '/api/tasks', completeTask({ formats }));
  await staff('POST', `/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
  // The invitations go out first: a load started while the server still sends them measures both.
  for (;;) {
    const { items } = await staff<{ items: { mailState: string }[] }>('GET', `/api/tasks/${task.id}/suppliers`);
    if (!items.some((i) => i.mailState === 'queued')) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    staff,
    taskId: task.id,
    formatIds: task.formats.map((f) => f.id),
    links: ids.map((supplierId) => ({ supplierId, token: offerToken(secret, task.id, supplierId) })),
  };
}

type Staff = Awaited<ReturnType<typeof staffOn>>;

/** A sent tender of `n` printshops and 5 formats, every printshop with an offer. */
export async function offeredTask(url: string, secret: string, staff: Staff, n: number) {
  // Who is buying: without it the owner's first page is the welcome page, not the task.
  await staff('POST', '/api/workspace', { name: 'Bench Einkauf GmbH', address: 'Hafenstraße 1, 20457 Hamburg' });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const s = await staff<{ id: string }>('PUT', '/api/suppliers', { name: `Druckerei ${i}`, email: `d${i}@druck.de` });
    ids.push(s.id);
  }
  const formats = Array.from({ length: 5 }, (_, i) => ({ ...flyer, title: `Format ${i}` }));
  const task = await staff<{ id: string; formats: { id: string }[] }>('PUT', '/api/tasks', completeTask({ formats }));
  await staff('POST', `/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
  for (const [i, supplierId] of ids.entries()) {
    const res = await fetch(`${url}/api/pub/tasks/${task.id}/${supplierId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OFFER_TOKEN_HEADER]: offerToken(secret, task.id, supplierId) },
      body: JSON.stringify({ formats: task.formats.map((f, k) => ({ id: f.id, price: 1000 + ((i * 7 + k) % 500) })) }),
    });
    if (!res.ok) throw new Error(`offer ${i}: ${res.status}`);
  }
  return task.id;
}
