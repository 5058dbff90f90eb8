import type { StaffLanguage } from '../../../shared/languages.ts';
import type { Db, Executor } from '../../db/database.ts';

const userColumns = [
  'id',
  'name',
  'email',
  'emailVerified',
  'username',
  'language',
  'signature',
  'fullName',
  'title',
  'passwordResetRequired',
] as const;

// Booleans are written as 0/1: better-sqlite3 binds no booleans, and PostgreSQL reads '0'/'1' as boolean.

/** A login is a username or an e-mail address; both are stored in lower case. */
export async function findUserByLogin(db: Db, login: string) {
  const value = login.trim().toLowerCase();
  return db
    .selectFrom('user')
    .select(userColumns)
    .where(value.includes('@') ? 'email' : 'username', '=', value)
    .executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('user').select(userColumns).where('email', '=', email.toLowerCase()).executeTakeFirst();
}

type SavedSettings = { language: StaffLanguage; signature: string; fullName?: string; title?: string };

export async function updateSettings(ex: Executor, userId: string, s: SavedSettings) {
  const named = Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as SavedSettings;
  await ex.updateTable('user').set(named).where('id', '=', userId).execute();
}

/** The name an order is signed with and the title below it. */
export async function findProfile(ex: Executor, userId: string) {
  return ex.selectFrom('user').select(['fullName', 'title']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function clearPasswordResetRequired(db: Db, userId: string) {
  await db.updateTable('user').set({ passwordResetRequired: 0 }).where('id', '=', userId).execute();
}

export async function setPasswordResetRequired(db: Db, login: string): Promise<boolean> {
  const user = await findUserByLogin(db, login);
  if (!user) return false;
  await db.updateTable('user').set({ passwordResetRequired: 1 }).where('id', '=', user.id).execute();
  return true;
}

/** The workspace a session works in: the one it chose, else the user's oldest membership. */
export async function findWorkspace(db: Db, userId: string, preferredId: string | null) {
  const rows = await db
    .selectFrom('member')
    .innerJoin('organization', 'organization.id', 'member.organizationId')
    .select(['organization.id as id', 'organization.name as name', 'member.role as role'])
    .where('member.userId', '=', userId)
    .orderBy('member.createdAt')
    .execute();
  return rows.find((r) => r.id === preferredId) ?? rows[0];
}

/**
 * The newest invitation to this address that can still be accepted, with what the question "Join workspace
 * X?" shows: the workspace, who invited and the role.
 */
export async function findPendingInvitation(db: Db, email: string) {
  const rows = await db
    .selectFrom('invitation')
    .innerJoin('organization', 'organization.id', 'invitation.organizationId')
    .innerJoin('user', 'user.id', 'invitation.inviterId')
    .select([
      'invitation.id as id',
      'invitation.email as email',
      'invitation.role as role',
      'invitation.expiresAt as expiresAt',
      'organization.name as workspace',
      'user.username as inviterUsername',
      'user.name as inviterName',
    ])
    .where('invitation.email', '=', email.toLowerCase())
    .where('invitation.status', '=', 'pending')
    .execute();
  const now = Date.now();
  return rows
    .filter((r) => new Date(r.expiresAt).getTime() > now)
    .sort((a, b) => new Date(b.expiresAt).getTime() - new Date(a.expiresAt).getTime())[0];
}
