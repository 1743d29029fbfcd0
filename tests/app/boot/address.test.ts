import { describe, expect, it } from 'vitest';
import { bootModeOf, hashAddressOf, routeOfAddress } from '@/app/boot/address';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the route an address names', () => {
  it('is the hash route when there is one, else the clean path with its query', () => {
    expect(routeOfAddress(at('/', '', '#/contact'))).toBe('/contact');
    expect(routeOfAddress(at('/about', '', '#/contact?work=roofing'))).toBe('/contact?work=roofing');
    expect(routeOfAddress(at('/about'))).toBe('/about');
    expect(routeOfAddress(at('/projects', '?work=roofing'))).toBe('/projects?work=roofing');
    expect(routeOfAddress(at('/'))).toBe('/');
    // A hash that is no route (a skip link's target) leaves the path.
    expect(routeOfAddress(at('/about', '', '#main'))).toBe('/about');
  });

  it("becomes the app's hash address; the home page keeps /", () => {
    expect(hashAddressOf('/about')).toBe('/#/about');
    expect(hashAddressOf('/projects?work=roofing')).toBe('/#/projects?work=roofing');
    expect(hashAddressOf('/')).toBe('/');
  });

  it('is hydrated only when the server-rendered HTML shows exactly that route', () => {
    expect(bootModeOf('/about', '/about')).toBe('hydrate');
    expect(bootModeOf('/contact', '/')).toBe('render');
    expect(bootModeOf('/projects?work=roofing', '/projects')).toBe('render');
    expect(bootModeOf('/about', undefined)).toBe('render');
    expect(bootModeOf('/ABOUT', '/about')).toBe('render');
  });
});
