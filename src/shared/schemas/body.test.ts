import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isStrictBody, namedFields, strictBody } from './body.ts';

const Item = z.object({ id: z.string(), count: z.number().default(1) });
const Input = z.object({
  name: z.string(),
  items: z.array(Item).max(2).optional(),
  note: z.object({ text: z.string() }).nullish(),
  price: z.union([z.number(), z.string()]).transform(Number).optional(),
});
const Read = Input.extend({ id: z.string(), version: z.number(), createdAt: z.number() });

const issues = (result: z.ZodSafeParseResult<unknown>) =>
  result.error?.issues.map((i) => ({ code: i.code, path: i.path, keys: 'keys' in i ? i.keys : undefined }));

describe('strictBody', () => {
  it('refuses a key the body does not declare, at any depth, and keeps the schema’s own rules', () => {
    const body = strictBody(Input);
    expect(body.parse({ name: 'a', items: [{ id: 'x' }], price: '2' })).toEqual({
      name: 'a',
      items: [{ id: 'x', count: 1 }],
      price: 2,
    });
    expect(issues(body.safeParse({ name: 'a', extra: 1 }))).toEqual([
      { code: 'unrecognized_keys', path: [], keys: ['extra'] },
    ]);
    expect(issues(body.safeParse({ name: 'a', items: [{ id: 'x', colour: 'red' }] }))).toEqual([
      { code: 'unrecognized_keys', path: ['items', 0], keys: ['colour'] },
    ]);
    expect(issues(body.safeParse({ name: 'a', note: { text: 'x', more: 1 } }))).toEqual([
      { code: 'unrecognized_keys', path: ['note'], keys: ['more'] },
    ]);
    expect(body.safeParse({ name: 'a', items: [{ id: '1' }, { id: '2' }, { id: '3' }] }).success).toBe(false);
    // The schema it was made from stays as it was: forms parse with it.
    expect(Input.parse({ name: 'a', extra: 1 })).toEqual({ name: 'a' });
  });

  it('takes the read schema’s keys back and drops them; refuses the others', () => {
    const body = strictBody(Input, { read: Read });
    expect(body.parse({ name: 'b', id: 'x', version: 3, createdAt: 1 })).toEqual({ name: 'b' });
    expect(issues(body.safeParse({ name: 'b', id: 'x', state: 5 }))).toEqual([
      { code: 'unrecognized_keys', path: [], keys: ['state'] },
    ]);
  });

  it('refuses a key it names with that key’s own message', () => {
    const body = strictBody(Input, { refused: { sealed: 'notAmendable' } });
    const result = body.safeParse({ name: 'c', sealed: false });
    expect(result.error?.issues).toMatchObject([
      { code: 'unrecognized_keys', keys: ['sealed'], message: 'notAmendable' },
    ]);
    expect(body.safeParse({ name: 'c', other: 1 }).error?.issues[0]?.message).not.toBe('notAmendable');
  });

  it('marks what it made, so that the app can refuse a route without one', () => {
    expect(isStrictBody(strictBody(Input))).toBe(true);
    expect(isStrictBody(strictBody(Input, { read: Read }))).toBe(true);
    expect(isStrictBody(Input)).toBe(false);
  });
});

describe('namedFields', () => {
  it('leaves out what an update did not name, and keeps what it names as empty or null', () => {
    expect(namedFields({ a: undefined, b: null, c: '', d: [] })).toEqual({ b: null, c: '', d: [] });
  });
});
