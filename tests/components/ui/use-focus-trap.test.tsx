import { render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFocusTrap } from '@/components/ui/use-focus-trap';

function Trap() {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true);
  return (
    <div ref={ref} role="dialog" aria-label="창" tabIndex={-1}>
      <button type="button">닫기</button>
    </div>
  );
}

/** Opens the dialog a moment after it mounts, from outside any event (as a lazily loaded dialog arrives). */
function Page() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <button type="button">열기</button>
      {shown && <Trap />}
    </>
  );
}

describe('useFocusTrap', () => {
  // React's test mode flushes every effect at once; here the dialog arrives as in the browser, on its own.
  let actEnvironment: unknown;
  beforeEach(() => {
    actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('has focus inside the dialog by the time the dialog is in the page, never a moment later', async () => {
    const focusWhenShown = new Promise<Element | null>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[role="dialog"]')) return;
        observer.disconnect();
        resolve(document.activeElement);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    render(<Page />);
    screen.getByRole('button', { name: '열기' }).focus();
    const focused = await focusWhenShown;
    expect(screen.getByRole('dialog')).toContainElement(focused as HTMLElement);
  });
});
