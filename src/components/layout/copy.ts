import { site } from '../../config/site';

/** Words of the public layout: header, mobile menu, footer. */
export const layoutCopy = {
  mobileNav: '모바일 메뉴',
  callUs: '전화 상담',
  hoursNote: `상담 시간 ${site.businessHours}`,
  footer: {
    quickLinks: '바로가기',
    contact: '연락처',
    business: '사업자 정보',
    policies: '약관 및 고객지원',
    address: '주소',
    phone: '전화',
    email: '이메일',
    hours: '상담 시간',
    companyName: '상호',
    representative: '대표자',
    businessNumber: '사업자등록번호',
    copyright: (year: number) => `© ${year} ${site.name}. All rights reserved.`,
  },
} as const;
