/**
 * Words of the photo picker that the contact form and the customer's review form share (each gives its own title
 * and hint). A visitor's photos: chosen, resized in the browser, shown as thumbnails, then sent.
 */
export const photoPickerCopy = {
  add: '사진 추가',
  count: (count: number, max: number) => `${count} / ${max}장`,
  preparing: '사진을 준비하는 중입니다...',
  previewAlt: (number: number, name: string) => `첨부 사진 ${number}: ${name}`,
  remove: (number: number) => `첨부 사진 ${number} 삭제`,
  tooMany: (max: number, added: number) =>
    added > 0 ? `사진은 최대 ${max}장까지 첨부할 수 있어 ${added}장만 추가했습니다.` : `사진은 최대 ${max}장까지 첨부할 수 있습니다.`,
  notImage: (name: string) => `사진 파일만 첨부할 수 있습니다: ${name}`,
  unreadable: (name: string) => `이 사진을 읽을 수 없습니다. 다른 사진을 골라 주세요: ${name}`,
  loadFailed: '사진 첨부 기능을 불러오지 못했습니다. 인터넷 연결을 확인한 뒤 다시 골라 주세요.',
  progressLabel: '사진 전송',
  progressStatus: '사진을 보내는 중입니다...',
  arrived: (total: number) => `사진 ${total}장도 함께 전송되었습니다.`,
  retry: '사진 다시 보내기',
  retrying: '사진 다시 보내는 중...',
} as const;
