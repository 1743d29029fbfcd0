/** The job page (/projects/jobs/{id}): its loading and message states. */
export const jobPageCopy = {
  loading: '시공 현장을 불러오는 중입니다...',
  invalidId: '유효하지 않은 시공 현장 주소입니다.',
  notFound: '시공 현장을 찾을 수 없습니다.',
  missingInfo: '요청하신 시공 현장이 없거나 아직 공개되지 않았습니다.',
  loadError: '시공 현장 정보를 불러오는 중 오류가 발생했습니다.',
  retry: '다시 시도',
} as const;
