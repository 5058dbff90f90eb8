import type { FastifyRequest } from 'fastify';
import { StaffLanguageSchema } from '../../shared/schemas/languages.ts';
import type { Me } from '../../shared/schemas/account.ts';
import type { Deps } from '../deps.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { findWorkspace, pendingInvitationOf } from '../modules/account/index.ts';

/**
 * The signed-in staff member of a request, with the workspace every query of theirs is bound to (its buying
 * company's name is read only for the header, by GET /api/account/me).
 */
export type Staff = Omit<Me, 'workspace'> & { workspace: Omit<Me['workspace'], 'company'>; sessionId: string };

/** A signed-in user, with or without a workspace. */
export type SessionUser = { id: string; name: string; email: string };

declare module 'fastify' {
  interface FastifyRequest {
    staff?: Staff;
    sessionUser?: SessionUser;
  }
}

/**
 * The request's headers for better-auth, which records a session's client address from X-Forwarded-For: there
 * the address the app took for the client (the socket's, or one TRUST_PROXY's proxies named), never a client's own.
 */
export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'x-forwarded-for') continue;
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  if (request.ip) headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** Who a request's session is: the user, and the staff member when the user has a workspace. */
export async function loadSession(deps: Deps, request: FastifyRequest): Promise<{ user?: SessionUser; staff?: Staff }> {
  const found = await deps.auth.api.getSession({ headers: toHeaders(request), query: { disableCookieCache: true } });
  if (!found) return {};
  const { user, session } = found;
  const sessionUser = { id: user.id, name: user.name, email: user.email };
  const workspace = await findWorkspace(deps.db, user.id, session.activeOrganizationId ?? null);
  if (!workspace) return { user: sessionUser };
  // better-auth types its additional fields as strings; ours writes only our languages there.
  const language = StaffLanguageSchema.safeParse(user.language);
  const staff: Staff = {
    sessionId: session.id,
    user: {
      id: user.id,
      username: user.username ?? user.name,
      email: user.email,
      language: language.success ? language.data : 'en',
      signature: user.signature ?? '',
      fullName: user.fullName ?? '',
      title: user.title ?? '',
    },
    workspace: { id: workspace.id, name: workspace.name, role: workspace.role, timeZone: deps.config.timeZone },
  };
  return { user: sessionUser, staff };
}

/**
 * onRequest hook of the staff route group: 401 without a session, before the body is even read. A user signed
 * in without a workspace has a team invitation to answer first (403 INVITATION_PENDING) and reads no data of
 * the inviting workspace before saying yes (docs/product.md#accounts-and-workspaces).
 */
export function requireStaff(deps: Deps) {
  return async (request: FastifyRequest) => {
    const { staff, user } = await loadSession(deps, request);
    if (!staff) {
      if (user && (await pendingInvitationOf(deps, user.email))) {
        throw forbidden('INVITATION_PENDING', 'Answer the invitation to a workspace first: join it or decline.');
      }
      throw unauthorized();
    }
    request.staff = staff;
  };
}

/** onRequest hook of the routes a signed-in user may call with or without a workspace: 401 without a session. */
export function requireUser(deps: Deps) {
  return async (request: FastifyRequest) => {
    const { user } = await loadSession(deps, request);
    if (!user) throw unauthorized();
    request.sessionUser = user;
  };
}

/** The signed-in user of a request that passed `requireUser`. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}

/** The staff member of a request that passed `requireStaff`. */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw unauthorized();
  return request.staff;
}
