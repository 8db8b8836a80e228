import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** An ApiError as JSON: its class does not survive serialisation, its fields do. */
interface SerializedApiError {
  name: 'ApiError';
  status: number;
  detail: string;
  fromServer: boolean;
  statusText: string;
}

function isSerializedApiError(value: unknown): value is SerializedApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<SerializedApiError>;
  return (
    candidate.name === 'ApiError' &&
    typeof candidate.status === 'number' &&
    typeof candidate.detail === 'string'
  );
}

/**
 * The data a page was rendered from, for the browser: answers and also failures (a story that is
 * not found renders its not-found page; the browser must start from the same 404, or hydration
 * would render a skeleton instead).
 */
export function dehydrateForBrowser(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' ||
      (query.state.status === 'error' && query.state.error instanceof ApiError),
  });
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (error instanceof ApiError) {
      const serialized: SerializedApiError = {
        name: 'ApiError',
        status: error.status,
        detail: error.detail,
        fromServer: error.fromServer,
        statusText: error.statusText,
      };
      query.state = { ...query.state, error: serialized as unknown as Error };
    }
  }
  return state;
}

/**
 * Puts the server's data into the browser's cache. It was current when the page was served (the
 * cached page is dropped on every content change), so it counts as fetched now: hydration makes no
 * second request for it.
 */
export function hydrateFromServer(queryClient: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  const queries = state.queries.map((query) => {
    const error: unknown = query.state.error;
    const revived = isSerializedApiError(error)
      ? new ApiError(error.status, error.detail, {
          fromServer: error.fromServer,
          statusText: error.statusText,
        })
      : query.state.error;
    return {
      ...query,
      state: {
        ...query.state,
        error: revived,
        dataUpdatedAt: query.state.status === 'success' ? now : query.state.dataUpdatedAt,
        errorUpdatedAt: query.state.status === 'error' ? now : query.state.errorUpdatedAt,
      },
    };
  });
  hydrate(queryClient, { ...state, queries });
}
