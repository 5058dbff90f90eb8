import { useMutation } from '@tanstack/react-query';
import { NoticeSchema, type RegisterBody } from '../../../../shared/schemas/account.ts';
import { api } from '../../../lib/api-client.ts';

/** Answers REGISTERED even for a taken name or e-mail: the truth goes to the address by mail. */
export const register = (body: RegisterBody) => api.post('/account/register', NoticeSchema, body);

export function useRegister() {
  return useMutation({ mutationFn: register });
}
