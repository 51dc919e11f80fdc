import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { useMutation as apolloUseMutation } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClientLoader } from './query-hooks';

/** Apollo's mutation options (refetchQueries, update, onCompleted, …). */
export type MutationOptions<TData, TVariables extends OperationVariables> = apolloUseMutation.Options<TData, TVariables>;

export type MutationState<TData> = {
  data: TData | undefined;
  error: ErrorLike | undefined;
  loading: boolean;
  called: boolean;
  reset(): void;
};

type MutateResult<TData> = { data?: TData | null; error?: ErrorLike };

const IDLE_MUTATION = { data: undefined, error: undefined, loading: false, called: false } as const;

/** Apollo's `useMutation`; the client loads when the mutation is first run. */
export function useMutation<TData, TVariables extends OperationVariables = OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  options: MutationOptions<TData, TVariables> = {},
): [(call?: MutationOptions<TData, TVariables>) => Promise<MutateResult<TData>>, MutationState<TData>] {
  const loadClient = useApolloClientLoader();
  const [state, setState] = useState<Omit<MutationState<TData>, 'reset'>>(IDLE_MUTATION);
  const ref = useRef({ options, mutation, id: 0, mounted: true });
  ref.current.options = options;
  ref.current.mutation = mutation;
  useEffect(() => {
    const current = ref.current;
    current.mounted = true;
    return () => {
      current.mounted = false;
    };
  }, []);

  const execute = useCallback(
    (call: MutationOptions<TData, TVariables> = {}): Promise<MutateResult<TData>> => {
      const id = ++ref.current.id;
      const base = ref.current.options;
      if (ref.current.mounted) setState({ data: undefined, error: undefined, loading: true, called: true });
      const merged = { ...base, ...call, variables: { ...base.variables, ...call.variables } };
      const { onCompleted, onError, ...clientOptions } = merged as typeof merged & {
        onCompleted?: (data: TData | undefined) => void;
        onError?: (error: ErrorLike) => void;
      };
      const done = loadClient()
        .then(
          (client) =>
            client.mutate({ ...clientOptions, mutation: ref.current.mutation } as never) as Promise<MutateResult<TData>>,
        )
        .then(
          (response) => {
            if (response.error && onError) onError(response.error);
            if (id === ref.current.id && ref.current.mounted) {
              setState({ data: response.data ?? undefined, error: response.error, loading: false, called: true });
            }
            if (!response.error) onCompleted?.(response.data ?? undefined);
            return response;
          },
          (error: ErrorLike) => {
            if (id === ref.current.id && ref.current.mounted) setState({ data: undefined, error, loading: false, called: true });
            onError?.(error);
            throw error;
          },
        );
      done.catch(() => undefined);
      return done;
    },
    [loadClient],
  );
  const reset = useCallback(() => {
    ref.current.id = 0;
    if (ref.current.mounted) setState(IDLE_MUTATION);
  }, []);
  return [execute, useMemo(() => ({ ...state, reset }), [state, reset])];
}
