import { APIError } from 'better-auth/api';
import { notice } from '../../../shared/notices.ts';
import type {
  ActivateBody,
  ChangePasswordBody,
  LoginBody,
  Notice,
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
import { accountExistsMail, codeMail } from './account.mails.tsx';
import {
  clearPasswordResetRequired,
  findUserByEmail,
  findUserByLogin,
  findPendingInvitationId,
  findWorkspace,
  updateSettings,
  usernameOrEmailTaken,
} from './account.queries.ts';

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
  if (await usernameOrEmailTaken(deps.db, body.username, body.email)) {
    return answerTaken(deps, body);
  }
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
    // Lost a race with a registration of the same name.
    if (err instanceof APIError && err.statusCode < 500) return answerTaken(deps, body);
    throw err;
  }
  return notice('REGISTERED');
}

/** Same answer as a new registration, same cost (a hash); the truth goes to the address's owner by mail. */
async function answerTaken(deps: AccountDeps, body: RegisterBody): Promise<Notice> {
  const ctx = await deps.auth.$context;
  await ctx.password.hash(body.password);
  await deps.outbox.enqueue(deps.db, { kind: 'account-exists', to: body.email, ...accountExistsMail(body.language) });
  deps.outbox.poke();
  return notice('REGISTERED');
}

/** Activates with the mailed code; from the mail's link (`signIn`) also signs in: the session cookies to set. */
export async function activate(deps: AccountDeps, body: ActivateBody): Promise<{ notice: Notice; cookies: string[] }> {
  const user = await findUserByLogin(deps.db, body.login);
  if (!user) throw invalidCode();
  try {
    await deps.auth.api.verifyEmailOTP({ body: { email: user.email, otp: body.code } });
  } catch (err) {
    if (err instanceof APIError && err.statusCode < 500) throw invalidCode();
    throw err;
  }
  if (!body.signIn) return { notice: notice('CONFIRMED'), cookies: [] };
  try {
    const { headers } = await deps.auth.api.signInActivated({ body: { userId: user.id }, returnHeaders: true });
    const cookies = headers.getSetCookie();
    await ensureWorkspace(deps, user, cookies);
    return { notice: notice('LOGGED_IN'), cookies };
  } catch (err) {
    throw loginError(err);
  }
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

/** Signs in by username or e-mail; returns the session cookies to set. */
export async function login(deps: AccountDeps, body: LoginBody, headers: Headers): Promise<string[]> {
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
    if (response && 'user' in response && response.user) await ensureWorkspace(deps, response.user, cookies);
    return cookies;
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
  if (code === 'EMAIL_NOT_VERIFIED') {
    return forbidden('NOT_ACTIVATED', 'Your account is not activated yet. Enter the code from the activation mail.');
  }
  return new AppError(401, 'INVALID_CREDENTIALS', 'Wrong username or password.');
}

/**
 * At the first sign-in a user joins the workspace that invited them, or else gets one of their own.
 * Existing users accept an invitation explicitly, from the invitation link's page.
 */
async function ensureWorkspace(
  deps: AccountDeps,
  user: { id: string; name: string; email: string },
  cookies: string[],
): Promise<void> {
  if (await findWorkspace(deps.db, user.id, null)) return;
  const invitationId = await findPendingInvitationId(deps.db, user.email);
  if (invitationId) {
    const headers = new Headers({ cookie: cookies.map((c) => c.split(';')[0]).join('; ') });
    await deps.auth.api.acceptInvitation({ body: { invitationId }, headers });
    return;
  }
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

export async function saveSettings(deps: AccountDeps, userId: string, settings: Settings): Promise<Notice> {
  await updateSettings(deps.db, userId, settings);
  return notice('SETTINGS_SAVED');
}
