import { site } from '../../config/site';

/** Words of the approved reviews visitors read (home, About, a job's photos). */
export const reviewsCopy = {
  eyebrow: '고객 후기',
  homeTitle: '공사를 맡겨 주신 분들의 이야기',
  homeLead: '시공이 끝난 뒤 고객께서 직접 남겨 주신 후기입니다. 확인을 거쳐 그대로 싣습니다.',
  aboutTitle: `고객이 말하는 ${site.name}`,
  jobTitle: '이 현장 고객 후기',
  /** "별점 5점 만점에 4점" (the stars are one image to screen readers). */
  stars: (rating: number, max: number) => `별점 ${max}점 만점에 ${rating}점`,
  /** "홍○○ 고객" */
  author: (name: string) => `${name} 고객`,
  photoAlt: (name: string, number: number) => `${name} 고객이 올린 사진 ${number}`,
  more: '더 보기',
  less: '접기',
} as const;
