import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast/toast-context';
import { reportError } from '@/domain/report-error';
import { useRequireAdmin } from '../session/require-admin';
import { failureText } from './failure-text';

export interface AdminMutation<V, R> {
  /** The backend write. */
  mutate: (variables: V) => Promise<R>;
  /** The success alert, if any. */
  success?: (variables: V, result: R) => string;
  /**
   * The failure alert; the error is also reported under `label`. A refusal (permission-denied, invalid-argument)
   * loses its retry advice and says what is wrong (failure-text.ts).
   */
  failure: (error: unknown, variables: V) => string;
  label: string;
  /** Puts what the backend accepted into the cache at once (list-cache.ts), before the invalidation reads it again. */
  updatesCache?: (client: QueryClient, variables: V, result: R) => void;
  /** The server state the write changes: invalidated once it succeeded. */
  invalidates: readonly QueryKey[];
  /** A failure that still changed something (a batch that stopped half-way): invalidate then too. */
  changedDespite?: (error: unknown) => boolean;
  /** The toasts' source (ToastOptions): the form's own alerts share it, so the outcome replaces its earlier error. */
  toastSource?: string;
}

/** What the screen does with the outcome; it runs before the invalidation, so a list that moves is read once. */
export interface MutationReactions<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

/**
 * Every admin write goes through here: the one admin check (a signed-in administrator, else the alert
 * 로그인이 필요합니다. or the not-admin message, and no backend call), then the write (TanStack's useMutation), its
 * success or failure alert, its cache update, and the invalidation of the keys it names. `run` resolves to whether the write succeeded.
 */
export function useAdminMutation<V, R = void>(spec: AdminMutation<V, R>) {
  const requireAdmin = useRequireAdmin();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: spec.mutate });

  const invalidate = () => {
    for (const queryKey of spec.invalidates) void queryClient.invalidateQueries({ queryKey });
  };

  const run = async (variables: V, reactions: MutationReactions<R> = {}): Promise<boolean> => {
    if (!requireAdmin()) return false;
    let result: R;
    try {
      result = await mutation.mutateAsync(variables);
    } catch (error) {
      reportError(spec.label, error);
      toast.show('error', failureText(spec.failure(error, variables), error), { source: spec.toastSource });
      reactions.onError?.(error);
      if (spec.changedDespite?.(error)) invalidate();
      return false;
    }
    if (spec.success) toast.show('success', spec.success(variables, result), { source: spec.toastSource });
    spec.updatesCache?.(queryClient, variables, result);
    reactions.onSuccess?.(result);
    invalidate();
    return true;
  };

  return { run, pending: mutation.isPending };
}
