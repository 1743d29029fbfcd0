import { describe, expect, it } from 'vitest';
import { contactHref, galleryHref, workTypeParam } from '@/config/routes';

/** A work type travels between pages as ?type= (decision 020); links shared with the old ?work= keep working. */
describe('the work type in a URL', () => {
  it('is written as ?type=', () => {
    expect(galleryHref('roofing')).toBe('/projects?type=roofing');
    expect(contactHref('ground')).toBe('/contact?type=ground');
    expect(galleryHref(null)).toBe('/projects');
  });

  it('is read from ?type=, and from an old ?work= link', () => {
    expect(workTypeParam('?type=roofing')).toBe('roofing');
    expect(workTypeParam('?work=waterproofing')).toBe('waterproofing');
    expect(workTypeParam('?type=exterior&work=roofing')).toBe('exterior');
    expect(workTypeParam('?view=jobs')).toBeNull();
  });
});
