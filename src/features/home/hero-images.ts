/**
 * The shipped hero pictures, shown at once (they are the page's largest paint) and until the flagged
 * hero image has loaded. Relative paths: the build is served with base './'.
 */
export const HERO_DEFAULT = { src: 'images/hero-default.webp', width: 1920, height: 1080 } as const;
export const HERO_DEFAULT_MOBILE = { src: 'images/hero-default-mobile.webp', width: 828, height: 1100, media: '(max-width: 640px)' } as const;
