import { site } from '@/config/site';

/** Home page copy. The CTA label itself is ui.freeEstimate. */
export const homeCopy = {
  seo: {
    description: `강원 지역 지붕 공사, 옥상·외벽 방수, 징크·금속 지붕, 외벽 리모델링을 직접 시공하는 ${site.name}입니다. 현장 실사 후 정확한 무료 견적을 드립니다.`,
  },
  hero: {
    eyebrow: `${site.foundedYear}년부터 강원 지역 지붕·방수 시공`,
    titleLines: ['비 새지 않는 집,', '지붕부터 제대로 짓습니다'],
    lead: '지붕 공사와 옥상·외벽 방수, 징크 지붕, 외벽 리모델링까지 자체 시공팀이 직접 맡습니다. 현장을 먼저 확인하고, 꼭 필요한 공사만 정직하게 제안합니다.',
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
      {
        id: 'roofing',
        title: '지붕 공사',
        body: '노후 슬레이트·기와 지붕 교체부터 신축 주택의 지붕 구조까지, 강원의 폭설과 강풍을 견디도록 설계하고 시공합니다.',
      },
      {
        id: 'waterproofing',
        title: '옥상·외벽 방수',
        body: '우레탄·시트·도막 방수 중 건물 상태에 맞는 공법을 골라 누수 원인부터 잡습니다. 균열 보수와 배수 정비도 함께합니다.',
      },
      {
        id: 'remodeling',
        title: '외벽 리모델링',
        body: '단열과 마감을 함께 고려한 외벽 리모델링으로 오래된 건물의 인상과 에너지 효율을 새롭게 바꿉니다.',
      },
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
  },
  closing: {
    title: '지붕이나 방수, 고민만 하고 계신가요?',
    body: '작은 누수도 겨울을 지나면 큰 공사가 됩니다. 현장을 직접 보고 꼭 필요한 공사만 정직하게 견적 내 드립니다.',
  },
} as const;
