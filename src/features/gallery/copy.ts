/** Gallery page copy. */
export const galleryCopy = {
  seoTitle: '시공 사례',
  seoDescription: '강원 지역에서 직접 시공한 지붕 공사, 방수, 징크 지붕, 외벽 리모델링 현장 사진을 확인해 보세요.',
  eyebrow: '시공 갤러리',
  heading: '시공 사례',
  intro: '강원 지역 곳곳에서 완료한 지붕·방수·외벽 시공 현장입니다. 사진을 선택하면 자세한 내용을 볼 수 있습니다.',
  loading: '갤러리를 불러오는 중입니다...',
  empty: '아직 업로드된 시공 사진이 없습니다.',
  loadError: '갤러리를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
  paginationLabel: '갤러리 페이지',
  listLabel: '시공 사진 목록',
  uploadedOn: '등록일',
  takenOn: '촬영일',
  /** The filter chips (전체 + each work type). */
  filterLabel: '공사 종류별 보기',
  filterAll: '전체',
  /** Page title and list name of a filtered gallery: "지붕 공사 시공 사례". */
  filteredTitle: (label: string) => `${label} 시공 사례`,
  filteredListLabel: (label: string) => `${label} 시공 사진 목록`,
  filteredEmpty: (label: string) => `아직 등록된 ${label} 시공 사진이 없습니다.`,
  showAll: '전체 시공 사례 보기',
  workType: '공사 종류',
  /** The two views: every photo (the default), or one card per job (?view=jobs). */
  viewLabel: '보기 방식',
  viewPhotos: '사진별',
  viewJobs: '현장별',
} as const;
