export const ui = {
  skipToContent: '본문으로 건너뛰기',
  mainNav: '주 메뉴',
  openMenu: '메뉴 열기',
  closeMenu: '메뉴 닫기',
  darkModeToggle: '다크 모드',
  switchToLight: '밝은 화면으로 전환',
  switchToDark: '어두운 화면으로 전환',
  freeEstimate: '무료 견적 문의',
  loading: '불러오는 중...',
  previous: '이전',
  next: '다음',
  close: '닫기',
  noDate: '날짜 정보 없음',
  noDescription: '설명이 없습니다.',
  noPhoto: '사진이 없습니다',
  imageFallbackAlt: '이미지를 불러올 수 없습니다',
  /** Over the demo's drawn sample pictures (demo builds only). */
  samplePicture: '예시 이미지',
} as const;

/** "3 / 5": the page indicator (page N of M). */
export function pageIndicator(page: number, total: number): string {
  return `${page} / ${total}`;
}
