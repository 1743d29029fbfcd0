import { useEffect, type RefObject } from 'react';

/**
 * What a visitor did on a server-rendered page before the app took it over, handed to the app. index.html's
 * start-up script answers every control marked data-first-tap until main.tsx sets data-app on <html>
 * (docs/first-paint.md): a "later" control it could not do itself (a page button, a filter link, a form's send
 * button) is marked with FIRST_TAP_PENDING; fields keep what was typed or chosen in them. A component whose
 * controls may hold such a tap calls useFirstTapReplay once React has taken them over.
 */
export const FIRST_TAP_PENDING = 'data-first-tap-pending';
/** On a field typed or chosen in before the app took over. */
export const FIRST_TAP_ENTERED = 'data-first-tap-entered';
/** On a choice button (data-first-tap="choice") the start-up script changed: how it was (aria-pressed) before. */
export const FIRST_TAP_WAS = 'data-first-tap-was';

/** A control's own value setter, which React's change tracking does not see (so a change event reaches it). */
function setUntracked(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}

/**
 * Tells React about each field of `container` that was typed or chosen in before the app took over (React keeps
 * what it shows but has not heard of it), as the visitor's own change would.
 */
function replayInput(container: Element): void {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[${FIRST_TAP_ENTERED}]`)) {
    field.removeAttribute(FIRST_TAP_ENTERED);
    if (field instanceof HTMLSelectElement || field.type === 'file') {
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // Back to what React holds, then the visitor's click again (of a radio group, the one chosen now).
      if (field.checked !== field.defaultChecked && (field.checked || field.type === 'checkbox')) {
        field.checked = field.defaultChecked;
        field.click();
      }
    } else if (field.value !== field.defaultValue) {
      const typed = field.value;
      field.value = field.defaultValue;
      setUntracked(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  // Choice buttons: the one chosen now is pressed again from how React has it (or the one chosen before, to clear it).
  const changed = [...container.querySelectorAll<HTMLButtonElement>(`[${FIRST_TAP_WAS}]`)];
  for (const name of new Set(changed.map((button) => button.name))) {
    const group = changed.filter((button) => button.name === name);
    const chosen = group.find((button) => button.getAttribute('aria-pressed') === 'true');
    const before = group.find((button) => button.getAttribute(FIRST_TAP_WAS) === 'true');
    for (const button of group) {
      button.setAttribute('aria-pressed', button.getAttribute(FIRST_TAP_WAS) ?? 'false');
      button.removeAttribute(FIRST_TAP_WAS);
    }
    if (chosen !== before) (chosen ?? before)?.click();
  }
}

/**
 * Once the component has mounted: what was typed or chosen in `ref`'s element before the app took over reaches
 * React, and then a control there that was tapped meanwhile is tapped again (after the updates that brought in,
 * so a send button sends what the form now holds).
 */
export function useFirstTapReplay(ref: RefObject<Element | null>): void {
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    replayInput(container);
    const pending = `[${FIRST_TAP_PENDING}]`;
    const tapped = container.matches(pending) ? container : container.querySelector(pending);
    if (!(tapped instanceof HTMLElement)) return;
    tapped.removeAttribute(FIRST_TAP_PENDING);
    setTimeout(() => (tapped instanceof HTMLFormElement ? tapped.requestSubmit() : tapped.click()), 0);
  }, [ref]);
}
