import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The admin's query client, the one owner of the admin's server state. What a screen read stays cached (TanStack's
 * defaults): a screen opened again shows it at once and reads it again behind it. A write puts what the backend
 * accepted into the cache and invalidates what it changed (use-admin-mutation.ts), so the screens on show read it
 * again. A failed read is shown at once (no retries), nothing is read again on focus or reconnect (the live
 * subscriptions keep the inquiries current), and reads and writes run offline too (the demo backend needs no
 * network).
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** Server state for the admin: one client per mount of the admin (AdminApp), never in a public chunk. */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createAdminQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
