import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';

const flyer = {
  title: 'Flyer A5',
  format: 'A5',
  color: '4/4',
  perforation: 'none',
  fold: 'none',
  en: { weight: '135 g', personalisation: 'none', description: 'Glossy flyer' },
  de: { weight: '135 g', personalisation: 'keine', description: 'Glänzender Flyer' },
  sk: { weight: '135 g', personalisation: 'žiadna', description: 'Lesklý leták' },
};

describe('formats', () => {
  const t = useTestApp();

  it('creates, lists, updates and deletes a format with its three languages', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'fmt')).cookie);
    const created = await api.put('/api/formats', flyer);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({ id, ...flyer, version: 1 });

    expect((await api.get('/api/formats')).json()).toEqual({ items: [{ id, ...flyer, version: 1 }] });

    const changed = { ...flyer, title: 'Flyer A5 quer', sk: { ...flyer.sk, description: 'Leták' } };
    const updated = await api.post(`/api/formats/${id}`, changed);
    expect(updated.statusCode).toBe(200);
    expect((await api.get('/api/formats')).json().items[0]).toEqual({ id, ...changed, version: 2 });

    expect((await api.delete(`/api/formats/${id}`)).statusCode).toBe(204);
    expect((await api.get('/api/formats')).json()).toEqual({ items: [] });
    expect((await api.delete(`/api/formats/${id}`)).statusCode).toBe(404);
  });

  it('needs only a title; the other fields default to empty', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'fmt2')).cookie);
    const created = await api.put('/api/formats', { title: 'Brief' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Brief',
      format: '',
      de: { weight: '', personalisation: '', description: '' },
    });
  });

  it.each([
    [{ ...flyer, title: '' }, 'title', 'required', {}, 'title: Field is required'],
    [
      { ...flyer, title: 'x'.repeat(201) },
      'title',
      'tooLong',
      { max: '200' },
      'title: Must have at most 200 characters',
    ],
    [
      { ...flyer, de: { ...flyer.de, description: 'x'.repeat(4001) } },
      'de.description',
      'tooLong',
      { max: '4000' },
      undefined,
    ],
    [{ format: 'A4' }, 'title', 'invalid', {}, undefined],
  ])('refuses %#: 400 naming the field and the issue', async (body, field, key, params, message) => {
    const api = apiAs(t.app, (await signUp(t.app, 'fmt3')).cookie);
    const res = await api.put('/api/formats', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID', field, key, params });
    if (message) expect(res.json().message).toBe(message);
    const update = await api.post('/api/formats/does-not-exist', flyer);
    expect(update.statusCode).toBe(404);
  });
});
