import { describe, expect, it } from 'vitest';
import { linkHref } from '@/app/router/link-href';

describe('the href of in-app links', () => {
  it('is the clean path for public pages, with their query', () => {
    expect(linkHref('/')).toBe('/');
    expect(linkHref('/about')).toBe('/about');
    expect(linkHref('/projects/gallery/a%20b')).toBe('/projects/gallery/a%20b');
    expect(linkHref({ pathname: '/projects', search: '?work=roofing' })).toBe('/projects?work=roofing');
  });

  it('is the hash address for the admin and for paths that are no public page', () => {
    expect(linkHref('/jy-dev/login')).toBe('/#/jy-dev/login');
    expect(linkHref({ pathname: '/jy-dev/inquiries', search: '?open=x' })).toBe('/#/jy-dev/inquiries?open=x');
    expect(linkHref('/ABOUT')).toBe('/#/ABOUT');
  });
});
