/** How long after the load event the web font waits, so the page's chunk, data and pictures go first. */
const WEB_FONT_DELAY_MS = 1000;

/** Set on <html> once the web font is ready: src/styles/index.css then puts Pretendard first in the font stack. */
const WEB_FONT_CLASS = 'web-font';

/**
 * Loads Pretendard once the page has loaded, so neither its stylesheet (src/styles/fonts.css: @font-face rules for
 * the dynamic subsets) nor its files hold back the first paint or compete with the page's own scripts, data and
 * pictures. Text shows in the metric-matched 'Pretendard Fallback' (font-fallback.css) until the subsets this page's
 * text needs have all loaded; then Pretendard is switched on in one step (one re-layout, not one per subset file,
 * which on a phone would block input several times). Text that appears later loads its subsets as needed.
 */
export function loadWebFontsAfterLoad(): void {
  const load = async () => {
    try {
      await import('../styles/fonts.css');
      // Each character once: the browser maps them to the subsets (their unicode ranges) to fetch.
      const characters = [...new Set(document.body.textContent ?? '')].join('');
      await document.fonts.load('1em "Pretendard Variable"', characters);
    } catch {
      // Offline or blocked: the fallback font stays, which is fine.
      return;
    }
    document.documentElement.classList.add(WEB_FONT_CLASS);
  };
  const later = () => setTimeout(() => void load(), WEB_FONT_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
