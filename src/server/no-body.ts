import type { FastifyRequest, RouteOptions } from 'fastify';
import { badRequest } from './errors.ts';

/** Nothing to read: no body, JSON `null`, an empty text or `{}` (what clients send to a bodiless POST). */
const isEmpty = (body: unknown): boolean =>
  body === undefined ||
  body === null ||
  body === '' ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

async function refuseBody(req: FastifyRequest): Promise<void> {
  if (isEmpty(req.body)) return;
  throw badRequest('BODY_NOT_TAKEN', `${req.method} ${req.routeOptions.url ?? ''} takes no body; send none.`);
}

/**
 * One rule for every route (docs/product.md#rest-contract): a route that declares no body (`schema.body`) and
 * reads none of its own (`schema.consumes`: uploads, a mail provider's reports) refuses a non-empty one with
 * 400 BODY_NOT_TAKEN, rather than ignoring what the client meant (a test mail's `{ "to": … }`).
 */
export function refuseUndeclaredBody(route: RouteOptions): BodyRule {
  const rule = bodyRuleOf(route);
  if (rule !== 'none') return rule;
  const own = route.preValidation;
  route.preValidation = own === undefined ? [refuseBody] : [refuseBody, ...[own].flat()];
  return rule;
}

/** What a route takes: a declared JSON body, one its handler reads itself, none, or (GET) none it would parse. */
export type BodyRule = 'schema' | 'own' | 'none' | 'unread';

function bodyRuleOf(route: RouteOptions): BodyRule {
  if (route.schema?.body !== undefined) return 'schema';
  if (route.schema?.consumes !== undefined) return 'own';
  const methods = [route.method].flat();
  return methods.every((m) => m === 'GET' || m === 'HEAD' || m === 'OPTIONS') ? 'unread' : 'none';
}
