import { useMutation } from '@tanstack/react-query';
import { notifySuccess } from './notify';

/**
 * A change made from a row of a managed list (visible switch, auth, delete…): on success it says so
 * with `successMessage` and refreshes the list, the same way on every admin list.
 */
export function useListChange<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>, successMessage: string, refresh: () => void) {
  return useMutation({
    mutationFn,
    onSuccess: () => {
      notifySuccess(successMessage);
      refresh();
    },
  });
}
