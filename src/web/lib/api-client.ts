import type { z } from 'zod';
import type { ErrorCode } from '../../shared/error-codes.ts';
import { parseIssue, type ValidationIssue } from '../../shared/validation.ts';
import type { ApiErrorSchema } from '../../shared/errors.ts';
import type { ClientErrorCode } from '../i18n/server-texts.ts';

/**
 * A failed API call: the server's `{ message, code, field?, key?, params? }`, or a code of our own for
 * network and format trouble.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly field?: string,
    /** What a field's value broke (validation.ts), when `code` is INVALID. */
    readonly issue?: ValidationIssue,
    /** The facts an error's text names (TASK_CHANGED: who and when). */
    readonly params?: Record<string, string>,
  ) {
    super(message);
  }
}

type Options = { body?: unknown; signal?: AbortSignal };

/**
 * A schema, or the promise of one: the first load carries no zod (docs/decisions/008), so its calls pass
 * the dynamic import of their schema, which then loads while the request is on its way.
 */
type Schema<S extends z.ZodType> = S | Promise<S>;

/** Loading starts now; a failure to load surfaces where the result is awaited, not as an unhandled rejection. */
function started<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

const errorSchemaOf = () => import('../../shared/errors.ts').then((m) => m.ApiErrorSchema);

async function request<S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: Schema<S>,
  options: Options,
) {
  if (schema instanceof Promise) started(schema);
  const errorSchema = started(errorSchemaOf());
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers: options.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    throw new ApiError(0, 'NETWORK', 'The server cannot be reached.');
  }
  // 204 answers (deletes, team changes) have no body; NoContentSchema expects null.
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  return answerOf(response, data, schema, `${method} ${path}`, errorSchema);
}

type Answer = { ok: boolean; status: number; statusText: string };

/** The parsed answer of a call, or its ApiError: shared by `request` and the uploads' XMLHttpRequest. */
export async function answerOf<S extends z.ZodType>(
  response: Answer,
  data: unknown,
  schema: Schema<S>,
  /** "PUT /tasks/…/files", for the message of an answer that does not parse. */
  call: string,
  errorSchema?: Promise<typeof ApiErrorSchema>,
): Promise<z.output<S>> {
  if (!response.ok) {
    const parsed = (await (errorSchema ?? errorSchemaOf())).safeParse(data);
    if (parsed.success) {
      const { code, message, field, key } = parsed.data;
      // Numbers (counts, limits, instants) come as numbers; the texts fill in text.
      const params =
        parsed.data.params && Object.fromEntries(Object.entries(parsed.data.params).map(([k, v]) => [k, String(v)]));
      throw new ApiError(
        response.status,
        code,
        message,
        field,
        key === undefined ? undefined : parseIssue(key, params),
        params,
      );
    }
    throw new ApiError(response.status, response.status === 429 ? 'RATE_LIMITED' : 'INTERNAL', response.statusText);
  }
  const parsed = (await schema).safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 'BAD_RESPONSE', `Unexpected answer from ${call}`);
  return parsed.data as z.output<S>;
}

/** The one way the web app talks to the server: JSON in, JSON out, parsed with the shared schemas. */
export const api = {
  get: <S extends z.ZodType>(path: string, schema: Schema<S>, options: Omit<Options, 'body'> = {}) =>
    request('GET', path, schema, options),
  post: <S extends z.ZodType>(path: string, schema: S, body?: unknown) => request('POST', path, schema, { body }),
  put: <S extends z.ZodType>(path: string, schema: S, body?: unknown) => request('PUT', path, schema, { body }),
  delete: <S extends z.ZodType>(path: string, schema: S, body?: unknown) => request('DELETE', path, schema, { body }),
};
