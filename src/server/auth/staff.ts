import type { FastifyRequest } from 'fastify';
import { StaffLanguageSchema } from '../../shared/schemas/languages.ts';
import type { Me } from '../../shared/schemas/account.ts';
import type { Deps } from '../deps.ts';
import { unauthorized } from '../errors.ts';
import { findWorkspace } from '../modules/account/index.ts';

/** The signed-in staff member of a request, with the workspace every query of theirs is bound to. */
export type Staff = Me & { sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    staff?: Staff;
  }
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return headers;
}

export async function loadStaff(deps: Deps, request: FastifyRequest): Promise<Staff | undefined> {
  const found = await deps.auth.api.getSession({ headers: toHeaders(request), query: { disableCookieCache: true } });
  if (!found) return undefined;
  const { user, session } = found;
  const workspace = await findWorkspace(deps.db, user.id, session.activeOrganizationId ?? null);
  if (!workspace) return undefined;
  // better-auth types its additional fields as strings; ours writes only our languages there.
  const language = StaffLanguageSchema.safeParse(user.language);
  return {
    sessionId: session.id,
    user: {
      id: user.id,
      username: user.username ?? user.name,
      email: user.email,
      language: language.success ? language.data : 'en',
      signature: user.signature ?? '',
    },
    workspace: { id: workspace.id, name: workspace.name, role: workspace.role },
  };
}

/** onRequest hook of the staff route group: 401 without a session, before the body is even read. */
export function requireStaff(deps: Deps) {
  return async (request: FastifyRequest) => {
    const staff = await loadStaff(deps, request);
    if (!staff) throw unauthorized();
    request.staff = staff;
  };
}

/** The staff member of a request that passed `requireStaff`. */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw unauthorized();
  return request.staff;
}
