import { afterEach, beforeEach } from 'vitest';

/**
 * jsdom has no layout, so CSS media queries never match (tests/support/setup.ts stubs matchMedia as false). This
 * makes window.matchMedia answer `(min-width: Npx)` and `(max-width: Npx)` as a window `width` px wide would,
 * for the tests of one describe block (or file), and puts the stub back after each test.
 */
export function withViewportWidth(width: number): void {
  let previous: typeof window.matchMedia;
  beforeEach(() => {
    previous = window.matchMedia;
    window.matchMedia = (query: string) => {
      const min = /\(min-width:\s*(\d+)px\)/.exec(query);
      const max = /\(max-width:\s*(\d+)px\)/.exec(query);
      const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && Boolean(min || max);
      return {
        matches,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      } as MediaQueryList;
    };
  });
  afterEach(() => {
    window.matchMedia = previous;
  });
}

/** Tailwind's md breakpoint and up: the admin's tables. */
export const DESKTOP_WIDTH = 1280;
/** A common phone. */
export const PHONE_WIDTH = 375;
