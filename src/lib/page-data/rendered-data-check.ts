/**
 * Whether a server-rendered page's data is sure to be what a read would return now (then the page does not read
 * it again). The app sets the real check at start-up (the backend knows: src/backend/registry.ts
 * renderedDataIsCurrent); until then, and in tests, the answer is no, so every page reads afresh.
 */
let check: () => Promise<boolean> = () => Promise.resolve(false);

export function setRenderedDataCheck(next: () => Promise<boolean>): void {
  check = next;
}

export function renderedDataIsCurrent(): Promise<boolean> {
  return check();
}
