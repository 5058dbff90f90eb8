import { useMutation } from '@tanstack/react-query';
import { NoticeSchema, type ActivateBody } from '../../../../shared/schemas/account.ts';
import { api } from '../../../lib/api-client.ts';

/** Activates an account with the code from the activation mail; 400 INVALID_CODE on field `code`. */
export const activate = (body: ActivateBody) => api.post('/account/activate', NoticeSchema, body);

export function useActivate() {
  return useMutation({ mutationFn: activate });
}
