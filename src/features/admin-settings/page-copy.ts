/**
 * Korean words of the 사이트 설정 page itself, apart from the form's (copy.ts): the page loads with the admin's one
 * chunk, the form's words with the form's own chunk.
 */
/** Each field's problems are the one rule's (src/domain/site-settings/rules.ts). */
export const settingsCopy = {
  seoTitle: '사이트 설정',
  title: '사이트 설정',
  intro: '전화번호, 주소, 가격 안내, 문구처럼 방문자가 보는 정보를 여기서 바꿉니다. 저장하면 개발자나 배포 없이 모든 페이지에 반영됩니다.',
  loading: '사이트 설정을 불러오는 중입니다…',
  loadFailed: '사이트 설정을 불러오지 못했습니다. 인터넷 연결을 확인한 뒤 다시 불러와 주세요.',
  retry: '다시 불러오기',
  jumpTitle: '바로 가기',
  optional: '선택',
  counter: (length: number, max: number) => `${length}/${max}자`,
  visitorsSee: '방문자에게 보이는 모습',
} as const;
