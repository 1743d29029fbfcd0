/** The gallery's 현장별 view. */
export const jobsViewCopy = {
  listLabel: '시공 현장 목록',
  loading: '시공 현장을 불러오는 중입니다...',
  empty: '아직 공개된 시공 현장이 없습니다. 사진별 보기에서 시공 사진을 확인해 보세요.',
  loadError: '시공 현장을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
  photoCount: (count: number) => `사진 ${count}장`,
} as const;
