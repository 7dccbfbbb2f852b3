import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/client';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Client errors will not fix themselves; only transient failures get one more try.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
