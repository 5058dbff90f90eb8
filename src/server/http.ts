import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorSchema } from '../shared/errors.ts';

/** Response schemas for the error statuses a route can answer, for validation and the OpenAPI document. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, ApiErrorSchema])) as Record<number, typeof ApiErrorSchema>;
}

export function setCookies(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/**
 * Answers JSON text serialised before (a kept answer, with its entity tag), or 304 when the request already
 * has it (`If-None-Match`): browsers keep no copy (no-store: security-headers.ts), a client that keeps the tag itself may.
 * Fastify sends a string of a JSON content type as it is.
 */
export function sendJsonText(reply: FastifyReply, ifNoneMatch: string | undefined, { body, etag }: JsonText) {
  reply.header('etag', etag);
  if (ifNoneMatch === etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

export type JsonText = { body: string; etag: string };

/**
 * The request says it came through a proxy (any of the forwarding headers): it is not local, even when the
 * proxy runs on this machine and the socket is loopback. What only this machine may read checks it.
 */
export function cameThroughProxy(req: FastifyRequest): boolean {
  const h = req.headers;
  return h['x-forwarded-for'] !== undefined || h.forwarded !== undefined || h['x-real-ip'] !== undefined;
}
