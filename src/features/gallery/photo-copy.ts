/** Photo detail copy (spec 2 "Photo detail"); the error texts live in copy/errors.ts (photoMessages). */
export const photoCopy = {
  seoDescription: '시공 현장 사진과 설명을 확인해 보세요.',
  loading: '사진 정보를 불러오는 중입니다...',
  backToGallery: '갤러리로 돌아가기',
  previousPhoto: '이전 사진',
  nextPhoto: '다음 사진',
  category: '분류',
  shootingDate: '촬영일',
  details: '시공 정보',
  description: '상세 설명',
  keyboardHint: '키보드의 ← → 키로 이전·다음 사진을 볼 수 있습니다.',
  retry: '다시 시도',
} as const;
