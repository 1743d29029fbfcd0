/** Words of "how much, how soon" (the values: the site settings' prices and response promise). */
export const estimateCopy = {
  title: '참고 가격과 기간',
  price: '참고 가격',
  duration: '공사 기간',
  note: '현장 상태와 면적에 따라 달라집니다. 정확한 금액은 현장을 본 뒤 무료로 안내해 드립니다.',
} as const;
