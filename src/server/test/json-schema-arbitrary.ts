import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document (generated from the zod schemas) uses. */
export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
};

const tricky = [
  '<script>alert(1)</script>',
  "'; drop table tasks;--",
  'ä€😀',
  '../../etc/passwd',
  '1.234,56',
  '2027-02-30',
];

/**
 * Input for a route: mostly values that fit the schema (so cases get past validation into the handlers),
 * else values that miss it somewhere: wrong types, too long, missing or extra fields.
 */
export function arbitraryFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: fitting(schema, 0) }, { weight: 1, arbitrary: missing(schema, 0) });
}

function fitting(schema: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => fitting(s, depth + 1)));
  const value = fittingByType(schema, depth);
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

function fittingByType(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'object':
      // zod's e-mail check sits behind a transform and does not reach the JSON Schema: go by the name.
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([k, s]) => [
            k,
            k === 'email' || k === 'to' ? fc.emailAddress() : fitting(s, depth + 1),
          ]),
        ),
      );
    case 'array':
      return fc.array(fitting(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 40, 40);
      const fits = tricky.filter((s) => s.length >= min && s.length <= max);
      return fits.length
        ? fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.constantFrom(...fits))
        : fc.string({ minLength: min, maxLength: max });
    }
    case 'integer':
      return fc.integer({ min: 0, max: 1_000_000 });
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.double({ min: 0, max: 1e6, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Like `fitting`, with one thing wrong somewhere below. */
function missing(schema: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(
    fc.constant(null),
    fc.integer(),
    fc.double(),
    fc.string({ maxLength: 8 }),
    fc.boolean(),
    fc.constant([]),
    fc.constant({}),
  );
  if (!schema || depth > 6) return wrong;
  if (schema.type === 'object' && schema.properties && Object.keys(schema.properties).length) {
    const keys = Object.keys(schema.properties);
    return fc
      .tuple(
        fittingByType(schema, depth) as fc.Arbitrary<Record<string, unknown> | null>,
        fc.constantFrom(...keys),
        fc.integer({ min: 0, max: 2 }),
      )
      .chain(([generated, key, how]) => {
        // A nullable object's fitting value may be null: get a field wrong in an empty one instead.
        const value = generated ?? {};
        if (how === 0) return fc.constant(Object.fromEntries(Object.entries(value).filter(([k]) => k !== key)));
        if (how === 1) return missing(schema.properties![key], depth + 1).map((v) => ({ ...value, [key]: v }));
        return fc.jsonValue({ maxDepth: 2 }).map((v) => ({ ...value, [key]: v }));
      });
  }
  if (schema.type === 'array')
    return fc.oneof(wrong, fc.array(missing(schema.items, depth + 1), { minLength: 1, maxLength: 3 }));
  if (schema.type === 'string') {
    const tooLong = (schema.maxLength ?? 300) + 1;
    return fc.oneof(wrong, fc.string({ minLength: tooLong, maxLength: tooLong + 3 }));
  }
  if (schema.type === 'integer' || schema.type === 'number')
    return fc.oneof(wrong, fc.constantFrom(-1, 0.5, 1e12, -1e308));
  return wrong;
}
