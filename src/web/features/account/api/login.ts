import { useMutation } from '@tanstack/react-query';
import { SignInAnswerSchema, type LoginBody } from '../../../../shared/schemas/account.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * Sets the session cookie; names the team invitation to answer first, if any. 401 INVALID_CREDENTIALS (also
 * before activation); 403 PASSWORD_RESET_REQUIRED (a code was mailed).
 */
export const login = (body: LoginBody) => api.post('/account/login', SignInAnswerSchema, body);

export function useLogin() {
  return useMutation({ mutationFn: login });
}
