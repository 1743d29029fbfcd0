// The `node` project's setup (vitest.config.ts): tests that touch no DOM. The demo adapter's tests open its
// database in the fake IndexedDB, as the jsdom tests do (tests/support/setup.ts).
import 'fake-indexeddb/auto';
