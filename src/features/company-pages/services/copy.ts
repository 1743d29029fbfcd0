import type { ServiceId } from '@/domain/site-settings/types';
import type { WorkType } from '@/domain/types';

export type { ServiceId };

export interface ServiceBlockCopy {
  id: ServiceId;
  /** The gallery filter that shows this service's photos (`#/projects?type=...`). */
  workType: WorkType;
  title: string;
  body: string;
  includes: readonly string[];
}

/** Services page copy: the four service blocks, in the order the company lists its work. */
export const servicesCopy = {
  seo: {
    title: '사업분야',
    description: (companyName: string) =>
      `지붕 공사 및 신축, 옥상·외벽 방수, 징크·금속 지붕, 외벽 리모델링·마감까지. ${companyName}이 직접 시공하는 사업분야를 소개합니다.`,
  },
  header: {
    eyebrow: '사업분야',
    title: '건물의 지붕과 외피, 한 팀이 끝까지 시공합니다',
    lead: '진단과 설계, 자재 선정부터 시공과 사후 관리까지 한 회사가 책임지기 때문에 공정 사이에 빈틈이 생기지 않습니다.',
  },
  includesLabel: '주요 시공 내용',
  /** Each block's link to its photos in the gallery; the title names the link apart from the other blocks'. */
  galleryLink: (title: string) => `${title} 시공 사례 보기`,
  blocks: [
    {
      id: 'roofing',
      workType: 'roofing',
      title: '지붕 공사 및 신축',
      body: '노후 지붕 교체와 보수부터 신축 건물의 지붕 구조 시공까지 맡습니다. 강원 지역의 적설 하중과 바람을 고려해 구조와 자재를 정하고, 단열과 환기까지 함께 설계해 결로와 누수를 막습니다.',
      includes: [
        '슬레이트·기와·아스팔트 슁글 지붕 교체',
        '신축 주택·창고·상가 지붕 구조 시공',
        '지붕 단열·환기 및 결로 방지 시공',
        '처마·물받이·선홈통 교체',
      ],
    },
    {
      id: 'waterproofing',
      workType: 'waterproofing',
      title: '옥상·외벽 방수',
      body: '물이 새는 자리만 덮는 임시 처방이 아니라 누수 경로를 먼저 진단합니다. 건물의 구조와 사용 환경에 맞춰 우레탄·시트·도막 방수 중 알맞은 공법을 고르고, 균열 보수와 배수 정비까지 한 번에 마무리합니다.',
      includes: ['옥상 우레탄·시트·도막 방수', '외벽 균열 보수 및 발수 코팅', '베란다·창호 주변 누수 보수', '배수구·드레인 정비'],
    },
    {
      id: 'metal-roofing',
      workType: 'metal-roofing',
      title: '징크·금속 지붕',
      body: '징크와 컬러강판 등 금속 지붕은 가볍고 수명이 길어 주택과 상가 모두에 잘 어울립니다. 2011년부터 전담 시공팀을 운영하며 쌓은 경험으로 이음매와 마감 하나하나를 정밀하게 시공합니다.',
      includes: [
        '징크(티타늄아연판) 지붕 시공',
        '컬러강판·금속기와 지붕 시공',
        '기존 지붕 위 덧씌우기(커버링) 공법',
        '후레싱·용마루 등 금속 마감',
      ],
    },
    {
      id: 'remodeling',
      workType: 'exterior',
      title: '외벽 리모델링·마감',
      body: '오래된 외벽을 새 외장재로 바꾸면 건물의 인상은 물론 단열 성능과 관리 부담까지 달라집니다. 외벽 상태를 진단한 뒤 예산과 용도에 맞는 마감재를 제안하고 꼼꼼하게 마감합니다.',
      includes: ['외단열 및 외벽 마감재 교체', '세라믹·금속 사이딩 시공', '외벽 도장 및 부분 보수', '노후 건물 외관 리모델링'],
    },
  ] satisfies readonly ServiceBlockCopy[],
  groundNote: {
    workType: 'ground',
    galleryLink: '지반 보강 시공 사례 보기',
    title: '지반 보강 공사도 함께 진행합니다',
    body: '건물이 기울거나 바닥과 벽에 균열이 생겼다면 지반을 먼저 살펴야 합니다. 2015년부터 지반 보강 공사를 함께 맡아 기초부터 지붕까지 건물 전체를 책임지고 있습니다.',
  },
  process: {
    title: '시공 절차',
    steps: [
      { title: '상담 접수', body: '전화나 견적 문의로 건물 상태를 알려 주세요.' },
      { title: '현장 실사', body: '직접 방문해 원인을 진단하고 치수를 잽니다.' },
      { title: '견적·계약', body: '공법과 비용을 항목별로 투명하게 안내합니다.' },
      { title: '시공', body: '자체 시공팀이 일정에 맞춰 시공합니다.' },
      { title: '사후 관리', body: '완공 후에도 문제가 생기면 다시 찾아갑니다.' },
    ],
  },
  cta: {
    title: '우리 건물에 맞는 공사가 궁금하신가요?',
    body: '현장을 확인한 뒤 꼭 필요한 공사와 정확한 비용을 안내해 드립니다. 견적은 무료입니다.',
  },
} as const;
