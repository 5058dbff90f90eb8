import { APIError } from 'better-auth/api';
import { notice } from '../../../shared/notices.ts';
import type {
  ActivateBody,
  ChangePasswordBody,
  LoginBody,
  Notice,
  PendingInvitation,
  RegisterBody,
  ResetPasswordBody,
  Settings,
} from '../../../shared/schemas/account.ts';
import type { CodePurpose } from '../../auth/auth.ts';
import { isCommonPassword } from '../../auth/password.ts';
import type { Deps } from '../../deps.ts';

// Each function takes the part of the app's dependencies it uses (docs/decisions/010).
type AccountDeps = Pick<Deps, 'db' | 'auth' | 'outbox'>;
import { AppError, badRequest, forbidden } from '../../errors.ts';
import { codeMail, registrationMail } from './account.mails.tsx';
import {
  clearPasswordResetRequired,
  findUserByEmail,
  findUserByLogin,
  findPendingInvitation,
  findProfile,
  findWorkspace,
  updateSettings,
} from './account.queries.ts';
import type { Staff } from '../../auth/staff.ts';
import { recordWorkspaceEvent } from '../events/index.ts';

// Answers that must not tell whether an account exists are the same for every login name.
const invalidCode = () =>
  badRequest('INVALID_CODE', 'The code is wrong or has expired. Request a new code if needed.', 'code');

function assertUncommon(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw badRequest('COMMON_PASSWORD', 'This password is one of the most common ones; choose another.', field);
  }
}

/** Called by better-auth with each code it made; the mail goes through the outbox in the user's language. */
export async function mailAccountCode(
  deps: Pick<Deps, 'db' | 'outbox' | 'config'>,
  purpose: CodePurpose,
  email: string,
  code: string,
) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const activateUrl = `${deps.config.baseUrl}/activate`;
  const content = codeMail(purpose, user.language ?? 'en', user.username ?? user.name, code, activateUrl);
  await deps.outbox.enqueue(deps.db, { kind: `${purpose}-code`, to: user.email, ...content });
  deps.outbox.poke();
}

export async function register(deps: AccountDeps, body: RegisterBody): Promise<Notice> {
  assertUncommon(body.password, 'password');
  if (await refuseTaken(deps, body)) return notice('REGISTERED');
  try {
    await deps.auth.api.signUpEmail({
      body: {
        email: body.email,
        password: body.password,
        name: body.username,
        username: body.username,
        language: body.language,
      },
    });
  } catch (err) {
    // Lost a race with a registration of the same name or address.
    if (err instanceof APIError && err.statusCode < 500) await refuseTaken(deps, body);
    else throw err;
  }
  return notice('REGISTERED');
}

/**
 * A taken address or username gets the answer of a new registration, at the same cost (a hash); the truth
 * goes by mail and never names the username: a taken address is told at that address, in its owner's
 * language; a fresh address with a taken username gets a neutral refusal (docs/product.md#accounts-and-workspaces).
 */
async function refuseTaken(deps: AccountDeps, body: RegisterBody): Promise<boolean> {
  const owner = await findUserByEmail(deps.db, body.email);
  if (!owner && !(await findUserByLogin(deps.db, body.username))) return false;
  await (await deps.auth.$context).password.hash(body.password);
  const mail = owner
    ? { kind: 'account-exists' as const, ...registrationMail('exists', owner.language ?? 'en') }
    : { kind: 'registration-refused' as const, ...registrationMail('refused', body.language) };
  await deps.outbox.enqueue(deps.db, { to: body.email, ...mail });
  deps.outbox.poke();
  return true;
}

const invalidActivation = () => badRequest('INVALID_ACTIVATION', 'Wrong code or password, or the code has expired.');

/**
 * Activates with the mailed code and the password chosen at registration: the code proves the mailbox, the
 * password that whoever activates also registered. Someone who registered with another person's address
 * cannot hand them an account whose password they know (docs/product.md#accounts-and-workspaces). From the
 * mail's link (`signIn`) it also signs in: the session cookies to set.
 */
