import { describe, expect, it } from 'vitest';
import { caughtMail, codeIn, post, signUp, signUpAndJoin } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { cookieHeader, useTestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';
import { notice } from '../../../shared/notices.ts';
import { MeSchema, SessionSchema, SignInAnswerSchema } from '../../../shared/schemas/account.ts';
import { WorkspaceEventListSchema } from '../../../shared/schemas/events.ts';
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

  it('invites by mail; the invitee registers, is asked at the first sign-in, accepts, joins and sees its printshops', async () => {
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

    const signedIn = await signUp(t.app, 'clerk');
    expect(signedIn.invitationId).toBe(id);
    const clerk = apiAs(t.app, signedIn.cookie);
    expect((await clerk.post(`/api/invitations/${id}/accept`)).statusCode).toBe(204);
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
    // The inviting workspace's trail records who said yes.
    const trail = await read(boss.get('/api/workspace/events'), WorkspaceEventListSchema);
    expect(trail.items).toEqual([
      {
        at: expect.any(Number),
        kind: 'invitation-accepted',
        staff: 'clerk',
        values: [
          { field: 'email', old: null, new: 'clerk@example.com' },
          { field: 'role', old: null, new: 'member' },
        ],
      },
      {
        at: expect.any(Number),
        kind: 'member-invited',
        staff: 'boss',
        values: [
          { field: 'email', old: null, new: 'clerk@example.com' },
          { field: 'role', old: null, new: 'member' },
        ],
      },
    ]);
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
    const member = apiAs(t.app, (await signUpAndJoin(t.app, 'mem2')).cookie);

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
    // The workspace's trail records each change of the team and who made it, newest first; refusals are not in it.
    const trail = await read(boss.get('/api/workspace/events'), WorkspaceEventListSchema);
    expect(trail.items.map((e) => [e.kind, e.staff, e.values])).toEqual([
      [
        'member-removed',
        'own2',
        [
          { field: 'email', old: 'mem2@example.com', new: null },
          { field: 'role', old: 'admin', new: null },
        ],
      ],
      [
        'role-changed',
        'own2',
        [
          { field: 'email', old: 'mem2@example.com', new: 'mem2@example.com' },
          { field: 'role', old: 'member', new: 'admin' },
        ],
      ],
      [
        'invitation-cancelled',
        'own2',
        [
          { field: 'email', old: 'later@example.com', new: null },
          { field: 'role', old: 'member', new: null },
        ],
      ],
      [
        'member-invited',
        'own2',
        [
          { field: 'email', old: null, new: 'later@example.com' },
          { field: 'role', old: null, new: 'member' },
        ],
      ],
      ['invitation-accepted', 'mem2', expect.any(Array)],
      ['member-invited', 'own2', expect.any(Array)],
    ]);
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

  it('a registration through the link joins nothing and makes no workspace: the first sign-in asks first', async () => {
    const owner = await signUp(t.app, 'own5');
    const boss = apiAs(t.app, owner.cookie);
    await boss.put('/api/suppliers', { name: 'Geheimdruck', email: 'g@example.com' });
    const id = await invite(owner.cookie, 'joiner@example.com', 'admin');
    const started = Date.now();
    await post(t.app, '/api/account/register', {
      username: 'joiner',
      email: 'joiner@example.com',
      password: 'correct-horse-9',
    });
    const code = await codeIn((await caughtMail(t.app, 'joiner@example.com', /activation/i, started)).raw);
    await post(t.app, '/api/account/activate', { login: 'joiner', code, password: 'correct-horse-9' });
    const login = await post(t.app, '/api/account/login', { login: 'joiner', password: 'correct-horse-9' });
    const question = { id, workspace: 'own5', email: 'joiner@example.com', inviter: 'own5', role: 'admin' };
    expect(await read(login, SignInAnswerSchema)).toEqual({ ...notice('LOGGED_IN'), invitation: question });
    const joiner = apiAs(t.app, cookieHeader(login.headers['set-cookie']));

    // Not a member of anything yet: the session asks the question, and no staff route answers with data.
    expect(await read(joiner.get('/api/account/session'), SessionSchema)).toEqual({ me: null, invitation: question });
    for (const url of ['/api/account/me', '/api/suppliers', '/api/employees', '/api/workspace', '/api/tasks']) {
      expect((await readError(joiner.get(url), 403)).code, url).toBe('INVITATION_PENDING');
    }
    const workspaces = await t.app.deps.db.selectFrom('organization').select('name').execute();
    expect(workspaces.map((w) => w.name).sort()).toEqual(['own5']);
    expect((await read(boss.get('/api/employees'), TeamSchema)).members.map((m) => m.username)).toEqual(['own5']);
  });

  it('the invited person declines: a workspace of their own, the invitation rejected and shown so to the inviter', async () => {
    const owner = await signUp(t.app, 'own6');
    const boss = apiAs(t.app, owner.cookie);
    await boss.put('/api/suppliers', { name: 'Geheimdruck', email: 'g@example.com' });
    const id = await invite(owner.cookie, 'nein@example.com');
    const signedIn = await signUp(t.app, 'nein');
    expect(signedIn.invitationId).toBe(id);
    const nein = apiAs(t.app, signedIn.cookie);

    // Another account cannot answer for the invited address.
    const stranger = apiAs(t.app, (await signUp(t.app, 'stranger6')).cookie);
    expect((await readError(stranger.post(`/api/invitations/${id}/decline`), 403)).code).toBe('NOT_RECIPIENT');

    expect((await nein.post(`/api/invitations/${id}/decline`)).statusCode).toBe(204);
    const me = await read(nein.get('/api/account/me'), MeSchema);
    expect(me.workspace).toMatchObject({ name: 'nein', role: 'owner' });
    expect((await read(nein.get('/api/suppliers'), SupplierListSchema)).items).toEqual([]);
    expect((await read(nein.get('/api/account/session'), SessionSchema)).invitation).toBeUndefined();
    expect((await nein.post(`/api/invitations/${id}/accept`)).statusCode).toBe(404);
    expect((await nein.post(`/api/invitations/${id}/decline`)).statusCode).toBe(404);

    const info = await read(t.app.inject({ url: `/api/invitations/${id}` }), TeamInvitationInfoSchema);
    expect(info.status).toBe('rejected');
    const team = await read(boss.get('/api/employees'), TeamSchema);
    expect(team.members.map((m) => m.username)).toEqual(['own6']);
    expect(team.invitations).toEqual([
      { id, email: 'nein@example.com', role: 'member', expiresAt: expect.any(Number), status: 'rejected' },
    ]);
    const trail = await read(boss.get('/api/workspace/events'), WorkspaceEventListSchema);
    expect(trail.items).toEqual([
      {
        at: expect.any(Number),
        kind: 'invitation-declined',
        staff: 'nein',
        values: [
          { field: 'email', old: null, new: 'nein@example.com' },
          { field: 'role', old: null, new: 'member' },
        ],
      },
      {
        at: expect.any(Number),
        kind: 'member-invited',
        staff: 'own6',
        values: [
          { field: 'email', old: null, new: 'nein@example.com' },
          { field: 'role', old: null, new: 'member' },
        ],
      },
    ]);
    // Signing in again asks nothing more.
    const again = await post(t.app, '/api/account/login', { login: 'nein', password: signedIn.password });
    expect(await read(again, SignInAnswerSchema)).toEqual(notice('LOGGED_IN'));
  });

  it('activating from the mail’s link signs in and asks the question too, without joining', async () => {
    const owner = await signUp(t.app, 'own7');
    const id = await invite(owner.cookie, 'link7@example.com');
    const started = Date.now();
    const password = 'correct-horse-9';
    await post(t.app, '/api/account/register', { username: 'link7', email: 'link7@example.com', password });
    const code = await codeIn((await caughtMail(t.app, 'link7@example.com', /activation/i, started)).raw);
    const res = await post(t.app, '/api/account/activate', { login: 'link7', code, password, signIn: true });
    expect((await read(res, SignInAnswerSchema)).invitation).toMatchObject({ id, workspace: 'own7' });
    const link7 = apiAs(t.app, cookieHeader(res.headers['set-cookie']));
    expect((await readError(link7.get('/api/account/me'), 403)).code).toBe('INVITATION_PENDING');
    expect((await link7.post(`/api/invitations/${id}/accept`)).statusCode).toBe(204);
    expect((await read(link7.get('/api/account/me'), MeSchema)).workspace).toMatchObject({ name: 'own7' });
  });
});
