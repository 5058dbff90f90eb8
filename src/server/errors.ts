import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../shared/error-codes.ts';
import type { AwardChanges } from '../shared/schemas/award.ts';
import type { Refusal } from '../shared/task-state.ts';
import { parseIssue, validationSentence, type ValidationIssue } from '../shared/validation.ts';

/** Facts an error's text names (who, when, how many): numbers as numbers. */
export type ErrorParams = Record<string, string | number>;

/** An error the client caused or may act on; carries its HTTP status and a code the UI translates. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Facts the UI's text names, e.g. who changed a task and when (epoch ms): numbers as numbers. */
    readonly params?: ErrorParams,
    /** AWARD_CHANGED: what changed since the award was asked for, old → new per format. */
    readonly changes?: AwardChanges,
  ) {
    super(message);
  }
}

export const badRequest = (code: ErrorCode, message: string, field?: string, params?: ErrorParams) =>
  new AppError(400, code, message, field, params);
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'Please log in.');
export const forbidden = (code: ErrorCode, message: string) => new AppError(403, code, message);
export const notFound = (what = 'The item') => new AppError(404, 'NOT_FOUND', `${what} was not found.`);
export const conflict = (code: ErrorCode, message: string, params?: ErrorParams) =>
  new AppError(409, code, message, undefined, params);
/** 409 RECORD_CHANGED: a stored record changed since the version its update names; who (a name) and when. */
export const recordChanged = (by: string, at: number) =>
  conflict('RECORD_CHANGED', `${by || 'Someone'} changed this record meanwhile; reload it.`, { by, at });
/** A refusal of src/shared's rules: 404 for an uninvited printshop (it tells nothing), else 409. */
export const refused = ({ code, message, params }: Refusal) =>
  new AppError(code === 'NOT_INVITED' ? 404 : 409, code, message, undefined, params);

const INTERNAL = { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' } as const;

/** The one error handler: 4xx say what is wrong; 5xx are logged with the request id and say nothing more. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const { statusCode, message, code, field, params, changes } = err;
      const taskId = taskIdOf(request);
      if (taskId) request.log.info({ taskId, code }, 'request refused');
      // A refusal that frees at a known instant (a mail quota) says when, as HTTP does (RFC 9110 §10.2.3).
      if (params?.retryAt)
        reply.header('retry-after', Math.max(1, Math.ceil((Number(params.retryAt) - Date.now()) / 1000)));
      return reply.status(statusCode).send({ message, code, field, params, changes });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A key the body does not know (schemas/body.ts) is named first, as the field, with its own issue: a misspelt
      // key is the cause of the missing one it was meant to be (`published` for `publish`).
      const first = err.validation.find((v) => v.keyword === 'unrecognized_keys') ?? err.validation[0];
      const unknownKey = first?.keyword === 'unrecognized_keys' ? firstKey(first.params) : undefined;
      const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const field = [path, unknownKey].filter(Boolean).join('.') || undefined;
      const parsed = parseIssue(first?.message ?? '');
      const issue: ValidationIssue =
        unknownKey !== undefined && parsed.key === 'invalid' ? { key: 'unknownKey', params: {} } : parsed;
      const sentence = issue.key === 'invalid' && first?.message ? first.message : validationSentence(issue);
      return reply.status(400).send({
        message: field ? `${field}: ${sentence}` : sentence,
        code: 'INVALID',
        field,
        key: issue.key,
        params: numbersOf(issue.params),
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response does not match its schema');
      return reply.status(500).send(INTERNAL);
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors: bad JSON, body too large, wrong content type.
      const [code, message] = clientError(err);
      return reply.status(status).send({ message, code });
    }
    request.log.error({ err, taskId: taskIdOf(request) }, 'request failed');
    return reply.status(500).send(INTERNAL);
  });

  app.setNotFoundHandler((request, reply) => reply.status(404).send(noRoute(request.method, request.url)));
}

/** An issue's parameters as the API answers them: a number (a maximum, a count) as a number. */
const numbersOf = (params: Record<string, string>): ErrorParams =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, /^-?\d+(?:\.\d+)?$/.test(v) ? Number(v) : v]));

const firstKey = (params: unknown): string | undefined => {
  const keys = (params as { keys?: unknown } | undefined)?.keys;
  return Array.isArray(keys) && keys.length > 0 ? String(keys[0]) : undefined;
};

/** The task a request is about (`:taskId`, or `:id` of /api/tasks/:id…), so one tender can be followed in the logs. */
function taskIdOf(request: FastifyRequest): string | undefined {
  const params = request.params as { taskId?: unknown; id?: unknown } | undefined;
  const id = params?.taskId ?? (request.routeOptions.url?.startsWith('/api/tasks/:id') ? params?.id : undefined);
  return typeof id === 'string' ? id : undefined;
}

/** The answer to an address no route serves. */
export const noRoute = (method: string, url: string) => ({
  message: `No route ${method} ${url.split('?')[0]}.`,
  code: 'NOT_FOUND' as const,
});

function clientError(err: FastifyError): [ErrorCode, string] {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return ['BODY_TOO_LARGE', 'The request body is too large.'];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return ['UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.'];
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return ['EMPTY_BODY', 'The request body is empty; send a JSON object.'];
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return ['INVALID_JSON', 'The request body is not valid JSON.'];
    case 'JSON_TOO_DEEP':
      return ['JSON_TOO_DEEP', err.message];
    default:
      // JSON.parse's SyntaxError reaches here without a code of Fastify's.
      return err instanceof SyntaxError
        ? ['INVALID_JSON', 'The request body is not valid JSON.']
        : ['BAD_REQUEST', err.message || 'The request is not valid.'];
  }
}
