import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A save or delete that reloads the lists it changes (and the pickers that read them). */
export function useRefMutation<A, R>(fn: (arg: A) => Promise<R>, keys: readonly QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

/** Deletes are confirmed by ConfirmDelete / DataTable, which show the server message themselves. */
export const quiet = { silent: true } as const;
