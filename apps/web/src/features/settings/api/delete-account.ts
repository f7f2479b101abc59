import { ZDeleteAccountResponseSchema } from '@cadence/contract/account/delete-account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/account with the email the member typed; the server checks it. */
export const deleteAccount = async (confirmEmail: string) =>
  (
    await apiRequest('/api/account', {
      method: 'DELETE',
      body: { confirm_email: confirmEmail },
      schema: ZDeleteAccountResponseSchema,
    })
  ).data;

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount, retry: false });
