import { describe, expect, it } from 'vitest';
import { inquiryGist } from '@/lib/new-inquiries/inquiry-gist';

describe('what a new inquiry is about, in one line', () => {
  it('names the work type, the region and the photos, leaving out what the visitor did not choose', () => {
    expect(inquiryGist({ workType: 'roofing', region: '원주시', photoCount: 2 })).toBe('지붕 공사 · 원주시 · 사진 2장');
    expect(inquiryGist({ workType: 'exterior', region: null, photoCount: 0 })).toBe('외벽 리모델링 · 사진 없음');
    expect(inquiryGist({ workType: null, region: '기타', photoCount: 1 })).toBe('기타 · 사진 1장');
    expect(inquiryGist({ workType: null, region: null, photoCount: 0 })).toBe('사진 없음');
  });
});
