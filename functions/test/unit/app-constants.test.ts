// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CALL_TIME_LABELS,
  COLLECTIONS,
  HERO_COPY_CACHE_CONTROL,
  HERO_COPY_PATHS,
  HERO_SETTINGS_ID,
  IMAGE_STORAGE_FOLDER,
  INQUIRY_ATTACHMENT_FOLDER,
  MAIL_COLLECTION,
  NOTIFICATION_SETTINGS_ID,
  RELATED_WORKS_LIMIT,
  WORK_TYPE_LABELS,
} from '../../../src/config/constants.js';
import { routes } from '../../../src/config/routes.js';
import * as copied from '../../src/app-constants.js';

/** functions/src/app-constants.ts names web app values for the functions (built into their package): the right ones. */
describe('the functions use the web app values', () => {
  it('labels of work types and call times', () => {
    expect(copied.WORK_TYPE_LABELS).toEqual(WORK_TYPE_LABELS);
    expect(copied.CALL_TIME_LABELS).toEqual(CALL_TIME_LABELS);
  });

  it('collections, the settings document, the photo folder', () => {
    expect(copied.INQUIRIES_COLLECTION).toBe(COLLECTIONS.inquiries);
    expect(copied.SETTINGS_COLLECTION).toBe(COLLECTIONS.settings);
    expect(copied.NOTIFICATION_SETTINGS_ID).toBe(NOTIFICATION_SETTINGS_ID);
    expect(copied.MAIL_COLLECTION).toBe(MAIL_COLLECTION);
    expect(copied.INQUIRY_ATTACHMENT_FOLDER).toBe(INQUIRY_ATTACHMENT_FOLDER);
  });

  it('the images, the hero and its copy, the related works', () => {
    expect(copied.IMAGES_COLLECTION).toBe(COLLECTIONS.images);
    expect(copied.HERO_SETTINGS_ID).toBe(HERO_SETTINGS_ID);
    expect(copied.IMAGE_STORAGE_FOLDER).toBe(IMAGE_STORAGE_FOLDER);
    expect(copied.HERO_COPY_PATHS).toEqual(HERO_COPY_PATHS);
    expect(copied.HERO_COPY_CACHE_CONTROL).toBe(HERO_COPY_CACHE_CONTROL);
    expect(copied.RELATED_WORKS_LIMIT).toBe(RELATED_WORKS_LIMIT);
  });

  it("a work's page", () => {
    expect(`${copied.WORK_PAGE_PATH_PREFIX}:imageId`).toBe(routes.photo.path);
  });

  it("the admin's inquiries page", () => {
    expect(copied.ADMIN_INQUIRIES_PATH).toBe(routes.adminInquiries.path);
  });
});
