import { useAsyncValue } from '@/lib/use-async-value';
import { backendKind } from './auth-service';

/** True when the embedded demo backend runs (the login page then shows the demo account). */
export function useDemoMode(): boolean {
  const kind = useAsyncValue(backendKind, backendKind, 'Failed to read the backend kind');
  return kind.status === 'ready' && kind.value === 'demo';
}
