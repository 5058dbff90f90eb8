import { APIError } from 'better-auth/api';
import type { Role } from '../../../shared/schemas/account.ts';
import type { WorkspaceEvent } from '../../../shared/schemas/events.ts';
import type { TeamInvitationInfo, InviteBody, Team } from '../../../shared/schemas/team.ts';
import type { InvitationMailData } from '../../auth/auth.ts';
import type { SessionUser, Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';

// Each function takes the part of the app's dependencies it uses (docs/decisions/010).
type TeamDeps = Pick<Deps, 'db' | 'auth' | 'config' | 'outbox'>;
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { createOwnWorkspace, findWorkspace } from '../account/index.ts';
import { recordWorkspaceEvent } from '../events/index.ts';
import { takeQuota } from '../mail/index.ts';
import { teamInvitationMail } from './team.mails.tsx';
import {
  findTeamInvitation,
  findTeamInvitationInfo,
  findInviter,
  findMember,
  listTeamInvitations,
  listMembers,
} from './team.queries.ts';

/** Owners and admins manage the team, the buying company and the companies. */
export const canManage = (staff: Staff) => staff.workspace.role === 'owner' || staff.workspace.role === 'admin';
const epochMs = (value: Date | string) => new Date(value).getTime();

function assertManager(staff: Staff) {
  if (!canManage(staff)) throw forbidden('NOT_TEAM_MANAGER', 'Only owners and admins manage the team.');
}

/** better-auth's organization plugin does the membership changes; these are its refusals in our words. */
function teamError(err: unknown): unknown {
  if (!(err instanceof APIError) || err.statusCode >= 500) return err;
  const code = (err.body as { code?: string } | undefined)?.code ?? '';
  if (code.includes('ALREADY_A_MEMBER'))
    return badRequest('ALREADY_MEMBER', 'This person is already a member of the workspace.', 'email');
  if (code.includes('ALREADY_INVITED'))
    return badRequest('ALREADY_INVITED', 'This address has already been invited.', 'email');
  if (code.includes('ONLY_OWNER') || code.includes('WITHOUT_AN_OWNER')) {
    return conflict('LAST_OWNER', 'The workspace needs an owner: make someone else owner first.');
  }
  if (code.includes('NOT_THE_RECIPIENT'))
    return forbidden('NOT_RECIPIENT', 'This invitation is for another e-mail address.');
  if (code.includes('INVITATION_NOT_FOUND')) return notFound('The invitation');
  if (err.statusCode === 403) return forbidden('NOT_TEAM_MANAGER', 'Only owners and admins manage the team.');
  return new AppError(400, 'TEAM_CHANGE_REFUSED', err.message || 'The change was refused.');
}

async function call<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (err) {
    throw teamError(err);
  }
}

export async function getTeam(deps: Pick<Deps, 'db'>, staff: Staff): Promise<Team> {
  const workspaceId = staff.workspace.id;
  const [members, invitations] = await Promise.all([
    listMembers(deps.db, workspaceId),
    listTeamInvitations(deps.db, workspaceId),
  ]);
  const now = Date.now();
  return {
    members: members.map((m) => ({
      id: m.id,
      userId: m.userId,
      username: m.username ?? m.name,
      email: m.email,
      role: m.role,
    })),
    invitations: invitations
      .map((i) => ({
        id: i.id,
        email: i.email,
        role: i.role ?? 'member',
        expiresAt: epochMs(i.expiresAt),
        status: i.status === 'rejected' ? ('rejected' as const) : ('pending' as const),
      }))
      .filter((i) => i.expiresAt > now),
    canManage: canManage(staff),
  };
}

/** The workspace's trail of its team (docs/product.md#audit-trail): recorded once better-auth made the change. */
const recordTeamEvent = (deps: TeamDeps, staff: Staff, kind: TeamEventKind, values: WorkspaceEvent['values']) =>
  recordWorkspaceEvent(deps.db, { workspaceId: staff.workspace.id, userId: staff.user.id, kind, values });

type TeamEventKind = 'member-invited' | 'invitation-cancelled' | 'role-changed' | 'member-removed';

export async function invite(deps: TeamDeps, staff: Staff, headers: Headers, body: InviteBody): Promise<void> {
  assertManager(staff);
  await call(() =>
    deps.auth.api.createInvitation({
      body: { email: body.email, role: body.role, organizationId: staff.workspace.id },
      headers,
    }),
  );
  await recordTeamEvent(deps, staff, 'member-invited', [
    { field: 'email', old: null, new: body.email },
    { field: 'role', old: null, new: body.role },
  ]);
}

export async function cancelTeamInvitation(deps: TeamDeps, staff: Staff, headers: Headers, id: string): Promise<void> {
  if (!(await findTeamInvitation(deps.db, staff.workspace.id, id))) throw notFound('The invitation');
  assertManager(staff);
  const info = await findTeamInvitationInfo(deps.db, id);
  await call(() => deps.auth.api.cancelInvitation({ body: { invitationId: id }, headers }));
  await recordTeamEvent(deps, staff, 'invitation-cancelled', [
    { field: 'email', old: info?.email ?? null, new: null },
    { field: 'role', old: info?.role ?? 'member', new: null },
  ]);
}

