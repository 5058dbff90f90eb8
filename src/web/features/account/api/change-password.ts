import { useMutation } from '@tanstack/react-query';
import { NoticeSchema, type ChangePasswordBody } from '../../../../shared/schemas/account.ts';
import { api } from '../../../lib/api-client.ts';

/** Changes the password and ends the user's other sessions; 400 WRONG_PASSWORD on field `currentPassword`. */
export const changePassword = (body: ChangePasswordBody) => api.post('/account/password', NoticeSchema, body);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
