import { useMutation } from '@tanstack/react-query';
import { NoticeSchema } from '../../../../shared/schemas/account.ts';
import { api } from '../../../lib/api-client.ts';

export const logout = () => api.post('/account/logout', NoticeSchema);

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
