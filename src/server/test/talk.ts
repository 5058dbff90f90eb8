import type { App } from '../app.ts';
import { offerToken } from '../auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../../shared/offer-link.ts';
import { MailLogSchema } from '../../shared/schemas/invitations.ts';
import type { apiAs } from './api.ts';
import { read } from './read.ts';

type StaffApi = ReturnType<typeof apiAs>;

/** A printshop's questions and no-bid through its link (or `token`, to try a wrong one). */
export function talkAs(app: App, taskId: string, supplierId: string, token?: string) {
  const url = `/api/pub/tasks/${taskId}/${supplierId}`;
  const headers = { [OFFER_TOKEN_HEADER]: token ?? offerToken(app.deps.config.appSecret, taskId, supplierId) };
  return {
    ask: (text: string) => app.inject({ method: 'PUT', url: `${url}/questions`, headers, payload: { text } }),
    decline: (reason: string) => app.inject({ method: 'POST', url: `${url}/decline`, headers, payload: { reason } }),
    page: () => app.inject({ url, headers }),
  };
}

/** The printshop opens its invitation (the tracking image); the task's mail log names the invitation's id. */
export async function openInvitation(app: App, staff: StaffApi, taskId: string, supplierId: string) {
  const log = await read(staff.get(`/api/mail/${taskId}`), MailLogSchema);
  const invitation = log.items.find((m) => m.kind === 'invitation' && m.supplierId === supplierId);
  if (!invitation) throw new Error(`no invitation to ${supplierId} in the mail log`);
  return app.inject({ url: `/api/track/open/${invitation.id}` });
}
