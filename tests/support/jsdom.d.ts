/**
 * The part of jsdom's API the tests use directly (a fresh page with its own window: tests/app/boot). jsdom ships
 * no types of its own, and vitest's jsdom environment needs none.
 */
declare module 'jsdom' {
  export interface JSDOMOptions {
    url?: string;
    runScripts?: 'dangerously' | 'outside-only';
    pretendToBeVisual?: boolean;
    beforeParse?: (window: Window) => void;
  }
  export class JSDOM {
    constructor(html: string, options?: JSDOMOptions);
    readonly window: Window;
  }
}