export async function removeMember(deps: TeamDeps, staff: Staff, headers: Headers, memberId: string): Promise<void> {
  const member = await findMember(deps.db, staff.workspace.id, memberId);
  if (!member) throw notFound('The employee');
  assertManager(staff);
  await call(() =>
    deps.auth.api.removeMember({ body: { memberIdOrEmail: memberId, organizationId: staff.workspace.id }, headers }),
  );
  await recordTeamEvent(deps, staff, 'member-removed', [
    { field: 'email', old: member.email, new: null },
    { field: 'role', old: member.role, new: null },
  ]);
}

export async function changeRole(
  deps: TeamDeps,
  staff: Staff,
  headers: Headers,
  memberId: string,
  newRole: Role,
): Promise<void> {
  const member = await findMember(deps.db, staff.workspace.id, memberId);
  if (!member) throw notFound('The employee');
  assertManager(staff);
  await call(() =>
    deps.auth.api.updateMemberRole({ body: { memberId, role: newRole, organizationId: staff.workspace.id }, headers }),
  );
  await recordTeamEvent(deps, staff, 'role-changed', [
    { field: 'email', old: member.email, new: member.email },
    { field: 'role', old: member.role, new: newRole },
  ]);
}

/**
 * Joins the inviting workspace and makes it the session's workspace; the inviting workspace's trail records who
 * joined. Only what the invited person says yes to joins them (docs/product.md#accounts-and-workspaces).
 */
export async function acceptTeamInvitation(deps: TeamDeps, headers: Headers, user: SessionUser, id: string) {
  await call(() => deps.auth.api.acceptInvitation({ body: { invitationId: id }, headers }));
  await recordAnswer(deps, user, id, 'invitation-accepted');
}

/**
 * Declines: the invitation is rejected (the inviter's list shows it declined) and the inviting workspace's trail
 * records it. Someone without a workspace then gets one of their own, as a sign-up without an invitation does.
 */
export async function declineTeamInvitation(deps: TeamDeps, headers: Headers, user: SessionUser, id: string) {
  await call(() => deps.auth.api.rejectInvitation({ body: { invitationId: id }, headers }));
  await recordAnswer(deps, user, id, 'invitation-declined');
  if (!(await findWorkspace(deps.db, user.id, null))) await createOwnWorkspace(deps, user);
}

async function recordAnswer(
  deps: TeamDeps,
  user: SessionUser,
  id: string,
  kind: 'invitation-accepted' | 'invitation-declined',
) {
  const row = await findTeamInvitationInfo(deps.db, id);
  if (!row) return;
  await recordWorkspaceEvent(deps.db, {
    workspaceId: row.workspaceId,
    userId: user.id,
    kind,
    values: [
      { field: 'email', old: null, new: row.email },
      { field: 'role', old: null, new: row.role ?? 'member' },
    ],
  });
}

export async function teamInvitationInfo(deps: Pick<Deps, 'db'>, id: string): Promise<TeamInvitationInfo> {
  const row = await findTeamInvitationInfo(deps.db, id);
  if (!row) throw notFound('The invitation');
  const expired = row.status === 'pending' && epochMs(row.expiresAt) < Date.now();
  const status = expired ? 'expired' : row.status;
  const inviter = row.inviterUsername ?? row.inviterName;
  return { id: row.id, email: row.email, workspace: row.workspace, inviter, role: row.role ?? 'member', status };
}

/**
 * Called by better-auth before it stores an invitation: its mail counts in the workspace's mail quota, so beyond
 * it the invitation is refused (429 MAIL_QUOTA) and nothing is stored. Counted in a transaction of its own, as
 * better-auth stores the invitation outside ours: should storing it fail, a mail is counted that was never sent.
 */
export async function countTeamInvitationMail(deps: Pick<Deps, 'db' | 'config'>, workspaceId: string): Promise<void> {
  await deps.db.transaction().execute((trx) => takeQuota(trx, deps.config, workspaceId, 'mail', 1));
}

/** Called by better-auth for each invitation it stored: the mail goes through the outbox. */
export async function mailTeamInvitation(
  deps: Pick<Deps, 'db' | 'outbox' | 'config'>,
  data: InvitationMailData,
): Promise<void> {
  const inviter = await findInviter(deps.db, data.inviter.user.email);
  const lang = inviter?.language ?? 'en';
  const link = `${deps.config.baseUrl}/invitation/${encodeURIComponent(data.id)}`;
  const content = teamInvitationMail(lang, inviter?.username ?? data.inviter.user.name, data.organization.name, link);
  await deps.outbox.enqueue(deps.db, { kind: 'team-invitation', to: data.email, ...content });
  deps.outbox.poke();
}