export async function activate(
  deps: AccountDeps,
  body: ActivateBody,
): Promise<{ notice: Notice; cookies: string[]; invitation?: PendingInvitation }> {
  const user = await findUserByLogin(deps.db, body.login);
  if (!(await passwordMatches(deps, user?.id, body.password)) || !user) throw invalidActivation();
  try {
    await deps.auth.api.verifyEmailOTP({ body: { email: user.email, otp: body.code } });
  } catch (err) {
    if (err instanceof APIError && err.statusCode < 500) throw invalidActivation();
    throw err;
  }
  if (!body.signIn) return { notice: notice('CONFIRMED'), cookies: [] };
  try {
    const { headers } = await deps.auth.api.signInActivated({ body: { userId: user.id }, returnHeaders: true });
    const invitation = await ensureWorkspace(deps, user);
    return { notice: notice('LOGGED_IN'), cookies: headers.getSetCookie(), ...(invitation && { invitation }) };
  } catch (err) {
    throw loginError(err);
  }
}

/** Whether `password` is the account's; an unknown account costs a hash all the same. */
async function passwordMatches(deps: AccountDeps, userId: string | undefined, password: string): Promise<boolean> {
  const ctx = await deps.auth.$context;
  const accounts = userId ? await ctx.internalAdapter.findAccounts(userId) : [];
  const hash = accounts.find((a) => a.providerId === 'credential')?.password;
  if (!hash) {
    await ctx.password.hash(password);
    return false;
  }
  return ctx.password.verify({ hash, password });
}

/**
 * What the limits per account count by: the account the typed login names, so its username and its e-mail
 * share one counter; a login that names no account counts as typed.
 */
export async function limitKeyOf(deps: Pick<Deps, 'db'>, body: unknown): Promise<string> {
  const login = (body as { login?: unknown } | undefined)?.login;
  if (typeof login !== 'string') return 'none';
  const user = await findUserByLogin(deps.db, login);
  return user ? `id:${user.id}` : `typed:${login.trim().toLowerCase()}`;
}

export async function resendCode(deps: AccountDeps, login: string): Promise<Notice> {
  const user = await findUserByLogin(deps.db, login);
  if (user && !user.emailVerified) {
    await deps.auth.api.sendVerificationOTP({ body: { email: user.email, type: 'email-verification' } });
  }
  return notice('CODE_RESENT');
}

export async function forgotPassword(deps: AccountDeps, login: string): Promise<Notice> {
  const user = await findUserByLogin(deps.db, login);
  if (user) await deps.auth.api.requestPasswordResetEmailOTP({ body: { email: user.email } });
  return notice('RESET_CODE_SENT');
}

export async function resetPassword(deps: AccountDeps, body: ResetPasswordBody): Promise<Notice> {
  assertUncommon(body.password, 'password');
  const user = await findUserByLogin(deps.db, body.login);
  if (!user) throw invalidCode();
  try {
    await deps.auth.api.resetPasswordEmailOTP({ body: { email: user.email, otp: body.code, password: body.password } });
  } catch (err) {
    if (err instanceof APIError && err.statusCode < 500) throw invalidCode();
    throw err;
  }
  await clearPasswordResetRequired(deps.db, user.id);
  return notice('PASSWORD_CHANGED');
}

/** Signs in by username or e-mail; returns the session cookies to set and the invitation to answer first, if any. */
export async function login(
  deps: AccountDeps,
  body: LoginBody,
  headers: Headers,
): Promise<{ cookies: string[]; invitation?: PendingInvitation }> {
  const byEmail = body.login.includes('@');
  try {
    const { headers: out, response } = byEmail
      ? await deps.auth.api.signInEmail({
          body: { email: body.login.toLowerCase(), password: body.password },
          headers,
          returnHeaders: true,
        })
      : await deps.auth.api.signInUsername({
          body: { username: body.login, password: body.password },
          headers,
          returnHeaders: true,
        });
    const cookies = out.getSetCookie();
    const invitation = response && 'user' in response && response.user && (await ensureWorkspace(deps, response.user));
    return { cookies, ...(invitation && { invitation }) };
  } catch (err) {
    throw loginError(err);
  }
}

