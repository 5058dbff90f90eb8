import { useMutation } from '@tanstack/react-query';
import { NoticeSchema, type ResetPasswordBody } from '../../../../shared/schemas/account.ts';
import { api } from '../../../lib/api-client.ts';

/** Sets a new password with the mailed code; 400 INVALID_CODE on field `code`. */
export const resetPassword = (body: ResetPasswordBody) => api.post('/account/reset', NoticeSchema, body);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
