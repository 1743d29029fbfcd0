import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';
import { loadChunk } from './chunk-error';

type PageModule<P> = { default: ComponentType<P> };

/** A route's page component that can also be asked to start loading its chunk ahead of rendering. */
export interface LazyPage<P extends object> {
  (props: P): ReactElement;
  /** Starts loading the chunk (once); resolves when it has loaded or failed (a failure shows when the page renders). */
  preload: () => Promise<void>;
}

/**
 * React.lazy for a route's page: the chunk is loaded with the 120 s time-out and classified on failure.
 * `preload()` starts the same load early (start-up warms the current route's page); once the chunk is in,
 * the page renders directly, without suspending.
 */
export function lazyPage<P extends object>(importer: () => Promise<PageModule<P>>): LazyPage<P> {
  let loading: Promise<PageModule<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const load = () =>
    (loading ??= loadChunk(importer).then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  function Page(props: P) {
    // Chosen once per mounted page: switching from Lazy to the loaded component later would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  Page.preload = () =>
    load().then(
      () => undefined,
      () => undefined,
    );
  return Page;
}
