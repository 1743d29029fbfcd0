import { setPopCheck } from './pop-interceptor';

/**
 * The page a screen holds while it has unsaved work (leave-guard.ts). On Back, Forward or an address typed into the
 * bar (popstate) the app's router asks (through pop-interceptor.ts) whether it must stay: heldPop answers while a
 * hold is there.
 */

/** Shows the screen's question; `leave` goes where the staff member was going, if they choose to. */
export type AskToLeave = (leave: () => void) => void;

export interface Hold {
  ask: AskToLeave;
  /** The history entry of the held page (react-router's history.state.idx), null when unknown. */
  index: number | null;
  /** Moves of our own back to the held entry, whose arrival the router must not show either. */
  ownMoves: number;
  /** The staff member chose to leave by Back/Forward: the next arrival passes. */
  leaving: boolean;
  /** The screen no longer holds the page; the hold stays only to swallow a move of its own still on its way. */
  released: boolean;
}

let held: Hold | null = null;

/** The hold in force, if a screen holds the page. */
export const currentHold = (): Hold | null => (held && !held.released ? held : null);

/** The history entry's index, as react-router's history writes it into history.state (null when there is none). */
export function historyIndex(state: unknown): number | null {
  const index = state && typeof state === 'object' && 'idx' in state ? (state as { idx: unknown }).idx : null;
  return typeof index === 'number' ? index : null;
}

/** A screen holds the page from now on (the page on show is the current history entry). */
export function holdPage(ask: AskToLeave): Hold {
  const hold: Hold = { ask, index: historyIndex(window.history.state), ownMoves: 0, leaving: false, released: false };
  held = hold;
  setPopCheck(heldPop);
  return hold;
}

/** The screen lets go (a move of its own still on its way is still swallowed). */
export function releaseHold(hold: Hold): void {
  hold.released = true;
  if (held === hold && hold.ownMoves === 0) letGo();
}

function letGo(): void {
  held = null;
  setPopCheck(null);
}

/**
 * The router's check (pop-interceptor.ts), on every Back/Forward/typed address (popstate), with the state of the entry arrived at: true when
 * the arrival is held (the router must stay on the page it shows). Then the address is moved back to the held page
 * and its screen asks; if the staff member leaves, the move is made again and passes.
 */
export function heldPop(state: unknown): boolean {
  const hold = held;
  if (!hold) return false;
  if (hold.released) {
    const own = hold.ownMoves > 0;
    if (own) hold.ownMoves -= 1;
    if (hold.ownMoves === 0) letGo();
    return own;
  }
  if (hold.ownMoves > 0) {
    hold.ownMoves -= 1;
    return true;
  }
  if (hold.leaving) {
    hold.leaving = false;
    return false;
  }
  const there = historyIndex(state);
  // How far to go to be back on the held entry: a typed address made a new entry after it (a state without idx).
  const back = hold.index !== null && there !== null ? hold.index - there : -1;
  if (back === 0) return false;
  hold.ownMoves += 1;
  window.history.go(back);
  hold.ask(() => {
    hold.leaving = true;
    window.history.go(-back);
  });
  return true;
}
