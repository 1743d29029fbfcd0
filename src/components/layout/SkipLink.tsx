import type { MouseEvent } from 'react';
import { ui } from '../ui/copy';

/**
 * "본문으로 건너뛰기": the first focusable element. The router lives in the URL hash, so the link moves focus to
 * <main id="main"> itself instead of changing the hash (which the router would read as a page path).
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = document.getElementById(targetId);
    if (!target) return;
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <a
      href={`#${targetId}`}
      onClick={onClick}
      className="sr-only z-50 rounded-lg bg-brand-500 font-bold text-slate-950 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:px-4 focus:py-3"
    >
      {ui.skipToContent}
    </a>
  );
}
