import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { SCREEN_WAIT_MS } from './timeouts';

// One limit for every findBy/waitFor: a whole screen (lazy chunks, the demo database, an upload) can take many
// seconds on a loaded CI machine. A wait ends as soon as what it waits for is there, so the limit costs nothing
// when things work; limits tuned to a quiet laptop made tests fail by chance under load.
configure({ asyncUtilTimeout: SCREEN_WAIT_MS });

// Files marked `// @vitest-environment node` (tests/scripts/) have no window: the rest is for jsdom only.
const browserLike = typeof window !== 'undefined';

afterEach(() => {
  cleanup();
  if (browserLike) localStorage.clear();
});

// jsdom has no layout: give the APIs components call harmless versions.
if (browserLike) window.scrollTo = () => {};
if (browserLike && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (browserLike && !('IntersectionObserver' in window)) {
  class NoopIntersectionObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: NoopIntersectionObserver });
}
