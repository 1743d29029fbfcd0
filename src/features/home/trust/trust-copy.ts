/** The home page's trust section: the reviews' rating, the response promise, the lowest prices (each only when set). */
export const homeTrustCopy = {
  title: '믿고 맡기셔도 되는 이유',
  ratingLabel: '고객 평점',
  rating: (average: number, count: number, capped: boolean) => `${capped ? '최근 후기' : '후기'} ${count}건 평균 ${average.toFixed(1)}점`,
  seeReviews: '후기 보기',
  promiseLabel: '연락 약속',
  pricesLabel: '시공 가격',
  pricesNote: '현장 상황에 따라 달라질 수 있어 실사 후 정확한 견적을 드립니다.',
} as const;
