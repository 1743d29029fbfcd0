import { businessDaysText } from './hours';
import type { BusinessHours, PriceGuide, PriceUnit, ResponsePromiseRule } from './types';

/** What visitors read of the settings that are stored as numbers and rules: prices, the response promise. */

const UNIT_WORDS: Record<PriceUnit, string> = { 평: '평당', '㎡': '㎡당', 건: '건당' };

/** 1234567 → "1,234,567": thousands grouped as Koreans write numbers (the same in every browser and in Node). */
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 250000 → "25만", 1200000 → "120만", 12500000 → "1,250만", 25500 → "2만 5,500", 8000 → "8,000". */
export function wonAmount(won: number): string {
  const tenThousands = Math.floor(won / 10_000);
  const rest = won % 10_000;
  if (tenThousands === 0) return grouped(rest);
  const head = `${grouped(tenThousands)}만`;
  return rest === 0 ? head : `${head} ${grouped(rest)}`;
}

/** "평당 25만~40만 원", or "건당 300만 원" when the range is one price. */
export function priceText({ minWon, maxWon, unit }: Pick<PriceGuide, 'minWon' | 'maxWon' | 'unit'>): string {
  const range = minWon === maxWon ? wonAmount(minWon) : `${wonAmount(minWon)}~${wonAmount(maxWon)}`;
  return `${UNIT_WORDS[unit]} ${range} 원`;
}

/** "평당 25만 원부터": the lowest price of a unit (never compared across units). */
export function fromPriceText(minWon: number, unit: PriceUnit): string {
  return `${UNIT_WORDS[unit]} ${wonAmount(minWon)} 원부터`;
}

/** 'HH:MM' as Koreans say it: "오후 3시", "오전 11시 30분", "오후 12시". */
export function spokenTime(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return `${hour < 12 ? '오전' : '오후'} ${hour % 12 || 12}시${minute ? ` ${minute}분` : ''}`;
}

/**
 * The promise in one sentence, '' when there is none: "평일 오후 3시 전 문의는 당일 연락드립니다",
 * "영업시간 기준 2시간 안에 연락드립니다".
 */
export function responsePromiseSentence(rule: ResponsePromiseRule, hours: BusinessHours): string {
  if (rule.kind === 'same-day') return `${businessDaysText(hours.days)} ${spokenTime(rule.cutoff)} 전 문의는 당일 연락드립니다`;
  if (rule.kind === 'within-hours') return `영업시간 기준 ${rule.hours}시간 안에 연락드립니다`;
  return '';
}
