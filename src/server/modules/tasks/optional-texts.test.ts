import { describe, expect, it } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp, waitFor } from '../../test/helper.ts';
import { useMailingApp } from '../../test/mailing.ts';
import { pdfText } from '../../test/order-pdf.ts';
import { read } from '../../test/read.ts';
import { completeTask } from '../../test/tasks.ts';

// Issue 45: a lettershop and a note to the printshops are optional; a task is ready without them.
describe('lettershop and note', () => {
  const t = useTestApp();

  async function staff() {
    return apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);
  }

  it('may be left out or empty: the task is ready without them', async () => {
    const api = await staff();
    const { note: _n, lettershop: _l, ...rest } = completeTask();
    const left = await read(api.put('/api/tasks', rest), TaskSchema);
    expect(left).toMatchObject({ note: '', lettershop: '', state: 5, missing: [] });
    const empty = await read(api.put('/api/tasks', completeTask({ note: ' ', lettershop: '' })), TaskSchema);
    expect(empty).toMatchObject({ note: '', lettershop: '', state: 5, missing: [] });
  });

  it('are kept when given, and cleared by an update', async () => {
    const api = await staff();
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    expect(task).toMatchObject({ note: 'Please quote incl. delivery', lettershop: 'Lettershop Nord', state: 5 });
    const renamed = await read(api.post(`/api/tasks/${task.id}`, { name: 'Mailing Q2' }), TaskSchema);
    expect(renamed).toMatchObject({ note: 'Please quote incl. delivery', lettershop: 'Lettershop Nord' });
    const cleared = await read(api.post(`/api/tasks/${task.id}`, { note: '', lettershop: '' }), TaskSchema);
    expect(cleared).toMatchObject({ note: '', lettershop: '', state: 5, missing: [] });
  });
});

describe('a task without lettershop and note', () => {
  const start = useMailingApp();

  it('invites and orders without a lettershop line', async () => {
    const { app, sink } = await start();
    const api = apiAs(app, (await signUp(app, 'buyer')).cookie);
    const shop = await read(api.put('/api/suppliers', { name: 'Druck', email: 'a@druck.de' }), SupplierSchema);
    const { note: _n, lettershop: _l, ...rest } = completeTask();
    const task = await read(api.put('/api/tasks', rest), TaskSchema);
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    const invitation = await waitFor(async () => sink.to('a@druck.de')[0], 'the invitation');
    expect(invitation.text).toContain('Lieferadresse');
    expect(invitation.text).not.toContain('Lettershop');

    const headers = { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, task.id, shop.id) };
    const prices = task.formats.map((f) => ({ id: f.id, price: 500 }));
    const offered = await app.inject({
      method: 'POST',
      url: `/api/pub/tasks/${task.id}/${shop.id}`,
      headers,
      payload: { formats: prices },
    });
    expect(offered.statusCode).toBe(200);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/${shop.id}/accept`)).statusCode).toBe(200);
    const pdf = await pdfText((await api.get(`/api/tasks/${task.id}/orders/${shop.id}.pdf`)).rawPayload);
    expect(pdf).toContain('Lieferadresse');
    expect(pdf).not.toContain('Lettershop');
  });
});
