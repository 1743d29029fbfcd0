import { useCallback, useEffect, useRef, useState } from 'react';

/** The longest the other photos wait for the first one once the cards show. */
export const OTHER_IMAGES_WAIT_MS = 3000;

/** Runs `callback` once the browser has painted the next frame; returns a cancel function. */
function afterNextPaint(callback: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * On the gallery's first showing, the first photo (the page's largest paint on a phone) loads alone: the others
 * start once it has loaded or failed and been painted (at the latest OTHER_IMAGES_WAIT_MS after the cards show),
 * so on a slow connection it does not share the bandwidth with eight pictures further down. Then, for good,
 * every photo loads as usual (lazily). `shown`: the cards are on screen.
 */
export function useFirstImageFirst(shown: boolean): { othersMayLoad: boolean; firstImageSettled: () => void } {
  const [othersMayLoad, setOthersMayLoad] = useState(false);
  const cancel = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!shown || othersMayLoad) return;
    const timer = setTimeout(() => setOthersMayLoad(true), OTHER_IMAGES_WAIT_MS);
    return () => clearTimeout(timer);
  }, [shown, othersMayLoad]);

  useEffect(() => () => cancel.current?.(), []);

  const firstImageSettled = useCallback(() => {
    cancel.current ??= afterNextPaint(() => setOthersMayLoad(true));
  }, []);

  return { othersMayLoad, firstImageSettled };
}
