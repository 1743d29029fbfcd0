import { useEffect, useState } from 'react';

/** Inputs that open no on-screen keyboard. */
const NO_KEYBOARD_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'range', 'color', 'hidden']);

function opensKeyboard(node: EventTarget | null): boolean {
  if (node instanceof HTMLTextAreaElement) return true;
  if (node instanceof HTMLInputElement) return !NO_KEYBOARD_INPUTS.has(node.type);
  return node instanceof HTMLElement && node.isContentEditable;
}

/**
 * True while a text field has focus on a touch device, i.e. while the on-screen keyboard is (about to be) up.
 * Follows focus rather than the visual viewport: the keyboard's resize arrives after the focus and differs between
 * browsers, while focus is known at once. A mouse-and-keyboard device has no on-screen keyboard: always false.
 */
export function useKeyboardUp(): boolean {
  const [up, setUp] = useState(false);
  useEffect(() => {
    const touch = window.matchMedia('(pointer: coarse)');
    const onFocusIn = (event: FocusEvent) => setUp(touch.matches && opensKeyboard(event.target));
    // Focus moving from one field to the next keeps the keyboard up: look at where it goes.
    const onFocusOut = (event: FocusEvent) => setUp(touch.matches && opensKeyboard(event.relatedTarget));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return up;
}
