import type { App } from '../app.ts';
import { offerToken } from '../auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../../shared/offer-link.ts';

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
