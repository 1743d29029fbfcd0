/**
 * Time limits of the jsdom tests, in one place. They are ceilings, not delays: a wait ends as soon as its condition
 * holds. Sized for a CI machine whose two cores are also busy with other work (a test may run ten times slower
 * there than on a quiet laptop); a test that needs longer than these is a bug to fix, not a limit to raise.
 */

/** findBy* / waitFor: how long a screen or an update may take to appear (tests/support/setup.ts sets it). */
export const SCREEN_WAIT_MS = 30_000;

/** One test (vitest.config.ts testTimeout): a whole-app journey may wait for several screens. */
export const TEST_TIMEOUT_MS = 120_000;

/** A backend's eventual effect (a live update, a background removal) in the contract suite, on either adapter. */
export const EVENTUAL_WAIT_MS = 30_000;
