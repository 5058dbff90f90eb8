import { expect } from 'vitest';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/errors.ts';

/** What app.inject() answers, as far as reading it goes. */
type Reply = { statusCode: number; body: string; json: () => unknown };

export type ApiError = z.output<typeof ApiErrorSchema>;

function expectStatus(res: Reply, status: number | '2xx') {
  const ok = status === '2xx' ? res.statusCode >= 200 && res.statusCode < 300 : res.statusCode === status;
  if (!ok) expect.fail(`expected status ${status}, got ${res.statusCode}: ${res.body.slice(0, 500)}`);
}

function parse<S extends z.ZodType>(res: Reply, schema: S): z.output<S> {
  const raw = res.json();
  const parsed = schema.safeParse(raw);
  if (!parsed.success) expect.fail(`the answer does not match its schema:\n${z.prettifyError(parsed.error)}`);
  // zod drops the keys a schema does not declare: an answer that loses some in parsing has a shape the
  // contract does not name, which the client would never see.
  expect(parsed.data, 'the answer has keys its schema does not declare').toEqual(raw);
  return parsed.data;
}

/**
 * The body of an answer, parsed by its shared schema: fails the test when the status is not `status` (any
 * 2xx when not given), or the body does not match the schema or has keys it does not declare.
 */
export async function read<S extends z.ZodType>(
  reply: Reply | PromiseLike<Reply>,
  schema: S,
  status?: number,
): Promise<z.output<S>> {
  const res = await reply;
  expectStatus(res, status ?? '2xx');
  return parse(res, schema);
}

/** The body of a refusal with `status`, parsed by the API's one error schema ({ message, code, field?, … }). */
export async function readError(reply: Reply | PromiseLike<Reply>, status: number): Promise<ApiError> {
  const res = await reply;
  expectStatus(res, status);
  return parse(res, ApiErrorSchema);
}
