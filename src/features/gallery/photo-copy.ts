/** Photo detail copy; its error texts are photoMessages below. */
export const photoCopy = {
  seoDescription: '시공 현장 사진과 설명을 확인해 보세요.',
  loading: '사진 정보를 불러오는 중입니다...',
  backToGallery: '갤러리로 돌아가기',
  previousPhoto: '이전 사진',
  nextPhoto: '다음 사진',
  category: '분류',
  workType: '공사 종류',
  details: '시공 정보',
  description: '상세 설명',
  keyboardHint: '키보드의 ← → 키로 이전·다음 사진을 볼 수 있습니다.',
  retry: '다시 시도',
  /** After the info card: ask for the same work. */
  estimateCta: '이런 공사 견적 받기',
  estimateCtaNote: (label: string) => `${label} 견적 문의 양식이 열립니다.`,
  estimateCtaNoteAny: '견적 문의 양식이 열립니다.',
  relatedHeading: (label: string) => `다른 ${label} 시공 사례`,
  relatedListLabel: (label: string) => `다른 ${label} 시공 사진`,
  /** Sharing a photo page (its clean URL and title). */
  share: '공유',
  linkCopied: '링크를 복사했습니다. 카카오톡이나 문자에 붙여 넣어 보내 주세요.',
  linkCopyFailed: '링크를 복사하지 못했습니다. 아래 주소를 길게 눌러 복사해 주세요.',
} as const;

/** The photo detail's messages. */
export const photoMessages = {
  invalidId: '유효하지 않은 사진 ID입니다.',
  notFound: '사진을 찾을 수 없습니다.',
  loadError: '사진 정보를 불러오는 중 오류가 발생했습니다.',
  missingInfo: '요청하신 사진 정보를 찾을 수 없습니다.',
} as const;
