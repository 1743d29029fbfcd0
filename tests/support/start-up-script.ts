import { readFileSync } from 'node:fs';

/** index.html's inline start-up script (docs/first-paint.md): it applies and switches the theme, among other things. */
export const START_UP_SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(readFileSync('index.html', 'utf8'))![1]!;

let loaded = false;

/**
 * Runs the start-up script in this test file's document, as a page load does (once per file: its listeners stay on
 * the document), and leaves `started`: as when the app has taken the page over (main.tsx's data-app), so only
 * what the script does for the page's whole life (the theme toggles, failed pictures) remains its own.
 */
export function loadStartUpScript({ started = true }: { started?: boolean } = {}): void {
  if (!loaded) {
    new Function(START_UP_SCRIPT)();
    loaded = true;
  }
  document.documentElement.toggleAttribute('data-app', started);
}
