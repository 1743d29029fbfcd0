import { describe, expect, it } from 'vitest';
import { patternSource } from '../../scripts/vite/first-page-preload';

const matches = (pattern: string, path: string) => new RegExp(patternSource(pattern), 'i').test(path);

/** The inline script of index.html matches routes like react-router: case-insensitive, optional trailing slash. */
describe('first-page preload route patterns', () => {
  it('matches the home page on an empty or bare path', () => {
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '')).toBe(true);
    expect(matches('/', '/about')).toBe(false);
  });

  it('matches static paths exactly, with an optional trailing slash, in any case', () => {
    expect(matches('/projects', '/projects')).toBe(true);
    expect(matches('/projects', '/Projects/')).toBe(true);
    expect(matches('/projects', '/projects/gallery/a')).toBe(false);
  });

  it('matches one segment for a parameter and the rest for a splat', () => {
    expect(matches('/projects/gallery/:imageId', '/projects/gallery/roof-1')).toBe(true);
    expect(matches('/projects/gallery/:imageId', '/projects/gallery/')).toBe(false);
    expect(matches('/projects/gallery/:imageId', '/projects/gallery/a/b')).toBe(false);
    expect(matches('/jy-dev/*', '/jy-dev')).toBe(true);
    expect(matches('/jy-dev/*', '/jy-dev/images')).toBe(true);
    expect(matches('/jy-dev/*', '/jy-devx')).toBe(false);
  });
});
