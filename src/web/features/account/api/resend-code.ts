import { useMutation } from '@tanstack/react-query';
import { NoticeSchema, type LoginOnlyBody } from '../../../../shared/schemas/account.ts';
import { api } from '../../../lib/api-client.ts';

/** Mails a new activation code (the same answer whether or not the account exists). */
export const resendCode = (body: LoginOnlyBody) => api.post('/account/resend', NoticeSchema, body);

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
