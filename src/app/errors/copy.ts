/** Chunk load failures by type. */
export const chunkErrors = {
  missing: {
    title: '페이지를 찾을 수 없습니다',
    body: '사이트가 새 버전으로 업데이트되었을 수 있습니다. 새로고침하면 최신 화면을 불러옵니다.',
  },
  timeout: {
    title: '페이지를 불러오는 데 시간이 너무 오래 걸립니다',
    body: '네트워크 연결을 확인한 뒤 새로고침해 주세요.',
  },
  error: {
    title: '페이지를 불러오지 못했습니다',
    body: '일시적인 오류가 발생했습니다. 새로고침해 주세요.',
  },
  reload: '새로고침',
} as const;

/** Any other error while a screen renders (the general error boundary). */
export const appErrorCopy = {
  title: '화면을 표시하지 못했습니다',
  body: '일시적인 오류가 발생했습니다. 다시 시도하거나 새로고침해 주세요.',
  retry: '다시 시도',
} as const;
