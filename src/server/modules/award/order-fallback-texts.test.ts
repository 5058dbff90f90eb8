import { describe, expect, it } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { pdfText } from '../../test/order-pdf.ts';
import { read } from '../../test/read.ts';
import { completeTask, germanOnlyFlyer } from '../../test/tasks.ts';

describe('the order PDF of a format whose texts miss the printshop’s language', () => {
  const t = useTestApp();

  it('shows the task’s texts, each marked with its language in the printshop’s words', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);
    const body = { name: 'Tlač', email: 'sk@tlac.sk', language: 'sk' };
    const slovak = await read(api.put('/api/suppliers', body), SupplierSchema);
    const task = await read(
      api.put('/api/tasks', completeTask({ lang: 'de', formats: [germanOnlyFlyer] })),
      TaskSchema,
    );
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    const offered = await t.app.inject({
      method: 'POST',
      url: `/api/pub/tasks/${task.id}/${slovak.id}`,
      headers: { [OFFER_TOKEN_HEADER]: offerToken(t.app.deps.config.appSecret, task.id, slovak.id) },
      payload: { formats: [{ id: task.formats[0]!.id, price: 500 }] },
    });
    expect(offered.statusCode).toBe(200);
    const awarded = await api.post(`/api/tasks/${task.id}/award`, {
      awards: [{ formatId: task.formats[0]!.id, supplierId: slovak.id, count: 5000 }],
    });
    expect(awarded.statusCode).toBe(200);

    const pdf = await api.get(`/api/tasks/${task.id}/orders/${slovak.id}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Gramáž (po nemecky): 135 g Bilderdruck');
    expect(text).toContain('Popis (po nemecky): Glänzender Flyer, beidseitig');
    expect(text).not.toContain('Personalizácia');
  });
});
