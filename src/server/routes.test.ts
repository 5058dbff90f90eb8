import { describe, expect, it } from 'vitest';
import { signUp } from './test/accounts.ts';
import { apiAs } from './test/api.ts';
import { useTestApp } from './test/helper.ts';
import { completeTask } from './test/tasks.ts';
import { read, readError } from './test/read.ts';
import { FormatListSchema, FormatSchema } from '../shared/schemas/formats.ts';
import { SupplierListSchema, SupplierSchema } from '../shared/schemas/suppliers.ts';
import { CompanyListSchema, CompanySchema } from '../shared/schemas/companies.ts';
import { TeamSchema } from '../shared/schemas/team.ts';
import { TaskSchema } from '../shared/schemas/tasks.ts';
import { MailLogSchema } from '../shared/schemas/invitations.ts';

/**
 * Walks the server's own route table, so a route added later is covered without editing this test:
 * every route outside the public list answers 401 without a session, and every route that takes an id
 * answers 404 for an id of another workspace (a new id route fails here until it gets a fixture).
 */
const publicRoutes = new Set([
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/config',
  'GET /api/account/session',
  'POST /api/account/register',
  'POST /api/account/activate',
  'POST /api/account/resend',
  'POST /api/account/forgot',
  'POST /api/account/reset',
  'POST /api/account/login',
  'POST /api/account/logout',
  'GET /api/mailbox',
  'GET /api/mailbox/',
  'GET /api/mailbox/:id',
  'GET /api/mailbox/:id/attachments/:index',
  'GET /api/invitations/:id',
  'GET /api/track/open/:mailId',
  // A mail provider's, with its own bearer token (bounces.test.ts): 404 while MAIL_EVENTS_TOKEN is not set.
  'POST /api/mail/events',
  'GET /api/pub/tasks/:taskId/:supplierId',
  'POST /api/pub/tasks/:taskId/:supplierId',
  'GET /api/pub/files/:taskId/:supplierId/:fileId',
  'PUT /api/pub/tasks/:taskId/:supplierId/questions',
  'POST /api/pub/tasks/:taskId/:supplierId/decline',
  'POST /api/pub/tasks/:taskId/:supplierId/keep',
  'POST /api/pub/tasks/:taskId/:supplierId/bids',
  'GET /api/pub/tasks/:taskId/:supplierId/live',
  'GET /api/pub/tasks/:taskId/:supplierId/invoices',
  'PUT /api/pub/tasks/:taskId/:supplierId/invoice',
  'POST /api/pub/tasks/:taskId/:supplierId/confirm',
  'PUT /api/pub/tasks/:taskId/:supplierId/proofs',
  'POST /api/pub/tasks/:taskId/:supplierId/shipment',
]);

const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

const supplier = { name: 'Druck GmbH', email: 'druck@example.com' };
const format = { title: 'Flyer' };

