import { z } from 'zod';

type Options = {
  /** The resource's read schema: its keys the body lacks are taken back and dropped, so GET, change, POST works. */
  read?: z.ZodObject;
  /** Keys the API knows elsewhere that this body must not carry, each refused with its validation message. */
  refused?: Record<string, string>;
};

const bodies = new WeakSet<z.ZodType>();

/**
 * A request body that refuses what it does not know (docs/product.md#rest-contract): every object in it, at
 * any depth, answers a key it does not declare with 400 naming the key, instead of dropping it. Every JSON
 * body route declares its body through this (app.ts refuses a route that does not).
 */
export function strictBody<T extends z.ZodType>(schema: T, options: Options = {}): z.ZodType<z.output<T>, z.input<T>> {
  const strict = strictly(schema);
  const body = options.read || options.refused ? topLevel(strict, options) : strict;
  bodies.add(body);
  return body as z.ZodType<z.output<T>, z.input<T>>;
}

/** Whether a route's body schema was made by strictBody. */
export const isStrictBody = (schema: unknown): boolean => bodies.has(schema as z.ZodType);

function topLevel(schema: z.ZodType, { read, refused = {} }: Options): z.ZodType {
  if (!(schema instanceof z.ZodObject)) throw new Error('strictBody: `read` and `refused` need an object body');
  const own = schema.shape;
  const ignored = read ? Object.keys(read.shape).filter((key) => !Object.hasOwn(own, key)) : [];
  const accepted = Object.fromEntries(
    ignored.map((key) => [key, z.unknown().optional().describe('Part of the read: taken back and ignored.')]),
  );
  const error = schema.def.error as ((iss: z.core.$ZodRawIssue) => unknown) | undefined;
  const object = withDef(schema, {
    shape: { ...own, ...accepted },
    error: (iss: z.core.$ZodRawIssue) =>
      (iss.code === 'unrecognized_keys' ? refused[String(iss.keys[0])] : undefined) ?? error?.(iss),
  });
  if (ignored.length === 0) return object;
  return object.transform((value) => {
    const kept: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const key of ignored) delete kept[key];
    return kept;
  });
}

/** A copy of the schema whose objects refuse unknown keys, wherever they sit (lists, optional, unions, pipes). */
function strictly(schema: z.ZodType): z.ZodType {
  const def = schema.def as unknown as Record<string, unknown>;
  switch (schema.def.type) {
    case 'object': {
      const object = schema as z.ZodObject;
      const shape = Object.fromEntries(Object.entries(object.shape).map(([key, value]) => [key, strictly(value)]));
      // An object that takes any key on purpose (a catchall) keeps it.
      return withDef(schema, { shape, catchall: object.def.catchall ?? z.never() });
    }
    case 'array':
      return withDef(schema, { element: strictly(def.element as z.ZodType) });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return withDef(schema, { innerType: strictly(def.innerType as z.ZodType) });
    case 'pipe':
      // What the client sends is the pipe's input; its output is the server's own.
      return withDef(schema, { in: strictly(def.in as z.ZodType) });
    case 'union':
      return withDef(schema, { options: (def.options as z.ZodType[]).map(strictly) });
    default:
      return schema;
  }
}

const withDef = (schema: z.ZodType, change: Record<string, unknown>): z.ZodType =>
  schema.clone(z.util.mergeDefs(schema.def, change) as typeof schema.def);

/** The fields an update names: spread over the stored record, what it leaves out (or sends as undefined) stays. */
export const namedFields = <T extends object>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
