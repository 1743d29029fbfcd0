/** Words of the public layout: header, mobile menu, footer. */
export const layoutCopy = {
  mobileNav: '모바일 메뉴',
  callUs: '전화 상담',
  hoursNote: (hours: string) => `상담 시간 ${hours}`,
  /** The header's phone icon button (below the width where the phone pill shows). */
  callButton: (phone: string) => `전화 걸기 ${phone}`,
  kakaoChat: '카카오톡 상담',
  /** The accessible name of a link that opens a new tab: what it shows, then that. */
  newWindow: (name: string) => `${name} (새 창)`,
  /** The top bar while the next page's code loads. */
  nextPageLoading: '다음 페이지를 불러오는 중입니다',
  /** The phone's bottom action bar. */
  actionBar: {
    label: '빠른 상담',
    call: '전화 상담',
    inquiry: '견적 문의',
  },
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
    /** The company's pages elsewhere (each shown only when its VITE_* address is set). */
    channels: '공식 채널',
    naverPlace: '네이버 플레이스',
    naverBlog: '네이버 블로그',
    instagram: '인스타그램',
    copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
  },
} as const;
