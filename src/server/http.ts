import type { FastifyReply } from 'fastify';
import { ApiErrorSchema } from '../shared/errors.ts';

/** Response schemas for the error statuses a route can answer, for validation and the OpenAPI document. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, ApiErrorSchema])) as Record<number, typeof ApiErrorSchema>;
}

export function setCookies(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
