import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';
import { FormatListSchema, FormatSchema } from '../../../shared/schemas/formats.ts';

const flyer = {
  title: 'Flyer A5',
  format: 'A5',
  color: '4/4',
  perforation: 'none',
  fold: 'none',
  en: { weight: '135 g', personalisation: 'none', description: 'Glossy flyer' },
  de: { weight: '135 g', personalisation: 'keine', description: 'Glänzender Flyer' },
  sk: { weight: '135 g', personalisation: 'žiadna', description: 'Lesklý leták' },
  spec: null,
  versions: [],
};

describe('formats', () => {
  const t = useTestApp();

  it('creates, lists, updates and deletes a format with its three languages', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'fmt')).cookie);
    const created = await api.put('/api/formats', flyer);
    const { id } = await read(created, FormatSchema, 201);
    expect(await read(created, FormatSchema, 201)).toEqual({ id, ...flyer, version: 1 });

    expect(await read(api.get('/api/formats'), FormatListSchema)).toEqual({ items: [{ id, ...flyer, version: 1 }] });

    const changed = { ...flyer, title: 'Flyer A5 quer', sk: { ...flyer.sk, description: 'Leták' } };
    const updated = await api.post(`/api/formats/${id}`, changed);
    expect(updated.statusCode).toBe(200);
    expect((await read(api.get('/api/formats'), FormatListSchema)).items[0]).toEqual({ id, ...changed, version: 2 });

    expect((await api.delete(`/api/formats/${id}`)).statusCode).toBe(204);
    expect(await read(api.get('/api/formats'), FormatListSchema)).toEqual({ items: [] });
    expect((await api.delete(`/api/formats/${id}`)).statusCode).toBe(404);
  });

  it('changes what an update names, down to one text of a language, and keeps the rest', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'fmt-partial')).cookie);
    const { id } = await read(api.put('/api/formats', flyer), FormatSchema);
    const updated = await read(
      api.post(`/api/formats/${id}`, { title: 'Flyer A6', de: { weight: '170 g' } }),
      FormatSchema,
    );
    expect(updated).toEqual({ id, ...flyer, title: 'Flyer A6', de: { ...flyer.de, weight: '170 g' }, version: 2 });
    expect(await read(api.post(`/api/formats/${id}`, { fold: '', version: 2 }), FormatSchema)).toEqual({
      ...updated,
      fold: '',
      version: 3,
    });
    expect((await readError(api.post(`/api/formats/${id}`, { version: 2 }), 409)).code).toBe('RECORD_CHANGED');
  });

  it('takes back what it answered (GET, change, POST) and refuses a key it does not know', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'fmt-round')).cookie);
    const created = await read(api.put('/api/formats', flyer), FormatSchema);
    const [listed] = (await read(api.get('/api/formats'), FormatListSchema)).items;
    const changed = await read(api.post(`/api/formats/${created.id}`, { ...listed, color: '4/0' }), FormatSchema);
    expect(changed).toEqual({ ...created, color: '4/0', version: 2 });
    // A copy made from a read: its id and version are the read's, ignored; the new format has its own.
    const copy = await read(api.put('/api/formats', { ...changed, title: 'Copy' }), FormatSchema, 201);
    expect(copy).toEqual({ ...changed, id: expect.not.stringMatching(created.id), title: 'Copy', version: 1 });
    expect(await readError(api.post(`/api/formats/${created.id}`, { en: { weigth: '90 g' } }), 400)).toMatchObject({
      code: 'INVALID',
      field: 'en.weigth',
      key: 'unknownKey',
    });
  });

  it('needs only a title; the other fields default to empty', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'fmt2')).cookie);
    const created = await api.put('/api/formats', { title: 'Brief' });
    expect(await read(created, FormatSchema, 201)).toMatchObject({
      title: 'Brief',
      format: '',
      de: { weight: '', personalisation: '', description: '' },
    });
  });

  it.each([
    [{ ...flyer, title: '' }, 'title', 'required', {}, 'title: Field is required'],
    [{ ...flyer, title: 'x'.repeat(201) }, 'title', 'tooLong', { max: 200 }, 'title: Must have at most 200 characters'],
    [
      { ...flyer, de: { ...flyer.de, description: 'x'.repeat(4001) } },
      'de.description',
      'tooLong',
      { max: 4000 },
      undefined,
    ],
    [{ format: 'A4' }, 'title', 'invalid', {}, undefined],
  ])('refuses %#: 400 naming the field and the issue', async (body, field, key, params, message) => {
    const api = apiAs(t.app, (await signUp(t.app, 'fmt3')).cookie);
    const error = await readError(api.put('/api/formats', body), 400);
    expect(error).toMatchObject({ code: 'INVALID', field, key, params });
    if (message) expect(error.message).toBe(message);
    const update = await api.post('/api/formats/does-not-exist', flyer);
    expect(update.statusCode).toBe(404);
  });
});
