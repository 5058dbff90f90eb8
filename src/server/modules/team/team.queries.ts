import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';

export async function listMembers(db: Db, workspaceId: string) {
  return db
    .selectFrom('member')
    .innerJoin('user', 'user.id', 'member.userId')
    .select([
      'member.id as id',
      'member.userId as userId',
      'member.role as role',
      'user.username as username',
      'user.name as name',
      'user.email as email',
    ])
    .where('member.organizationId', '=', workspaceId)
    .orderBy('member.createdAt')
    .execute();
}

/** The pending invitations and the declined ones (the service drops those past their expiry). */
export async function listTeamInvitations(db: Db, workspaceId: string) {
  return db
    .selectFrom('invitation')
    .select(['id', 'email', 'role', 'expiresAt', 'status'])
    .where('organizationId', '=', workspaceId)
    .where('status', 'in', ['pending', 'rejected'])
    .orderBy('email')
    .execute();
}

export async function findMember(db: Db, workspaceId: string, memberId: string) {
  return db
    .selectFrom('member')
    .innerJoin('user', 'user.id', 'member.userId')
    .select(['member.id as id', 'member.userId as userId', 'member.role as role', 'user.email as email'])
    .where('member.organizationId', '=', workspaceId)
    .where('member.id', '=', memberId)
    .executeTakeFirst();
}

export async function findTeamInvitation(db: Db, workspaceId: string, invitationId: string) {
  return db
    .selectFrom('invitation')
    .select(['id', 'status'])
    .where('organizationId', '=', workspaceId)
    .where('id', '=', invitationId)
    .executeTakeFirst();
}

/** What the invitation link's page shows before sign-in: the workspace, the invited address, who invited. */
export async function findTeamInvitationInfo(db: Db, invitationId: string) {
  return db
    .selectFrom('invitation')
    .innerJoin('organization', 'organization.id', 'invitation.organizationId')
    .innerJoin('user', 'user.id', 'invitation.inviterId')
    .select([
      'invitation.id as id',
      'invitation.email as email',
      'invitation.status as status',
      'invitation.role as role',
      'invitation.expiresAt as expiresAt',
      'invitation.organizationId as workspaceId',
      'organization.name as workspace',
      'user.username as inviterUsername',
      'user.name as inviterName',
    ])
    .where('invitation.id', '=', invitationId)
    .executeTakeFirst();
}

/** The name and language of the user who invites, for the invitation mail. */
export async function findInviter(db: Db, email: string) {
  return db.selectFrom('user').select(['username', 'language']).where('email', '=', email).executeTakeFirst();
}

/** The workspace's member whose account has this e-mail address (lower case), if any. */
export async function findMemberByEmail(ex: Executor, workspaceId: string, email: string) {
  return ex
    .selectFrom('member')
    .innerJoin('user', 'user.id', 'member.userId')
    .select('member.id as id')
    .where('member.organizationId', '=', workspaceId)
    .where(sql<string>`lower(${sql.ref('user.email')})`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** The id of the user's `member` row in the workspace, if they belong to it. */
export async function findMembershipId(ex: Executor, workspaceId: string, userId: string) {
  const row = await ex
    .selectFrom('member')
    .select('id')
    .where('organizationId', '=', workspaceId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.id;
}

/** Whether the `member` row still exists in the workspace of the task: a preview link lives as long as it does. */
export async function isTaskMember(ex: Executor, taskId: string, memberId: string): Promise<boolean> {
  const row = await ex
    .selectFrom('member')
    .innerJoin('tasks', 'tasks.workspaceId', 'member.organizationId')
    .select('member.id')
    .where('member.id', '=', memberId)
    .where('tasks.id', '=', taskId)
    .executeTakeFirst();
  return row !== undefined;
}
