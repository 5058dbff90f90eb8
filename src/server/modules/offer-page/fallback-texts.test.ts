import { describe, expect, it } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { PreviewLinkSchema, PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { read } from '../../test/read.ts';
import { completeTask, germanOnlyFlyer } from '../../test/tasks.ts';

describe('format texts missing in a printshop’s language, on its page', () => {
  const t = useTestApp();

  async function germanOnlyTask(lang: 'de' | 'en') {
    const api = apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);
    const task = await read(api.put('/api/tasks', completeTask({ lang, formats: [germanOnlyFlyer] })), TaskSchema);
    return { api, task };
  }

  it('carry the task’s text and name its language for a Slovak printshop; its own are unmarked', async () => {
    const { api, task } = await germanOnlyTask('de');
    const slovak = await read(
      api.put('/api/suppliers', { name: 'Tlač', email: 'sk@tlac.sk', language: 'sk' }),
      SupplierSchema,
    );
    const german = await read(
      api.put('/api/suppliers', { name: 'Druck', email: 'de@druck.de', language: 'de' }),
      SupplierSchema,
    );
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    const page = (supplierId: string) =>
      read(
        t.app.inject({
          url: `/api/pub/tasks/${task.id}/${supplierId}`,
          headers: { [OFFER_TOKEN_HEADER]: offerToken(t.app.deps.config.appSecret, task.id, supplierId) },
        }),
        PubOfferSchema,
      );

    const [sk] = (await page(slovak.id)).task.formats;
    expect(sk).toMatchObject({
      weight: '135 g Bilderdruck',
      personalisation: '',
      description: 'Glänzender Flyer, beidseitig',
      fallbacks: { weight: 'de', personalisation: null, description: 'de' },
    });
    const [de] = (await page(german.id)).task.formats;
    expect(de).toMatchObject({
      description: 'Glänzender Flyer, beidseitig',
      fallbacks: { weight: null, personalisation: null, description: null },
    });
  });

  it('carry another language’s text in the preview of a task whose language lacks it', async () => {
    const { api, task } = await germanOnlyTask('en');
    const { url } = await read(api.get(`/api/tasks/${task.id}/preview`), PreviewLinkSchema);
    const token = /#t=(\S+)/.exec(url)![1]!;
    const preview = await read(
      t.app.inject({ url: `/api/pub/tasks/${task.id}/preview`, headers: { [OFFER_TOKEN_HEADER]: token } }),
      PubOfferSchema,
    );
    expect(preview.task.formats[0]).toMatchObject({
      description: 'Glänzender Flyer, beidseitig',
      fallbacks: { weight: 'de', personalisation: null, description: 'de' },
    });
  });
});
