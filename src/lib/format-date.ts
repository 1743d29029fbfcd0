/** 2024년 5월 3일 */
export function formatKoreanDate(date: Date): string {
  return new Intl.DateTimeFormat('ko-KR', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/** 2024. 5. 3. 오후 2:05 */
export function formatKoreanDateTime(date: Date): string {
  return new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
