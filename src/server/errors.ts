import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error the client caused or may act on; carries its HTTP status and a code the UI translates. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, field?: string) => new AppError(400, code, message, field);
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'Please log in.');
export const forbidden = (code: string, message: string) => new AppError(403, code, message);
export const notFound = (what = 'The item') => new AppError(404, 'NOT_FOUND', `${what} was not found.`);
export const conflict = (code: string, message: string) => new AppError(409, code, message);

/** The one error handler: 4xx say what is wrong; 5xx are logged with the request id and say nothing more. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({ message: err.message, code: err.code, field: err.field });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const message = first?.message ?? 'The request is not valid.';
      return reply.status(400).send({ message: field ? `${field}: ${message}` : message, code: 'INVALID', field });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response does not match its schema');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors: bad JSON, body too large, wrong content type, rate limit.
      return reply.status(status).send({ message: clientMessage(err), code: err.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}.`, code: 'NOT_FOUND' }),
  );
}

function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object.';
    default:
      return err.message || 'The request is not valid.';
  }
}
