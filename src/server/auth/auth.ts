import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { emailOTP, organization, username } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { activationSignIn } from './activation-sign-in.ts';
import { hashPassword, verifyPassword } from './password.ts';

export const OTP_SECONDS = 600;

export type CodePurpose = 'activation' | 'reset';

type Deps = {
  config: Config;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** Mails a one-time code; called by better-auth whenever it made one. */
  sendCode: (purpose: CodePurpose, email: string, code: string) => Promise<void>;
  /** Mails a workspace invitation; called by better-auth for each invitation it stored. */
  sendInvitation: (data: InvitationMailData) => Promise<void>;
  /** Called before an invitation is stored; throws to refuse it (the workspace's mail quota is full). */
  beforeInvitation: (workspaceId: string) => Promise<void>;
};

export type InvitationMailData = {
  id: string;
  email: string;
  organization: { name: string };
  inviter: { user: { name: string; email: string } };
};

export const INVITATION_SECONDS = 7 * 24 * 3600;

/**
 * better-auth does the accounts: hashing, sessions, codes, workspaces (its organization plugin).
 * Its HTTP handler is not mounted; the account module calls `auth.api` (docs/decisions/002-accounts-through-better-auth.md).
 */
export function createAuth({ config, database, log, sendCode, sendInvitation, beforeInvitation }: Deps) {
  // Set once the instance exists: the session hook below needs the instance's own reset-code endpoint.
  let mailResetCode: (email: string) => Promise<unknown> = async () => undefined;
  const auth = betterAuth({
    appName: 'PrintTender',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.appSecret,
    database: { db: database.db, type: database.kind },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => log[level]({ args }, `better-auth: ${message}`),
    },
    trustedOrigins: [config.baseUrl],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      password: { hash: (password) => hashPassword(password, config.passwordCost), verify: verifyPassword },
    },
    emailVerification: { sendOnSignUp: true, sendOnSignIn: false, autoSignInAfterVerification: false },
    user: {
      additionalFields: {
        language: { type: 'string', required: false, defaultValue: 'en', input: true },
        signature: { type: 'string', required: false, defaultValue: '', input: false },
        fullName: { type: 'string', required: false, defaultValue: '', input: false },
        title: { type: 'string', required: false, defaultValue: '', input: false },
        passwordResetRequired: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    advanced: {
      cookiePrefix: 'printtender',
      useSecureCookies: config.baseUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Limits live on the app's own routes (src/server/limits.ts, decision 005); this handler is not exposed.
    rateLimit: { enabled: false },
    databaseHooks: {
      session: {
        create: {
          // The "password reset required" state: the right password opens no session, a reset code is mailed.
          async before(session, ctx) {
            const user = await ctx?.context.internalAdapter.findUserById(session.userId);
            if (user && (user as { passwordResetRequired?: unknown }).passwordResetRequired) {
              await mailResetCode(user.email);
              throw new APIError('FORBIDDEN', {
                code: 'PASSWORD_RESET_REQUIRED',
                message: 'A new password is required. A code to set it was sent to your e-mail.',
              });
            }
          },
        },
      },
    },
    plugins: [
      // The same rule as the app's UsernameSchema (better-auth's own refuses dashes).
      username({
        minUsernameLength: 3,
        maxUsernameLength: 30,
        usernameValidator: (name) => /^[a-zA-Z0-9_.-]+$/.test(name),
      }),
      emailOTP({
        otpLength: 6,
        expiresIn: OTP_SECONDS,
        allowedAttempts: 5,
        overrideDefaultEmailVerification: true,
        async sendVerificationOTP({ email, otp, type }) {
          if (type === 'email-verification' || type === 'forget-password') {
            const purpose = type === 'email-verification' ? 'activation' : 'reset';
            await sendCode(purpose, email, otp);
          }
        },
      }),
      activationSignIn(),
      organization({
        allowUserToCreateOrganization: false,
        creatorRole: 'owner',
        invitationExpiresIn: INVITATION_SECONDS,
        requireEmailVerificationOnInvitation: true,
        sendInvitationEmail: (data) => sendInvitation(data),
        // After better-auth's own checks (a member already, invited already), before anything is stored.
        organizationHooks: {
          beforeCreateInvitation: ({ organization }) => beforeInvitation(organization.id),
        },
      }),
    ],
  });
  mailResetCode = (email) => auth.api.requestPasswordResetEmailOTP({ body: { email } });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
