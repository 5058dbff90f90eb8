import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

// A schema is a module's constant: every app of a process (the tests build hundreds) compiles each one once.
const compiled = new WeakMap<z.ZodType, Serializer>();

/**
 * A serializer compiled from a route's zod response schemas by fast-json-stringify, for the routes that
 * must be fast (the suppliers' offer routes; docs/decisions/009-supplier-burst.md). Like the zod
 * serializer it writes only the declared properties; unlike it, it does not run zod on each response,
 * so the handler must already return the schema's output type (TypeScript checks it).
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): Serializer {
  if (!(schema instanceof z.ZodType)) throw new Error('fastSerializerCompiler compiles zod schemas only');
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJson(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as Parameters<typeof fastJson>[0]);
    compiled.set(schema, serialize);
  }
  return serialize;
}
