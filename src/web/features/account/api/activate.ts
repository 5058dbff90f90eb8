import { useMutation } from '@tanstack/react-query';
import { NoticeSchema, type ActivateBody } from '../../../../shared/schemas/account.ts';
import { api } from '../../../lib/api-client.ts';

/** Activates an account with the mailed code and the password chosen at registration; 400 INVALID_ACTIVATION. */
export const activate = (body: ActivateBody) => api.post('/account/activate', NoticeSchema, body);

export function useActivate() {
  return useMutation({ mutationFn: activate });
}
