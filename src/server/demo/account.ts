import { randomBytes } from 'node:crypto';
import type { Me } from '../../shared/schemas/account.ts';
import type { App } from '../app.ts';
import { anonymous, cookiesOf, inject, staffClient, type Staff } from './client.ts';
import { mailedActivationCode, usernamesStartingWith } from './demo.queries.ts';

export const DEMO_COMPANY = 'Nordwind Versand GmbH';

const signature = (name: string) =>
  `Mit freundlichen Grüßen\n\n${name}\nEinkauf Print & Mailing\n${DEMO_COMPANY}\nOsterweg 12, 33100 Paderborn`;

/** Registers as a person does: the activation code is read from the mail the app wrote to its outbox. */
async function signUp(app: App, username: string, email: string, password: string): Promise<Staff> {
  await anonymous(app, '/api/account/register', { username, email, password, language: 'de' });
  const code = await mailedActivationCode(app.deps.db, email);
  if (!code) throw new Error(`no activation mail to ${email} in the outbox`);
  await anonymous(app, '/api/account/activate', { login: username, code, password });
  const res = await inject(app, { method: 'POST', url: '/api/account/login', payload: { login: username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username}: ${res.statusCode} ${res.body}`);
  const staff = staffClient(app, cookiesOf(res));
  // An invited colleague is asked first and says yes, as a person does (docs/product.md#accounts-and-workspaces).
  const invitation = (res.json() as { invitation?: { id: string } }).invitation;
  if (invitation) await staff.call('POST', `/api/invitations/${encodeURIComponent(invitation.id)}/accept`);
  return staff;
}

/** A username not taken yet: demo-<day>-<n>, n counting the demos of that day. */
async function freeUsername(app: App, day: string): Promise<string> {
  const prefix = `demo-${day.replaceAll('-', '')}-`;
  const taken = await usernamesStartingWith(app.deps.db, prefix);
  const numbers = taken.map((name) => Number(/^\d+/.exec(name.slice(prefix.length))?.[0] ?? 0));
  return `${prefix}${Math.max(0, ...numbers) + 1}`;
}

export type DemoTeam = {
  username: string;
  password: string;
  colleague: string;
  buyer: Staff;
  colleagueStaff: Staff;
  workspaceId: string;
};

/**
 * The buyer signs up (and gets a workspace of its own at the first sign-in), names the workspace after the
 * company and invites a colleague, who signs up with the invited address and accepts the invitation.
 */
export async function createTeam(app: App, day: string): Promise<DemoTeam> {
  const username = await freeUsername(app, day);
  const colleague = `${username}-jana`;
  const password = randomBytes(12).toString('base64url');
  const buyer = await signUp(app, username, `${username}@example.com`, password);
  await buyer.call('POST', '/api/account/settings', { language: 'de', signature: signature('Julia Berger') });
  const me = await buyer.call<Me>('GET', '/api/account/me');
  await renameWorkspace(app, buyer, me.workspace.id);
  // Who is buying: what printshops read in every mail, on their page and on the order PDF.
  await buyer.call('POST', '/api/workspace', {
    name: DEMO_COMPANY,
    address: 'Osterweg 12\n33100 Paderborn',
    vatNumber: 'DE811234567',
    phone: '+49 5251 1234-0',
  });
  await buyer.call('PUT', '/api/employees', { email: `${colleague}@example.com`, role: 'admin' });
  const colleagueStaff = await signUp(app, colleague, `${colleague}@example.com`, password);
  await colleagueStaff.call('POST', '/api/account/settings', { language: 'de', signature: signature('Jana Krüger') });
  return { username, password, colleague, buyer, colleagueStaff, workspaceId: me.workspace.id };
}

/** The app has no route for it yet: better-auth's own endpoint, with the owner's session, does it. */
async function renameWorkspace(app: App, owner: Staff, organizationId: string) {
  const headers = new Headers({ cookie: owner.cookie });
  await app.deps.auth.api.updateOrganization({ body: { organizationId, data: { name: DEMO_COMPANY } }, headers });
}
