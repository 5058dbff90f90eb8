import { describe, expect, it } from 'vitest';
import { signUp } from './test/accounts.ts';
import { apiAs } from './test/api.ts';
import { useTestApp } from './test/helper.ts';
import type { JsonSchema } from './test/json-schema-arbitrary.ts';
import { read, readError } from './test/read.ts';
import { completeTask, flyer, inDays } from './test/tasks.ts';
import { TaskSchema } from '../shared/schemas/tasks.ts';

type Schema = JsonSchema & { additionalProperties?: unknown };

/** Every object of a body's JSON Schema, with where it sits. */
function objectsOf(schema: Schema | undefined, at: string): [string, Schema][] {
  if (!schema) return [];
  const own: [string, Schema][] = schema.type === 'object' && schema.properties ? [[at, schema]] : [];
  return [
    ...own,
    ...Object.entries(schema.properties ?? {}).flatMap(([key, s]) => objectsOf(s, `${at}.${key}`)),
    ...objectsOf(schema.items, `${at}[]`),
    ...(schema.anyOf ?? []).flatMap((s) => objectsOf(s, at)),
  ];
}

/** Request bodies refuse what they do not know, and take back what a read answered (docs/product.md#rest-contract). */
describe('request bodies', () => {
  const t = useTestApp();
  const staff = async () => apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);

  it('refuse unknown keys on every JSON body route, at every depth, as the API document says', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
    };
    const bodies = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => {
        const schema = op.requestBody?.content['application/json']?.schema;
        return schema ? [{ route: `${method.toUpperCase()} ${path}`, schema }] : [];
      }),
    );
    expect(bodies.length).toBeGreaterThan(20);
    const open = bodies.flatMap(({ route, schema }) =>
      objectsOf(schema, 'body')
        .filter(([, object]) => object.additionalProperties !== false)
        .map(([at]) => `${route} ${at}`),
    );
    expect(open).toEqual([]);
  });

  it('answer an unknown key with 400 naming it, not by dropping it', async () => {
    const api = await staff();
    expect(await readError(api.put('/api/tasks', { ...completeTask(), sealedBids: true }), 400)).toEqual({
      code: 'INVALID',
      field: 'sealedBids',
      key: 'unknownKey',
      params: {},
      message: 'sealedBids: No such field is known here',
    });
    const nested = completeTask({ formats: [{ ...flyer, colour: '4/4' } as typeof flyer] });
    expect(await readError(api.put('/api/tasks', nested), 400)).toMatchObject({
      field: 'formats.0.colour',
      key: 'unknownKey',
    });
    const texts = completeTask({ formats: [{ ...flyer, de: { ...flyer.de, paper: 'matt' } as typeof flyer.de }] });
    expect(await readError(api.put('/api/tasks', texts), 400)).toMatchObject({ field: 'formats.0.de.paper' });
    expect(
      await readError(api.post('/api/account/settings', { language: 'de', signature: '', theme: 'dark' }), 400),
    ).toMatchObject({ field: 'theme', key: 'unknownKey' });
    expect((await api.get('/api/tasks')).statusCode).toBe(200);
  });

  it('take a task back as it was read: GET, change, POST; what only the server sets is ignored, no other key', async () => {
    const api = await staff();
    const created = await read(api.put('/api/tasks', completeTask({ lang: 'en' })), TaskSchema);
    const got = await read(api.get(`/api/tasks/${created.id}`), TaskSchema);
    const body = { ...got, name: 'Mailing Q2', state: 99, id: 'other', supplierId: 'x', missing: ['name'] };
    const saved = await read(api.post(`/api/tasks/${got.id}`, body), TaskSchema);
    expect(saved).toEqual({
      ...got,
      name: 'Mailing Q2',
      version: got.version + 1,
      updatedAt: expect.any(Number),
      changedBy: 'buyer',
    });
    // Only the read's keys: one it never had is refused, not dropped with them.
    expect(await readError(api.post(`/api/tasks/${got.id}`, { ...saved, stateName: 'ready' }), 400)).toMatchObject({
      field: 'stateName',
      key: 'unknownKey',
    });
    // A read makes a copy too: a new task with its own id and formats.
    const copy = await read(
      api.put('/api/tasks', { ...saved, formats: saved.formats.map(({ id: _, ...f }) => f) }),
      TaskSchema,
      201,
    );
    expect(copy).toMatchObject({ name: 'Mailing Q2', state: 5, version: 1, lang: 'en' });
    expect(copy.id).not.toBe(saved.id);
  });

  it('speak YYYY-MM-DD for dates, and say so', async () => {
    const api = await staff();
    const res = await api.put('/api/tasks', completeTask({ deliveryDate: '05/01/2027' }));
    expect(await readError(res, 400)).toMatchObject({
      code: 'INVALID',
      field: 'deliveryDate',
      key: 'isoDate',
      message: 'deliveryDate: Send a date as YYYY-MM-DD, a real day',
    });
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    expect(await readError(api.post(`/api/tasks/${task.id}`, { awardDate: '2027-02-30' }), 400)).toMatchObject({
      field: 'awardDate',
      key: 'isoDate',
    });
    expect((await read(api.post(`/api/tasks/${task.id}`, { awardDate: inDays(12) }), TaskSchema)).awardDate).toBe(
      inDays(12),
    );
  });

  it('refuse a body where the route takes none: the test mail goes to the member, never to a given `to`', async () => {
    const api = await staff();
    await api.put('/api/suppliers', { name: 'Druck A', email: 'a@druck.de' });
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    const test = `/api/tasks/${task.id}/suppliers/test`;
    for (const body of [{ to: 'someone@else.de' }, ['someone@else.de'], { to: null }]) {
      expect(await readError(api.post(test, body), 400)).toEqual({
        code: 'BODY_NOT_TAKEN',
        message: 'POST /api/tasks/:id/suppliers/test takes no body; send none.',
      });
    }
    // Refused before anything ran: no test mail, the task still ready to be sent.
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).state).toBe(5);
    // No body, or an empty object, is what a bodiless action takes.
    expect((await api.call('POST', test)).statusCode).toBe(200);
    expect((await api.post(test, {})).statusCode).toBe(200);
    // DELETE too: a body it would not read is refused, not ignored.
    const del = await api.call('DELETE', `/api/tasks/${task.id}`, { force: true });
    expect(await readError(del, 400)).toMatchObject({ code: 'BODY_NOT_TAKEN' });
  });
});
