import { describe, expect, it } from 'vitest';
import { toActivity, toDate, toPhoto, toInquiry } from '@/backend/firebase/mappers';

/** Firestore data → domain: Timestamps become Dates at the adapter's boundary; odd data gets safe defaults. */
const timestamp = (date: Date) => ({ seconds: Math.floor(date.getTime() / 1000), nanoseconds: 0, toDate: () => date });

describe('firebase mappers', () => {
  it('turns Timestamps into Dates and anything else into null', () => {
    const date = new Date('2025-03-01T00:00:00Z');
    expect(toDate(timestamp(date))).toBe(date);
    expect(toDate(null)).toBeNull();
    expect(toDate('2025-03-01')).toBeNull();
  });

  it('reads an image, with the legacy `date` text when uploadedAt is missing', () => {
    const image = toPhoto('img-1', {
      title: '지붕',
      category: 'AS',
      imageUrl: 'https://x/a.webp',
      fileName: '1-a.webp',
      uploadedAt: null,
      date: '2018-06-12',
      isFeatured: true,
    });
    expect(image).toEqual({
      id: 'img-1',
      title: '지붕',
      category: 'AS',
      workType: null,
      description: null,
      takenAt: null,
      imageUrl: 'https://x/a.webp',
      thumbnailUrl: null,
      fileName: '1-a.webp',
      thumbnailFileName: null,
      uploadedAt: new Date(2018, 5, 12),
      uploaderUid: null,
      uploaderEmail: null,
      isFeatured: true,
      isHeroImage: false,
      jobId: null,
      stage: null,
    });
    expect(toPhoto('img-2', { category: '기타' }).category).toBe('지보공사');
  });

  it('reads an inquiry and an activity', () => {
    const at = new Date('2025-01-01T09:00:00Z');
    expect(
      toInquiry('inq-1', { name: '홍길동', phone: '010', message: 'm', email: null, status: '확인중', submittedAt: timestamp(at) }),
    ).toEqual({
      id: 'inq-1',
      name: '홍길동',
      email: null,
      phone: '010',
      message: 'm',
      submittedAt: at,
      status: 'checking',
      privacyConsentVersion: null,
      privacyConsentAt: null,
      workType: null,
      region: null,
      preferredCallTime: null,
      photoCount: 0,
      retainUntil: null,
      staffNote: null,
      firstContactAt: null,
    });
    expect(toActivity('a1', { type: 'new_inquiry', text: 't', timestamp: timestamp(at), details: { inquiryName: 'x' } })).toEqual({
      id: 'a1',
      type: 'new_inquiry',
      text: 't',
      timestamp: at,
      expireAt: null,
      relatedId: null,
      userId: null,
      details: { inquiryName: 'x' },
    });
  });
});
