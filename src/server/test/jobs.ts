import type { App } from '../app.ts';
import { offerToken } from '../auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../../shared/offer-link.ts';
import { SpecInputSchema } from '../../shared/schemas/spec.ts';
import { multipart, type Part } from './files.ts';
import { sentTask } from './offers.ts';

/**
 * A task sent to three printshops (Druck 0 German, Druck 1 English, Druck 2 Slovak), offered by all and awarded
 * split: the first format to Druck 1, the second to Druck 0; Druck 2 won nothing. `job(i)` is printshop i's side
 * of its order through its page's link.
 */
export async function awardedJobs(app: App, username = 'buyer') {
  const sent = await sentTask(app, 3, username);
  const { api, task, suppliers, offer } = sent;
  await app.deps.db.updateTable('suppliers').set({ language: 'sk' }).where('id', '=', suppliers[2]!.id).execute();
  for (const i of [0, 1, 2]) await offer(i, [1000 + i, 500 + i]);
  const [flyer, letter] = task.formats.map((f) => f.id) as [string, string];
  const ids = suppliers.map((s) => s.id) as [string, string, string];
  const award = () =>
    api.post(`/api/tasks/${task.id}/award`, {
      awards: [
        { formatId: flyer, supplierId: ids[1] },
        { formatId: letter, supplierId: ids[0] },
      ],
    });
  const job = (i: number, token = offerToken(app.deps.config.appSecret, task.id, ids[i]!)) => {
    const url = `/api/pub/tasks/${task.id}/${ids[i]}`;
    const headers = { [OFFER_TOKEN_HEADER]: token };
    return {
      confirm: (body: object) => app.inject({ method: 'POST', url: `${url}/confirm`, headers, payload: body }),
      ship: (body: object) => app.inject({ method: 'POST', url: `${url}/shipment`, headers, payload: body }),
      proof: (parts: Part[]) => {
        const body = multipart(parts);
        return app.inject({ method: 'PUT', url: `${url}/proofs`, ...body, headers: { ...headers, ...body.headers } });
      },
    };
  };
  return { ...sent, ids, flyer, letter, award, job };
}

/** Makes a format's spec ask for a PDF proof (the spec editor's choice), straight in its row. */
export async function askProof(app: App, taskId: string, formatId: string) {
  const spec = SpecInputSchema.parse({
    product: 'leaflet',
    size: { name: 'A5' },
    colors: { front: { process: 'cmyk' }, back: { process: 'black' } },
    papers: [{ part: 'all', kind: 'uncoated', grammage: 120 }],
    proof: 'pdf',
  });
  await app.deps.db
    .updateTable('taskFormats')
    .set({ spec: JSON.stringify(spec) })
    .where('taskId', '=', taskId)
    .where('id', '=', formatId)
    .execute();
}
