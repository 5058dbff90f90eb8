import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import {
  ActivateBodySchema,
  ChangePasswordBodySchema,
  LoginBodySchema,
  LoginOnlyBodySchema,
  MeSchema,
  NoticeSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SettingsSchema,
  SessionSchema,
  SignInAnswerSchema,
  type Me,
} from '../../../shared/schemas/account.ts';
import { notice } from '../../../shared/notices.ts';
import { loadSession, staffOf, toHeaders, type Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses, setCookies } from '../../http.ts';
import type { LimitKey, LimitRule } from '../../limits.ts';
import * as account from './account.service.ts';

const tags = ['account'];
type Per = Exclude<LimitKey, 'link'>;
const perMinute = (per: Per, max: number): LimitRule => ({ per, max, minutes: 1 });
const perTenMinutes = (per: Per, max: number): LimitRule => ({ per, max, minutes: 10 });
const perHour = (per: Per, max: number): LimitRule => ({ per, max, minutes: 60 });
/**
 * Ten tries per account from one address, so that a stranger's wrong passwords do not lock the owner out
 * elsewhere; an account's hourly ceiling still bounds a guess spread over many addresses.
 */
const signInLimits = [perMinute('ip', 30), perTenMinutes('account-and-ip', 10), perHour('account', 100)];

/** Who is signed in, as the staff app's header shows it: with the buying company's name once it is saved. */
async function meOf(deps: Deps, { sessionId: _, ...me }: Staff): Promise<Me> {
  return { ...me, workspace: { ...me.workspace, company: await deps.buyingCompanyName(deps.db, me.workspace.id) } };
}

/** Registration, activation, sign-in and password reset: no session needed. */
export const accountPublicRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const noticeResponse = { 200: NoticeSchema, ...errorResponses(400, 429) };
  const limit = (name: string, rules: LimitRule[]) => ({
    preHandler: deps.limiter.hooks(name, rules, (req) => account.limitKeyOf(deps, req.body)),
  });

  // Every page asks at its start; without a session that is the usual case, not a 401 in the browser's console.
  app.get('/session', { schema: { tags, response: { 200: SessionSchema } } }, async (req) => {
    const { staff, user } = await loadSession(deps, req);
    if (staff) return { me: await meOf(deps, staff) };
    const invitation = user && (await account.pendingInvitationOf(deps, user.email));
    return { me: null, ...(invitation && { invitation }) };
  });
  app.post(
    '/register',
    {
      schema: { tags, body: strictBody(RegisterBodySchema), response: noticeResponse },
      ...limit('register', [perTenMinutes('ip', 10)]),
    },
    (req) => account.register(deps, req.body),
  );
  app.post(
    '/activate',
    {
      // From the mail's link it also signs in, which a reset-required account may not (403).
      schema: {
        tags,
        body: strictBody(ActivateBodySchema),
        response: { 200: SignInAnswerSchema, ...errorResponses(400, 403, 429) },
      },
      ...limit('activate', [perMinute('ip', 30), perTenMinutes('account', 10)]),
    },
    async (req, reply) => {
      const { notice: done, cookies, invitation } = await account.activate(deps, req.body);
      setCookies(reply, cookies);
      return { ...done, ...(invitation && { invitation }) };
    },
  );
  app.post(
    '/resend',
    {
      schema: { tags, body: strictBody(LoginOnlyBodySchema), response: noticeResponse },
      ...limit('resend', [perTenMinutes('ip', 10), perTenMinutes('account', 3)]),
    },
    (req) => account.resendCode(deps, req.body.login),
  );
  app.post(
    '/forgot',
    {
      schema: { tags, body: strictBody(LoginOnlyBodySchema), response: noticeResponse },
      ...limit('forgot', [perTenMinutes('ip', 10), perTenMinutes('account', 3)]),
    },
    (req) => account.forgotPassword(deps, req.body.login),
  );
  app.post(
    '/reset',
    {
      schema: { tags, body: strictBody(ResetPasswordBodySchema), response: noticeResponse },
      ...limit('reset', [perMinute('ip', 30), perTenMinutes('account', 10)]),
    },
    (req) => account.resetPassword(deps, req.body),
  );
  app.post(
    '/login',
    {
      schema: {
        tags,
        body: strictBody(LoginBodySchema),
        response: { 200: SignInAnswerSchema, ...errorResponses(400, 401, 403, 429) },
      },
      ...limit('login', signInLimits),
    },
    async (req, reply) => {
      const { cookies, invitation } = await account.login(deps, req.body, toHeaders(req));
      setCookies(reply, cookies);
      return { ...notice('LOGGED_IN'), ...(invitation && { invitation }) };
    },
  );
  app.post('/logout', { schema: { tags, response: { 200: NoticeSchema } } }, async (req, reply) => {
    setCookies(reply, await account.logout(deps, toHeaders(req)));
    return notice('LOGGED_OUT');
  });
};

/** The signed-in user's own account (registered in the staff group, behind its session hook). */
export const accountStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/account/me', { schema: { tags, response: { 200: MeSchema, ...errorResponses(401) } } }, (req) =>
    meOf(deps, staffOf(req)),
  );
  app.post(
    '/account/settings',
    {
      schema: { tags, body: strictBody(SettingsSchema), response: { 200: NoticeSchema, ...errorResponses(400, 401) } },
    },
    (req) => account.saveSettings(deps, staffOf(req), req.body),
  );
  app.post(
    '/account/password',
    {
      schema: {
        tags,
        body: strictBody(ChangePasswordBodySchema),
        response: { 200: NoticeSchema, ...errorResponses(400, 401, 429) },
      },
      // Guessing the current password is guessing a password. It takes the session, so no stranger can use
      // up its owner's tries: ten per account, whatever the address.
      preHandler: deps.limiter.hooks(
        'password',
        [perMinute('ip', 30), perTenMinutes('account', 10)],
        async (req) => staffOf(req).user.id,
      ),
    },
    async (req, reply) => {
      setCookies(reply, await account.changePassword(deps, req.body, toHeaders(req)));
      return notice('PASSWORD_CHANGED');
    },
  );
};
