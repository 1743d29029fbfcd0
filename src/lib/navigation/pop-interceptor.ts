/**
 * A slot for one check the app's router makes on every Back/Forward/typed address (popstate) before it shows another
 * page: true keeps the page on show. Empty on public pages; the admin's leave guard (leave-guard.ts) fills it while
 * a screen holds unsaved work. Tiny on purpose: the router is in every page's code, the check loads with the admin.
 */
type PopCheck = (state: unknown) => boolean;

let check: PopCheck | null = null;

/** Puts `next` in the slot (null empties it). */
export function setPopCheck(next: PopCheck | null): void {
  check = next;
}

/** For the router: whether the arrival at a history entry with `state` is held (the router then stays). */
export function popIsHeld(state: unknown): boolean {
  return check?.(state) ?? false;
}
