/**
 * 2024년 5월 3일, the day in Korea: a page rendered on a server in another time zone (the build, a Cloud Function in
 * UTC) shows the same day as the browser that takes it over.
 */
export function formatKoreanDate(date: Date): string {
  return new Intl.DateTimeFormat('ko-KR', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Seoul' }).format(date);
}

/** 2024. 5. 3. 오후 2:05 */
export function formatKoreanDateTime(date: Date): string {
  return new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
