import { useEffect, useEffectEvent } from 'react';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * ← and → anywhere on the page (keydown on window), except while typing in a field or with a modifier key held
 * (so browser shortcuts such as Alt+← keep working).
 */
export function useArrowKeys(onLeft: () => void, onRight: () => void): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (isTyping(event.target)) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      onLeft();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      onRight();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