function loginError(err: unknown): unknown {
  if (!(err instanceof APIError) || err.statusCode >= 500) return err;
  const code = (err.body as { code?: string } | undefined)?.code;
  if (code === 'PASSWORD_RESET_REQUIRED') {
    return forbidden(
      'PASSWORD_RESET_REQUIRED',
      'A new password is required. A code to set it was sent to your e-mail.',
    );
  }
  // An account not activated yet answers as a wrong password does, whichever was typed: "not activated" only
  // after the right password would tell whoever tries passwords that one was right. The answer names both causes.
  return new AppError(
    401,
    'INVALID_CREDENTIALS',
    'Wrong username or password, or the account is not activated yet (Activate: enter the code from the mail).',
  );
}

/**
 * A user without a workspace who has a pending team invitation is asked first ("Join workspace X?") and joins
 * nothing by signing in; without one they get a workspace of their own (docs/product.md#accounts-and-workspaces).
 */
async function ensureWorkspace(
  deps: AccountDeps,
  user: { id: string; name: string; email: string },
): Promise<PendingInvitation | undefined> {
  if (await findWorkspace(deps.db, user.id, null)) return undefined;
  const invitation = await pendingInvitationOf(deps, user.email);
  if (invitation) return invitation;
  await createOwnWorkspace(deps, user);
  return undefined;
}

/** The invitation a signed-in user without a workspace is asked about, if one can still be accepted. */
export async function pendingInvitationOf(
  deps: Pick<Deps, 'db'>,
  email: string,
): Promise<PendingInvitation | undefined> {
  const row = await findPendingInvitation(deps.db, email);
  if (!row) return undefined;
  const inviter = row.inviterUsername ?? row.inviterName;
  return { id: row.id, workspace: row.workspace, email: row.email, inviter, role: row.role ?? 'member' };
}

/** A workspace owned by the user, named after them: the one of a sign-up without (or declining) an invitation. */
export async function createOwnWorkspace(deps: Pick<Deps, 'auth'>, user: { id: string; name: string }) {
  const slug = `ws-${user.id.toLowerCase()}`;
  await deps.auth.api.createOrganization({ body: { name: user.name, slug, userId: user.id } });
}

export async function logout(deps: AccountDeps, headers: Headers): Promise<string[]> {
  const { headers: out } = await deps.auth.api.signOut({ headers, returnHeaders: true });
  return out.getSetCookie();
}

export async function changePassword(deps: AccountDeps, body: ChangePasswordBody, headers: Headers): Promise<string[]> {
  assertUncommon(body.newPassword, 'newPassword');
  try {
    const { headers: out } = await deps.auth.api.changePassword({
      body: { currentPassword: body.currentPassword, newPassword: body.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    return out.getSetCookie();
  } catch (err) {
    if (err instanceof APIError && err.statusCode < 500) {
      throw badRequest('WRONG_PASSWORD', 'The current password is wrong.', 'currentPassword');
    }
    throw err;
  }
}

/**
 * Saves the member's language and signature, and the full name and title the orders are signed with when given;
 * a changed name or title is recorded in the workspace's audit trail, as it reaches printshops on every order.
 */
export async function saveSettings(deps: AccountDeps, staff: Staff, settings: Settings): Promise<Notice> {
  const userId = staff.user.id;
  await deps.db.transaction().execute(async (trx) => {
    const old = await findProfile(trx, userId);
    await updateSettings(trx, userId, settings);
    const values = (['fullName', 'title'] as const)
      .filter((f) => settings[f] !== undefined && settings[f] !== (old[f] ?? ''))
      .map((f) => ({ field: f, old: old[f] ?? '', new: settings[f]! }));
    if (values.length === 0) return;
    await recordWorkspaceEvent(trx, { workspaceId: staff.workspace.id, userId, kind: 'profile-set', values });
  });
  return notice('SETTINGS_SAVED');
}
