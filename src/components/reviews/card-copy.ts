/** The words of a review card (loaded with the cards, apart from the headings of copy.ts). */
export const reviewCardCopy = {
  /** "별점 5점 만점에 4점" (the stars are one image to screen readers). */
  stars: (rating: number, max: number) => `별점 ${max}점 만점에 ${rating}점`,
  /** "홍○○ 고객" */
  author: (name: string) => `${name} 고객`,
  photoAlt: (name: string, number: number) => `${name} 고객이 올린 사진 ${number}`,
  more: '더 보기',
  less: '접기',
} as const;
