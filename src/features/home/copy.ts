import { site } from '@/config/site';

/** Home page copy. The CTA label itself is ui.freeEstimate; the headline, its sub-line and the service cards' texts are the site settings'. */
export const homeCopy = {
  seo: {
    description: (companyName: string) =>
      `강원 지역 지붕 공사, 옥상·외벽 방수, 징크·금속 지붕, 외벽 리모델링을 직접 시공하는 ${companyName}입니다. 현장 실사 후 정확한 무료 견적을 드립니다.`,
  },
  hero: {
    eyebrow: `${site.foundedYear}년부터 강원 지역 지붕·방수 시공`,
    secondaryCta: '시공 사례 보기',
    facts: [
      { value: `${site.foundedYear}년`, label: '창업 이후 한 길' },
      { value: '강원 전역', label: '도내 어디든 출장 시공' },
      { value: '무료', label: '현장 실사·견적' },
    ],
  },
  services: {
    eyebrow: '사업 분야',
    title: '지붕에서 외벽까지, 건물의 겉을 책임집니다',
    lead: '가장 많이 맡기시는 세 가지 공사입니다. 지반 보강이 필요한 현장도 함께 검토해 드립니다.',
    more: '사업분야 자세히 보기',
    cards: [
      // Each card's text is the owner's (the site settings' service cards).
      { id: 'roofing', title: '지붕 공사' },
      { id: 'waterproofing', title: '옥상·외벽 방수' },
      { id: 'remodeling', title: '외벽 리모델링' },
    ],
  },
  featured: {
    eyebrow: '대표 시공 사례',
    title: '최근 마친 현장을 직접 확인해 보세요',
    lead: '사진마다 공사 내용과 현장 이야기를 담았습니다.',
    empty: '선정된 대표 시공 사례가 없습니다.',
    error: '대표 시공 사례를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
    loading: '대표 시공 사례를 불러오는 중입니다.',
    viewAll: '시공 사례 전체 보기',
    /** Read before a job's facts on its photo's card (screen readers: the dots say nothing). */
    jobFacts: '시공 현장: ',
  },
  closing: {
    title: '지붕이나 방수, 고민만 하고 계신가요?',
    body: '작은 누수도 겨울을 지나면 큰 공사가 됩니다. 현장을 직접 보고 꼭 필요한 공사만 정직하게 견적 내 드립니다.',
  },
} as const;
