export type PlaceholderKind = 'privacy' | 'terms' | 'support';

/** /privacy, /terms and /support: pages whose content the owner will add later. Titles: the route table's labels. */
export const placeholderCopy: Record<PlaceholderKind, { description: string }> = {
  privacy: {
    description: '개인정보처리방침 페이지입니다. 내용이 준비 중입니다.',
  },
  terms: {
    description: '이용약관 페이지입니다. 내용이 준비 중입니다.',
  },
  support: {
    description: '고객지원 페이지입니다. 내용이 준비 중입니다.',
  },
};

export const placeholderText = {
  body: '내용이 준비 중입니다. 곧 추가될 예정입니다.',
  contactHint: '그동안 궁금하신 점은 전화나 견적 문의 페이지로 연락 주시면 바로 안내해 드리겠습니다.',
  backHome: '홈으로 돌아가기',
} as const;
