// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../src/config/collections.js';
import { routes } from '../../../src/config/routes.js';
import * as named from '../../src/app-constants.js';

/**
 * functions/src/app-constants.ts re-exports the web app's values (built into the functions' package) and derives a
 * few under the functions' names: the derived ones are the right values.
 */
describe('the functions name the web app values', () => {
  it('collections', () => {
    expect(named.INQUIRIES_COLLECTION).toBe(COLLECTIONS.inquiries);
    expect(named.SETTINGS_COLLECTION).toBe(COLLECTIONS.settings);
    expect(named.IMAGES_COLLECTION).toBe(COLLECTIONS.images);
  });

  it('a photo page', () => {
    expect(`${named.PHOTO_PAGE_PATH_PREFIX}:photoId`).toBe(routes.photo.path);
    expect(named.PHOTO_PAGE_PATH_PREFIX).toBe('/projects/gallery/');
  });

  it("the admin's inquiries page", () => {
    expect(named.ADMIN_INQUIRIES_PATH).toBe(routes.adminInquiries.path);
  });
});
