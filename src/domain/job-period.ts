/**
 * A job's period in words: "2025년 9월", "2025년 9월 ~ 10월" (one year), "2025년 11월 ~ 2026년 2월". Months are
 * stored as 'YYYY-MM'; anything else is shown as stored.
 */
function parts(month: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

export function jobPeriodText(start: string, end: string): string {
  const from = parts(start);
  const to = parts(end);
  if (!from || !to) return start === end ? start : `${start} ~ ${end}`;
  const first = `${from.year}년 ${from.month}월`;
  if (from.year === to.year && from.month === to.month) return first;
  return from.year === to.year ? `${first} ~ ${to.month}월` : `${first} ~ ${to.year}년 ${to.month}월`;
}

/** A job's area as visitors read it: "120㎡", "85.5㎡". */
export function jobAreaText(m2: number): string {
  return `${new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 }).format(m2)}㎡`;
}
