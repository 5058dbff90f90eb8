import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';
import { FormatListSchema, FormatSchema } from '../../../shared/schemas/formats.ts';
import { MeSchema } from '../../../shared/schemas/account.ts';

const flyer = { title: 'Flyer A5', format: 'A5', de: { weight: '135 g', personalisation: '', description: 'Flyer' } };

describe('format versions (nothing lost between colleagues)', () => {
  const t = useTestApp();

  async function staffWithFormat(username: string) {
    const api = apiAs(t.app, (await signUp(t.app, username)).cookie);
    const created = await read(api.put('/api/formats', flyer), FormatSchema);
    const userId = (await read(api.get('/api/account/me'), MeSchema)).user.id;
    return { api, id: created.id, version: created.version, userId };
  }

  const stored = (id: string) =>
    t.app.deps.db
      .selectFrom('formats')
      .select(['title', 'version', 'updatedBy', 'updatedAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('takes an update on the current version, raises the version and records who changed it', async () => {
    const { api, id, version, userId } = await staffWithFormat('fmtv1');
    expect(version).toBe(1);
    const res = await api.post(`/api/formats/${id}`, { ...flyer, title: 'Flyer A5 quer', version });
    expect(await read(res, FormatSchema)).toMatchObject({ id, title: 'Flyer A5 quer', version: 2 });
    expect((await read(api.get('/api/formats'), FormatListSchema)).items[0]).toMatchObject({
      title: 'Flyer A5 quer',
      version: 2,
    });
    expect(await stored(id)).toMatchObject({ version: 2, updatedBy: userId });
  });

  it('answers 409 RECORD_CHANGED to an update on an older version, naming who changed it and when', async () => {
    const { api, id, version } = await staffWithFormat('fmtv2');
    expect((await api.post(`/api/formats/${id}`, { ...flyer, title: 'First', version })).statusCode).toBe(200);
    const stale = await api.post(`/api/formats/${id}`, { ...flyer, title: 'Second', version });
    const row = await stored(id);
    expect(await readError(stale, 409)).toMatchObject({
      code: 'RECORD_CHANGED',
      message: expect.any(String),
      params: { by: 'fmtv2', at: row.updatedAt },
    });
    // The refused update wrote nothing.
    expect(row).toMatchObject({ title: 'First', version: 2 });
  });

  it("still takes an update without a version (the spec's clients send none), raising the version", async () => {
    const { api, id } = await staffWithFormat('fmtv3');
    const first = await api.post(`/api/formats/${id}`, { ...flyer, title: 'No version' });
    expect((await read(first, FormatSchema)).version).toBe(2);
    expect((await read(api.post(`/api/formats/${id}`, flyer), FormatSchema)).version).toBe(3);
  });

  it('lets one of several updates on the same version win; the others get 409', async () => {
    const { api, id, version } = await staffWithFormat('fmtv4');
    const results = await Promise.all(
      ['A', 'B', 'C', 'D'].map((title) => api.post(`/api/formats/${id}`, { ...flyer, title, version })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await stored(id)).version).toBe(2);
  });

  it('answers 404, not 409, for a format that is gone or of another workspace', async () => {
    const { api, id, version } = await staffWithFormat('fmtv5');
    const other = apiAs(t.app, (await signUp(t.app, 'fmtv6')).cookie);
    expect((await other.post(`/api/formats/${id}`, { ...flyer, version })).statusCode).toBe(404);
    await api.delete(`/api/formats/${id}`);
    expect((await api.post(`/api/formats/${id}`, { ...flyer, version })).statusCode).toBe(404);
  });
});
