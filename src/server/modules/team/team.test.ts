import { describe, expect, it } from 'vitest';
import { caughtMail, codeIn, post, signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { cookieHeader, useTestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';
import { MeSchema } from '../../../shared/schemas/account.ts';
import { SupplierListSchema } from '../../../shared/schemas/suppliers.ts';
import { TeamInvitationInfoSchema, TeamSchema } from '../../../shared/schemas/team.ts';

describe('team (employees)', () => {
  const t = useTestApp();

  async function invite(ownerCookie: string, email: string, role = 'member') {
    const started = Date.now();
    const res = await apiAs(t.app, ownerCookie).put('/api/employees', { email, role });
    expect(res.statusCode).toBe(204);
    const mail = await caughtMail(t.app, email, /^(Join|Einladung zu) /, started);
    const id = /\/invitation\/([^\s"<]+)/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1];
    if (!id) throw new Error('no invitation link in the mail');
    return decodeURIComponent(id);
  }

  it('invites by mail; the invitee registers through the link, joins the workspace and sees its printshops', async () => {
    const owner = await signUp(t.app, 'boss');
    const boss = apiAs(t.app, owner.cookie);
    await boss.put('/api/suppliers', { name: 'Druckhaus', email: 'dh@example.com' });
    const id = await invite(owner.cookie, 'clerk@example.com');

    const info = await t.app.inject({ url: `/api/invitations/${id}` });
    expect(await read(info, TeamInvitationInfoSchema)).toEqual({
      id,
      workspace: 'boss',
      email: 'clerk@example.com',
      inviter: 'boss',
      role: 'member',
      status: 'pending',
    });

    const clerk = apiAs(t.app, (await signUp(t.app, 'clerk')).cookie);
    const me = await read(clerk.get('/api/account/me'), MeSchema);
    expect(me.workspace).toMatchObject({ name: 'boss', role: 'member' });
    expect((await read(clerk.get('/api/suppliers'), SupplierListSchema)).items.map((s) => s.name)).toEqual([
      'Druckhaus',
    ]);

    const team = await read(boss.get('/api/employees'), TeamSchema);
    expect(team.members.map((m) => [m.username, m.role])).toEqual([
      ['boss', 'owner'],
      ['clerk', 'member'],
    ]);
    expect(team.invitations).toEqual([]);
    expect(team.canManage).toBe(true);
  });

  it('lets an existing user accept an invitation and switch to that workspace', async () => {
    const owner = await signUp(t.app, 'own1');
    const other = await signUp(t.app, 'other1');
    const id = await invite(owner.cookie, other.email, 'admin');
    const otherApi = apiAs(t.app, other.cookie);
    expect((await read(otherApi.get('/api/account/me'), MeSchema)).workspace.name).toBe('other1');

    const stranger = await signUp(t.app, 'stranger1');
    const wrong = await apiAs(t.app, stranger.cookie).post(`/api/invitations/${id}/accept`);
    expect((await readError(wrong, 403)).code).toBe('NOT_RECIPIENT');

    expect((await otherApi.post(`/api/invitations/${id}/accept`)).statusCode).toBe(204);
    expect((await read(otherApi.get('/api/account/me'), MeSchema)).workspace).toMatchObject({
      name: 'own1',
      role: 'admin',
    });
    expect((await otherApi.post(`/api/invitations/${id}/accept`)).statusCode).toBe(404);
  });

  it('lets owners and admins manage the team, and members only look', async () => {
    const owner = await signUp(t.app, 'own2');
    const boss = apiAs(t.app, owner.cookie);
    await invite(owner.cookie, 'mem2@example.com');
    const member = apiAs(t.app, (await signUp(t.app, 'mem2')).cookie);

    const team = await read(member.get('/api/employees'), TeamSchema);
    expect(team.canManage).toBe(false);
    const tryInvite = await member.put('/api/employees', { email: 'x@example.com' });
    expect((await readError(tryInvite, 403)).code).toBe('NOT_TEAM_MANAGER');
    const ownerMember = team.members.find((m) => m.role === 'owner')!;
    expect((await member.delete(`/api/employees/${ownerMember.id}`)).statusCode).toBe(403);
    expect((await member.post(`/api/employees/${ownerMember.id}`, { role: 'member' })).statusCode).toBe(403);

    const pending = await boss.put('/api/employees', { email: 'later@example.com', role: 'member' });
    expect(pending.statusCode).toBe(204);
    const again = await boss.put('/api/employees', { email: 'later@example.com', role: 'member' });
    expect(await readError(again, 400)).toMatchObject({ code: 'ALREADY_INVITED', field: 'email' });
    const invitation = (await read(boss.get('/api/employees'), TeamSchema)).invitations[0]!;
    expect(invitation.email).toBe('later@example.com');
    expect((await member.delete(`/api/employees/invitations/${invitation.id}`)).statusCode).toBe(403);
    expect((await boss.delete(`/api/employees/invitations/${invitation.id}`)).statusCode).toBe(204);
    expect((await read(boss.get('/api/employees'), TeamSchema)).invitations).toEqual([]);

    const memberRow = team.members.find((m) => m.role === 'member')!;
    expect((await boss.post(`/api/employees/${memberRow.id}`, { role: 'admin' })).statusCode).toBe(204);
    expect((await read(member.get('/api/employees'), TeamSchema)).canManage).toBe(true);
    expect((await boss.delete(`/api/employees/${memberRow.id}`)).statusCode).toBe(204);
    expect((await member.get('/api/employees')).statusCode).toBe(401);
  });

  it('keeps the last owner', async () => {
    const owner = await signUp(t.app, 'own3');
    const boss = apiAs(t.app, owner.cookie);
    const self = (await read(boss.get('/api/employees'), TeamSchema)).members[0]!;
    const leave = await boss.delete(`/api/employees/${self.id}`);
    expect((await readError(leave, 409)).code).toBe('LAST_OWNER');
    const demote = await boss.post(`/api/employees/${self.id}`, { role: 'member' });
    expect(demote.statusCode).toBe(409);
  });

  it('refuses bad invitations with the field named', async () => {
    const boss = apiAs(t.app, (await signUp(t.app, 'own4')).cookie);
    for (const body of [{ email: 'nope' }, { email: 'a@b.de', role: 'owner' }]) {
      const res = await boss.put('/api/employees', body);
      expect((await readError(res, 400)).field).toEqual(expect.stringMatching(/email|role/));
    }
    const self = await boss.put('/api/employees', { email: 'own4@example.com' });
    expect((await readError(self, 400)).code).toBe('ALREADY_MEMBER');
    expect((await t.app.inject({ url: '/api/invitations/unknown' })).statusCode).toBe(404);
  });

  it('a registration through the link does not create a workspace of its own', async () => {
    const owner = await signUp(t.app, 'own5');
    await invite(owner.cookie, 'joiner@example.com');
    const started = Date.now();
    await post(t.app, '/api/account/register', {
      username: 'joiner',
      email: 'joiner@example.com',
      password: 'correct-horse-9',
    });
    const code = await codeIn((await caughtMail(t.app, 'joiner@example.com', /activation/i, started)).raw);
    await post(t.app, '/api/account/activate', { login: 'joiner', code, password: 'correct-horse-9' });
    const login = await post(t.app, '/api/account/login', { login: 'joiner', password: 'correct-horse-9' });
    const me = await t.app.inject({
      url: '/api/account/me',
      headers: { cookie: cookieHeader(login.headers['set-cookie']) },
    });
    expect((await read(me, MeSchema)).workspace.name).toBe('own5');
    const workspaces = await t.app.deps.db.selectFrom('organization').select('name').execute();
    expect(workspaces.map((w) => w.name).sort()).toEqual(['own5']);
  });
});
