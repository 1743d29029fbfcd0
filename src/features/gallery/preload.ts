/** Starts downloading images the visitor is likely to open next, so they show at once. */
export function preloadImages(urls: ReadonlyArray<string | null | undefined>): void {
  if (typeof Image === 'undefined') return;
  for (const url of urls) {
    if (!url) continue;
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
  }
}