describe('route table', () => {
  const t = useTestApp();

  it('answers 401 without a session on every staff route', async () => {
    const staffRoutes = t.app.routeList.filter((r) => isApi(r.url) && !publicRoutes.has(`${r.method} ${r.url}`));
    expect(staffRoutes.length).toBeGreaterThan(15);
    for (const route of staffRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replaceAll(/:\w+/g, 'some-id'),
        payload: {},
      });
      expect((await readError(res, 401)).code, `${route.method} ${route.url}`).toBe('UNAUTHORIZED');
    }
  });

  it("answers 404 for another workspace's ids on every route that takes one", async () => {
    const a = apiAs(t.app, (await signUp(t.app, 'walker.a')).cookie);
    const b = apiAs(t.app, (await signUp(t.app, 'walker.b')).cookie);
    const formatId = (await read(a.put('/api/formats', format), FormatSchema)).id;
    const supplierId = (await read(a.put('/api/suppliers', supplier), SupplierSchema)).id;
    const companyId = (await read(a.put('/api/companies', supplier), CompanySchema)).id;
    await a.put('/api/employees', { email: 'invitee@example.com' });
    const team = await read(a.get('/api/employees'), TeamSchema);
    const memberId = team.members[0]!.id;
    const invitationId = team.invitations[0]!.id;
    const taskId = (await read(a.put('/api/tasks', completeTask()), TaskSchema)).id;

    const supplierOfA = supplierId;
    // Route -> [the route with A's ids, a valid body]; the body must be valid or validation answers 400 first.
    const fixtures: Record<string, [string, unknown]> = {
      'POST /api/formats/:id': [`/api/formats/${formatId}`, format],
      'GET /api/formats/:id/prices': [`/api/formats/${formatId}/prices`, undefined],
      'DELETE /api/formats/:id': [`/api/formats/${formatId}`, undefined],
      'POST /api/suppliers/:id': [`/api/suppliers/${supplierId}`, supplier],
      'DELETE /api/suppliers/:id': [`/api/suppliers/${supplierId}`, undefined],
      'DELETE /api/companies/object/:id': [`/api/companies/object/${companyId}`, undefined],
      'POST /api/employees/:id': [`/api/employees/${memberId}`, { role: 'member' }],
      'DELETE /api/employees/:id': [`/api/employees/${memberId}`, undefined],
      'DELETE /api/employees/invitations/:id': [`/api/employees/invitations/${invitationId}`, undefined],
      'GET /api/tasks/:id': [`/api/tasks/${taskId}`, undefined],
      'POST /api/tasks/:id': [`/api/tasks/${taskId}`, completeTask()],
      'DELETE /api/tasks/:id': [`/api/tasks/${taskId}`, undefined],
      'POST /api/tasks/:id/copy': [`/api/tasks/${taskId}/copy`, undefined],
      'PUT /api/tasks/:id/scoring': [
        `/api/tasks/${taskId}/scoring`,
        { price: 70, leadTime: 10, quality: 10, certificates: 10 },
      ],
      'POST /api/tasks/:id/formats/:formatId/store': [`/api/tasks/${taskId}/formats/some-format/store`, undefined],
      'GET /api/tasks/:id/suppliers': [`/api/tasks/${taskId}/suppliers`, undefined],
      'GET /api/tasks/:id/overview': [`/api/tasks/${taskId}/overview`, undefined],
      'GET /api/tasks/:id/offers': [`/api/tasks/${taskId}/offers`, undefined],
      'GET /api/tasks/:id/offers.xlsx': [`/api/tasks/${taskId}/offers.xlsx`, undefined],
      'GET /api/tasks/:id/offers.csv': [`/api/tasks/${taskId}/offers.csv`, undefined],
      'GET /api/tasks/:id/preview': [`/api/tasks/${taskId}/preview`, undefined],
      'GET /api/tasks/:id/files': [`/api/tasks/${taskId}/files`, undefined],
      'PUT /api/tasks/:id/files': [`/api/tasks/${taskId}/files`, undefined],
      'GET /api/tasks/:id/files/:fileId': [`/api/tasks/${taskId}/files/some-file`, undefined],
      'DELETE /api/tasks/:id/files/:fileId': [`/api/tasks/${taskId}/files/some-file`, undefined],
      'GET /api/tasks/:id/questions': [`/api/tasks/${taskId}/questions`, undefined],
      'GET /api/tasks/:id/events': [`/api/tasks/${taskId}/events`, undefined],
      'GET /api/tasks/:id/live': [`/api/tasks/${taskId}/live`, undefined],
      'GET /api/tasks/:id/watch': [`/api/tasks/${taskId}/watch`, undefined],
      'POST /api/tasks/:id/watch': [`/api/tasks/${taskId}/watch`, undefined],
      'DELETE /api/tasks/:id/watch': [`/api/tasks/${taskId}/watch`, undefined],
      'POST /api/tasks/:id/questions/:questionId': [
        `/api/tasks/${taskId}/questions/some-question`,
        { answer: 'Yes.', publish: false },
      ],
      'POST /api/tasks/:id/amend': [`/api/tasks/${taskId}/amend`, { version: 1, note: 'Neu' }],
      'POST /api/tasks/:id/cancel': [`/api/tasks/${taskId}/cancel`, { message: '' }],
      'POST /api/tasks/:id/rounds': [
        `/api/tasks/${taskId}/rounds`,
        { suppliers: [supplierOfA], deadlineDate: '2099-01-01', message: '' },
      ],
      'POST /api/tasks/:id/auction': [
        `/api/tasks/${taskId}/auction`,
        { startsAt: new Date().toISOString(), minutes: 10, decrementPercent: 1, visibility: 'rank' },
      ],
      'GET /api/tasks/:id/auction': [`/api/tasks/${taskId}/auction`, undefined],
      'POST /api/tasks/:id/award': [
        `/api/tasks/${taskId}/award`,
        { awards: [{ formatId: 'f', supplierId: supplierOfA }] },
      ],
      'POST /api/tasks/:id/award/preview': [
        `/api/tasks/${taskId}/award/preview`,
        { awards: [{ formatId: 'f', supplierId: supplierOfA }] },
      ],
      'GET /api/tasks/:id/award/request': [`/api/tasks/${taskId}/award/request`, undefined],
      'POST /api/tasks/:id/award/approve': [`/api/tasks/${taskId}/award/approve`, {}],
      'POST /api/tasks/:id/award/reject': [`/api/tasks/${taskId}/award/reject`, { message: 'No' }],
      'POST /api/tasks/:id/suppliers/test': [`/api/tasks/${taskId}/suppliers/test`, {}],
      'POST /api/testmail/:taskId': [`/api/testmail/${taskId}`, { to: 'x@example.com' }],
      'POST /api/tasks/:taskId/suppliers/mail': [`/api/tasks/${taskId}/suppliers/mail`, { suppliers: [] }],
      'POST /api/mail/:taskId': [`/api/mail/${taskId}`, { receivers: [] }],
      'GET /api/mail/:taskId': [`/api/mail/${taskId}`, undefined],
      'GET /api/taskMailLog/:taskId': [`/api/taskMailLog/${taskId}`, undefined],
      'POST /api/tasks/:id/reminders': [`/api/tasks/${taskId}/reminders`, { remindDays: 2, unopenedDays: 3 }],
      'POST /api/tasks/:id/reminders/send': [`/api/tasks/${taskId}/reminders/send`, { suppliers: [] }],
      'GET /api/tasks/:taskId/orders/:supplierId.pdf': [`/api/tasks/${taskId}/orders/${supplierOfA}.pdf`, undefined],
      'POST /api/tasks/:id/deliveries/:supplierId': [
        `/api/tasks/${taskId}/deliveries/${supplierOfA}`,
        { deliveredOn: '2026-01-05', quality: 4 },
      ],
      'GET /api/tasks/:id/deliveries': [`/api/tasks/${taskId}/deliveries`, undefined],
      'GET /api/tasks/:id/invoices': [`/api/tasks/${taskId}/invoices`, undefined],
      'GET /api/tasks/:id/invoices/:invoiceId/file': [`/api/tasks/${taskId}/invoices/some-invoice/file`, undefined],
      'POST /api/tasks/:id/invoices/:invoiceId/release': [
        `/api/tasks/${taskId}/invoices/some-invoice/release`,
        undefined,
      ],
      'POST /api/tasks/:id/invoices/:invoiceId/dispute': [
        `/api/tasks/${taskId}/invoices/some-invoice/dispute`,
        { reason: 'Too much' },
      ],
      'GET /api/tasks/:id/orders': [`/api/tasks/${taskId}/orders`, undefined],
      'POST /api/tasks/:id/proofs/:proofId/approve': [`/api/tasks/${taskId}/proofs/some-proof/approve`, undefined],
      'POST /api/tasks/:id/proofs/:proofId/changes': [
        `/api/tasks/${taskId}/proofs/some-proof/changes`,
        { comment: 'Bigger logo' },
      ],
      'GET /api/tasks/:id/proofs/:proofId/file': [`/api/tasks/${taskId}/proofs/some-proof/file`, undefined],
      'GET /api/suppliers/:id/scorecard': [`/api/suppliers/${supplierId}/scorecard`, undefined],
      'POST /api/tasks/:taskId/suppliers/:supplierId/accept': [
        `/api/tasks/${taskId}/suppliers/${supplierOfA}/accept`,
        undefined,
      ],
    };
    // Answering is done by someone outside the workspace by design: team.test.ts covers who may.
    const exempt = new Set(['POST /api/invitations/:id/accept', 'POST /api/invitations/:id/decline']);

    const idRoutes = t.app.routeList.filter(
      (r) => isApi(r.url) && r.url.includes(':') && !publicRoutes.has(`${r.method} ${r.url}`),
    );
    for (const route of idRoutes) {
      const key = `${route.method} ${route.url}`;
      if (exempt.has(key)) continue;
      const fixture = fixtures[key];
      expect(fixture, `add a fixture for ${key} to this test`).toBeDefined();
      const [url, body] = fixture!;
      const res = await b.call(route.method, url, body);
      expect(res.statusCode, `${key} ${res.body}`).toBe(404);
    }
    // The spec's company update carries the id in the body.
    expect((await b.post('/api/companies', { id: companyId, ...supplier })).statusCode).toBe(404);

    // Nothing of A's changed.
    expect((await read(a.get('/api/formats'), FormatListSchema)).items).toHaveLength(1);
    expect((await read(a.get('/api/suppliers'), SupplierListSchema)).items).toHaveLength(1);
    expect((await read(a.get('/api/companies'), CompanyListSchema)).items).toHaveLength(1);
    expect(await read(a.get('/api/employees'), TeamSchema)).toMatchObject({
      members: [{ id: memberId }],
      invitations: [{ id: invitationId }],
    });
    expect(await read(a.get(`/api/tasks/${taskId}`), TaskSchema)).toMatchObject({ id: taskId, state: 5 });
    expect((await read(a.get(`/api/mail/${taskId}`), MailLogSchema)).items).toEqual([]);
    // And B sees none of it.
    expect((await read(b.get('/api/formats'), FormatListSchema)).items).toEqual([]);
    expect((await read(b.get('/api/suppliers'), SupplierListSchema)).items).toEqual([]);
    expect((await read(b.get('/api/companies'), CompanyListSchema)).items).toEqual([]);
  });
});
