import { WORK_TYPE_LABELS } from '@/domain/categories';
import type { Inquiry } from '@/domain/types';

/** Words staff read wherever a new inquiry is announced or listed (the toast, the dashboard, the inbox). */
export const visitorInquiryCopy = {
  call: '전화',
  callLabel: (name: string) => `${name}님에게 전화 걸기`,
  photoCount: (count: number) => `사진 ${count}장`,
  noPhotos: '사진 없음',
} as const;

/**
 * What an inquiry is about, in one line, as staff decide whether to call at once: "지붕 공사 · 원주시 · 사진 2장".
 * A choice the visitor did not make is left out; the photos are always said (사진 없음).
 */
export function inquiryGist(inquiry: Pick<Inquiry, 'workType' | 'region' | 'photoCount'>): string {
  const photos = inquiry.photoCount > 0 ? visitorInquiryCopy.photoCount(inquiry.photoCount) : visitorInquiryCopy.noPhotos;
  return [inquiry.workType ? WORK_TYPE_LABELS[inquiry.workType] : null, inquiry.region, photos].filter(Boolean).join(' · ');
}
