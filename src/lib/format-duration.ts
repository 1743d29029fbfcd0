/**
 * Lengths of time, not dates (those are format-date.ts): used by the admin and the functions' second alarm only, so
 * the date module public pages share stays as small as it was.
 */

const MINUTE_MS = 60_000;

/**
 * A length of time in the largest natural units, as staff say it: "1분" (anything under two minutes rounds down,
 * never "0분"), "12분", "2시간", "2시간 5분", "3일", "3일 4시간". Minutes are dropped from a day on.
 */
export function formatDuration(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / MINUTE_MS));
  if (minutes < 60) return `${minutes}분`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours}시간` : `${hours}시간 ${minutes % 60}분`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days}일` : `${days}일 ${hours % 24}시간`;
}
