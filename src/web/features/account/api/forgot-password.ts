import { useMutation } from '@tanstack/react-query';
import { NoticeSchema, type LoginOnlyBody } from '../../../../shared/schemas/account.ts';
import { api } from '../../../lib/api-client.ts';

/** Mails a code to set a new password (the same answer whether or not the account exists). */
export const forgotPassword = (body: LoginOnlyBody) => api.post('/account/forgot', NoticeSchema, body);

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
