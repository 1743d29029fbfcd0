/** Words of the admin shell (sidebar, top bar, page titles) shared by every admin screen. */
export const adminLayoutCopy = {
  seoTitle: '관리자',
  seoDescription: '관리자 전용 화면입니다.',
  brand: '관리자',
  menuLabel: '관리자 메뉴',
  skipToContent: '본문으로 건너뛰기',
  viewSite: '홈페이지 보기',
} as const;
