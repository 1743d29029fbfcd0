import { site } from '@/config/site';
import type { CompanyInfo } from '@/domain/site-settings/types';

/** About page copy. Timeline years are the company's history as the owner gave it: 2001, 2002, 2011, 2012, 2015. */
export const aboutCopy = {
  seo: {
    title: '회사소개',
    description: (companyName: string) =>
      `${site.foundedYear}년 창업 이후 강원 지역의 지붕과 방수를 책임져 온 ${companyName}의 인사말, 비전과 미션, 연혁, 핵심 가치를 소개합니다.`,
  },
  header: {
    eyebrow: '회사소개',
    title: '강원의 지붕과 방수를 20년 넘게 지켜 왔습니다',
    lead: '작은 주택의 누수 보수부터 상가·공장의 지붕 교체까지, 한 현장 한 현장을 우리 집처럼 시공합니다.',
  },
  greeting: {
    eyebrow: '대표 인사말',
    title: '한 번 맡은 지붕은 끝까지 책임지겠습니다',
    // The greeting itself is the owner's (the site settings' About greeting).
    signature: ({ name, representative }: CompanyInfo) => `${name} 대표 ${representative}`,
  },
  visionMission: {
    eyebrow: '비전과 미션',
    title: '우리가 향하는 곳',
    items: [
      {
        label: '비전',
        title: '강원에서 가장 믿을 수 있는 지붕·방수 전문 기업',
        body: (companyName: string) =>
          `“지붕은 ${companyName}에 맡기면 된다”는 말을 듣는 것이 목표입니다. 기술과 신뢰로 지역의 건물을 오래 지키는 회사가 되겠습니다.`,
      },
      {
        label: '미션',
        title: '비 새지 않는 집, 오래가는 건물',
        body: () => '정확한 진단과 검증된 자재, 숙련된 자체 시공팀으로 고객의 건물이 눈비와 세월을 견디도록 만듭니다.',
      },
    ],
  },
  timeline: {
    eyebrow: '연혁',
    title: '걸어온 길',
    events: [
      { year: 2001, title: '창업', body: (city: string) => `${city}에서 지붕 수리·방수 전문 시공업체로 첫발을 내디뎠습니다.` },
      { year: 2002, title: '법인 전환', body: '법인으로 전환하고 시공 지역을 강원 전역으로 넓혔습니다.' },
      {
        year: 2011,
        title: '징크 지붕 시공 확대',
        body: '징크·금속 지붕 전담 시공팀을 꾸려 주택과 상가의 금속 지붕 시공을 본격적으로 늘렸습니다.',
      },
      {
        year: 2012,
        title: '방수 전문 면허 취득',
        body: '방수공사업 전문건설업 면허를 취득해 옥상·외벽 방수 공사를 전문 분야로 키웠습니다.',
      },
      {
        year: 2015,
        title: '지반 보강 사업 진출',
        body: '지반 보강 공사로 사업을 넓혀 기초부터 지붕까지 건물 전체를 살피는 시공사가 되었습니다.',
      },
    ],
  },
  values: {
    eyebrow: '핵심 가치',
    title: '현장에서 지키는 세 가지 약속',
    items: [
      {
        id: 'honesty',
        title: '정직한 견적',
        body: '현장을 직접 확인한 뒤 필요한 공사와 그 이유를 있는 그대로 설명드립니다. 불필요한 공사는 권하지 않습니다.',
      },
      {
        id: 'craft',
        title: '책임 시공',
        body: '하도급에 떠넘기지 않고 숙련된 자체 시공팀이 처음부터 끝까지 직접 시공하고 마감까지 확인합니다.',
      },
      {
        id: 'care',
        title: '끝까지 사후 관리',
        body: '공사가 끝난 뒤에도 문제가 생기면 바로 찾아갑니다. 시공한 현장은 저희의 이름이 걸린 약속입니다.',
      },
    ],
  },
} as const;
