import { useEffect, useRef, type RefObject } from 'react';

export type FocusTarget = HTMLInputElement | HTMLTextAreaElement;

/** Brings a control and the message under it into view (a phone's screen is short) without a jump. */
function reveal(control: FocusTarget): void {
  control.focus({ preventScroll: true });
  (control.closest('[data-field]') ?? control).scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

/**
 * After a failed check (`attempt` bumped), focuses the first invalid control and shows it with its message: once per
 * attempt, not while the visitor types.
 */
export function useFocusFirstInvalid<Field extends string>(
  attempt: number,
  firstInvalid: Field | undefined,
  controls: Record<Field, RefObject<FocusTarget | null>>,
): void {
  const focusedAttempt = useRef(0);
  useEffect(() => {
    if (attempt === focusedAttempt.current) return;
    focusedAttempt.current = attempt;
    const control = firstInvalid ? controls[firstInvalid].current : null;
    if (control) reveal(control);
  });
}
