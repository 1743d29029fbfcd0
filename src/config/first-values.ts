import type { PriceGuide, PriceUnit, ResponsePromiseRule } from '../domain/site-settings/types';

/**
 * The two VITE_* first values written as Korean sentences, read into the settings' structured form: a price guide
 * (VITE_ESTIMATE_<TYPE>=평당 25만~40만 원 | 3~7일) and the response promise (VITE_RESPONSE_PROMISE=평일 오후 3시 전
 * 문의는 당일 전화드립니다, or 영업시간 기준 2시간 안에 연락드립니다). The build refuses a value these cannot read
 * (env-schema.ts), so what a deployment showed before the settings existed is what its first version shows.
 * Imports nothing of the app at run time (vite.config.ts loads env-schema.ts, which uses it).
 */

const UNITS: Record<string, PriceUnit> = { 평당: '평', '㎡당': '㎡', m2당: '㎡', 'm²당': '㎡', 제곱미터당: '㎡', 건당: '건' };

/** "25만" → 250000, "1,250만" → 12500000, "300000" → 300000, "3천" → 3000; null for anything else. */
function wonOf(text: string): number | null {
  const match = /^(\d{1,3}(?:,\d{3})*|\d+)(만|천)?$/.exec(text.trim());
  if (!match) return null;
  const number = Number(match[1]!.replace(/,/g, ''));
  return number * (match[2] === '만' ? 10_000 : match[2] === '천' ? 1_000 : 1);
}

/**
 * `<unit>당 <min>~<max> 원 | <duration>` (the unit 평당, ㎡당 or 건당, or none for a whole job; one price is a range
 * of one) → a PriceGuide; null when empty or not in that form. The numbers' bounds and the duration's form are the
 * settings' rule's to check (rules.ts checkPriceGuide).
 */
export function parsePriceEstimate(value: string): PriceGuide | null {
  const [price = '', duration = '', ...rest] = value.split('|').map((part) => part.trim());
  if (!price || !duration || rest.length > 0) return null;
  const match = /^(?:(\S+당)\s*)?([\d,]+(?:만|천)?)\s*(?:[~\-–]\s*([\d,]+(?:만|천)?))?\s*원$/.exec(price);
  if (!match) return null;
  const unit = match[1] === undefined ? '건' : UNITS[match[1]];
  const minWon = wonOf(match[2]!);
  const maxWon = match[3] === undefined ? minWon : wonOf(match[3]);
  if (!unit || minWon === null || maxWon === null) return null;
  return { minWon, maxWon, unit, duration };
}

/**
 * "…오후 3시(30분) 전 … 당일 …" → same-day with that cutoff; "…N시간 안에/이내…" → within N business hours; '' → none;
 * null when the sentence says neither (the build then asks for one of the two forms).
 */
export function parseResponsePromise(value: string): ResponsePromiseRule | null {
  const text = value.trim();
  if (text === '') return { kind: 'none' };
  const sameDay = /(오전|오후|낮)?\s*(\d{1,2})시(?:\s*(\d{1,2})분)?\s*(?:전|이전|까지)[^]*당일/.exec(text);
  if (sameDay) {
    let hour = Number(sameDay[2]);
    if (sameDay[1] === '오후' && hour < 12) hour += 12;
    const minute = Number(sameDay[3] ?? 0);
    if (hour > 23 || minute > 59) return null;
    return { kind: 'same-day', cutoff: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` };
  }
  const within = /(\d{1,2})\s*시간\s*(?:안에|이내|내에|내)/.exec(text);
  if (within) return { kind: 'within-hours', hours: Number(within[1]) };
  return null;
}
