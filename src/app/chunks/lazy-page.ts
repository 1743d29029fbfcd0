import { lazy, type ComponentType } from 'react';
import { loadChunk } from './chunk-error';

/** React.lazy for a route's page: the chunk is loaded with the 120 s time-out and classified on failure. */
export function lazyPage<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => loadChunk(importer));
}
