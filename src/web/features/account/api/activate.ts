import { useMutation } from '@tanstack/react-query';
import { SignInAnswerSchema, type ActivateBody } from '../../../../shared/schemas/account.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * Activates an account with the mailed code and the password chosen at registration; 400 INVALID_ACTIVATION.
 * Signing in too, it names the team invitation to answer first, if any.
 */
export const activate = (body: ActivateBody) => api.post('/account/activate', SignInAnswerSchema, body);

export function useActivate() {
  return useMutation({ mutationFn: activate });
}
