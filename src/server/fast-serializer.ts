import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A serializer compiled from a route's zod response schemas by fast-json-stringify, for the routes that
 * must be fast (the suppliers' offer routes; docs/decisions/009-supplier-burst.md). Like the zod
 * serializer it writes only the declared properties; unlike it, it does not run zod on each response,
 * so the handler must already return the schema's output type (TypeScript checks it).
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) throw new Error('fastSerializerCompiler compiles zod schemas only');
  return fastJson(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as Parameters<typeof fastJson>[0]);
}
