import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
