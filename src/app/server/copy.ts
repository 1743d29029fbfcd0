/** The 404 page's words (src/app/server/NotFoundPage.tsx). */
export const notFoundCopy = {
  title: '페이지를 찾을 수 없습니다',
  body: '주소가 바뀌었거나 삭제된 페이지입니다. 아래에서 원하시는 페이지로 이동해 주세요.',
  linksLabel: '주요 페이지',
  callHint: '찾으시는 시공 사례가 있으면 전화로 문의해 주세요.',
} as const;
