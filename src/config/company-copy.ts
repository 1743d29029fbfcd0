import type { SiteSettings } from '@/domain/site-settings/types';
import { site } from './site';

/** How the company describes itself: the footer blurb, the JSON-LD description and the header tagline. */
export const companyCopy = {
  tagline: '지붕·방수·외벽 전문',
  blurb: ({ company }: SiteSettings) =>
    `${company.name}은 ${site.foundedYear}년 ${company.city}에서 문을 연 뒤 강원 지역의 지붕 공사, 옥상·외벽 방수, 징크·금속 지붕, 외벽 리모델링과 지반 보강을 직접 시공해 온 전문 시공사입니다.`,
  description: (name: string) =>
    `강원 지역 지붕 공사, 옥상·외벽 방수, 징크·금속 지붕, 외벽 리모델링과 지반 보강을 책임 시공하는 ${name}입니다.`,
} as const;
