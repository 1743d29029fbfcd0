import { createElement, Fragment, lazy, useState, type ComponentType, type ReactElement } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { awaitingPage } from '@/lib/navigation/pending-page';
import { loadChunk } from './chunk-error';

type PageModule<P> = { default: ComponentType<P> };

/** A route's page component that can also be asked to start loading its chunk ahead of rendering. */
export interface LazyPage<P extends object> {
  (props: P): ReactElement;
  /** Starts loading the chunk (once); resolves when it has loaded or failed (a failure shows when the page renders). */
  preload: () => Promise<void>;
}

/** Tells the layout that the route being shown is waiting for its code (after this render, never during it). */
function RouteAwaitsChunk({ arrival }: { arrival: Promise<unknown> }) {
  const { pathname, key } = useLocation();
  queueMicrotask(() => awaitingPage(pathname, key, arrival));
  return null;
}

/** The same, for a page rendered in a router (a page rendered on its own, in a test, has no route to report). */
function AwaitsChunk({ arrival }: { arrival: Promise<unknown> }) {
  return useInRouterContext() ? createElement(RouteAwaitsChunk, { arrival }) : null;
}

/**
 * React.lazy for a route's page: the chunk is loaded with the 120 s time-out and classified on failure.
 * `preload()` starts the same load early (start-up warms the current route's page); once the chunk is in,
 * the page renders directly, without suspending. While it waits for its chunk, it reports its route
 * (lib/navigation/pending-page.ts): the router keeps the previous page on screen meanwhile, and the layout shows
 * that the next one is on its way.
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
    if (loaded) return createElement(Component, props);
    return createElement(Fragment, null, createElement(AwaitsChunk, { arrival: load() }), createElement(Component, props));
  }
  Page.preload = () =>
    load().then(
      () => undefined,
      () => undefined,
    );
  return Page;
}
