/** The map's messages. */
export const mapMessages = {
  loading: '지도 API를 불러오는 중입니다...',
  scriptFailed: '지도 스크립트를 불러올 수 없습니다.',
  geocodeFailed: '주소의 좌표를 찾을 수 없습니다.',
  noKey: '지도를 표시할 수 없습니다.',
  openInNaver: '네이버 지도에서 위치 보기',
  mapLabel: (name: string) => `${name} 위치 지도`,
  newWindow: '(새 창)',
} as const;
