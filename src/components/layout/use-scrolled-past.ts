import { useEffect, useState } from 'react';

/**
 * True once the window has scrolled more than `threshold` pixels; follows a passive scroll listener. It starts
 * false, as on the server (a server-rendered page is taken over with the same markup), and reads the scroll at once.
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
