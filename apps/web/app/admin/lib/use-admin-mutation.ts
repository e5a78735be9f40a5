import { App } from 'antd';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { showUnlessShown } from '~/lib/request';

/**
 * A change made from the console: on success shows `successText` and refreshes the list under
 * `key`. Errors are shown by the caller's form (EditModal) unless `toastError` is set, as for
 * deletes started from a table row.
 */
export function useAdminMutation<B, D>(
  key: QueryKey,
  fn: (body: B) => Promise<D>,
  successText: string | ((body: B) => string),
  { toastError = false }: { toastError?: boolean } = {},
) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (_data, body) => {
      message.success(typeof successText === 'function' ? successText(body) : successText);
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (err) => {
      if (toastError) showUnlessShown(message, err);
    },
  });
}
