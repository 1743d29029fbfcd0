import { describe, expect, it } from 'vitest';
import { parsePageData, serializePageData, type PageData } from '@/lib/page-data/page-data';

describe('page data in the HTML', () => {
  it('round-trips with its Dates, and no text can close the data block', () => {
    const data: PageData = {
      hero: { imageUrl: '/a.webp', thumbnailUrl: null },
      photoPage: {
        photo: {
          id: 'x',
          title: '</script><script>alert(1)</script>',
          category: 'AS',
          workType: null,
          description: null,
          takenAt: new Date('2026-05-09T02:05:00Z'),
          imageUrl: '/a.webp',
          thumbnailUrl: null,
          fileName: 'f',
          thumbnailFileName: null,
          uploadedAt: null,
          uploaderUid: null,
          uploaderEmail: null,
          isFeatured: false,
          isHeroImage: true,
          jobId: null,
          stage: null,
        },
        newer: null,
        older: null,
        related: [],
        job: null,
      },
    };
    const json = serializePageData(data);
    expect(json).not.toContain('<');
    const back = parsePageData(json);
    expect(back).toEqual(data);
    expect(back?.photoPage?.photo.takenAt).toBeInstanceOf(Date);
  });

  it('reads nothing from text that is not page data', () => {
    expect(parsePageData('')).toBeNull();
    expect(parsePageData('not json')).toBeNull();
    expect(parsePageData('42')).toBeNull();
  });
});
