import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The admin's query client. Screens read as they did before TanStack Query: every screen reads when it opens (no
 * page or count is served from a cache: a cursor page is only valid for the list as it was, and the dashboard counts
 * are read once per visit), a failed read is shown at once (no retries), nothing is read again on focus or
 * reconnect, and reads and writes run offline too (the demo backend needs no network). What the cache holds is what
 * is on screen, so a mutation's invalidation reads exactly that again.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 0, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** Server state for the admin: one client per mount of the admin (AdminApp), never in a public chunk. */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createAdminQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
