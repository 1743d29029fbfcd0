/**
 * Korean particles chosen from how the word ends, so texts read '확인중'으로, '지붕 교체'를, '신규'로 instead of the
 * machine-like 을(를) and (으)로. Hangul goes to es-hangul (final consonant, and ㄹ before 로). es-hangul reads only
 * Hangul and all-capital Latin words, so the rest is read here the way a Korean reader says it:
 * - a number by its last spoken syllable: 1 일, 3 삼, 10 십, 100 백, 1,000 천, 20000 만 ('2층' ends in Hangul anyway);
 * - capital letters by their names (AS 에스 → 를, BL 엘 → 로), as es-hangul names them;
 * - other Latin words by a common rule for English loanwords: after dropping a silent final e, -m, -n, -ng and -l end
 *   in a consonant (Apple 애플, iPhone 아이폰), the rest in a vowel (Roof 루프, Change 체인지);
 * - brackets, quotes and punctuation at the end are not read ('지붕 공사 (1)' → 일).
 * Anything else (nothing to read, Hanja, a lone jamo) keeps both forms: 을(를), (으)로.
 */
import { josa } from 'es-hangul';

/** The particles whose form depends on the word before them (es-hangul's notation: after a final consonant / after a vowel). */
export type ParticlePair = '은/는' | '이/가' | '을/를' | '으로/로' | '와/과';

/** A syllable that sounds like each digit (0 영 … 9 구). */
const DIGIT_SOUND = ['영', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'] as const;

/** The unit a number ends on after trailing zeros: 10 십, 100 백, 1000 천, 10^4..10^7 만, 10^8.. 억, 10^12.. 조, 10^16.. 경. */
function unitSound(trailingZeros: number): string {
  if (trailingZeros === 1) return '십';
  if (trailingZeros === 2) return '백';
  if (trailingZeros === 3) return '천';
  if (trailingZeros < 8) return '만';
  if (trailingZeros < 12) return '억';
  if (trailingZeros < 16) return '조';
  return '경';
}

/** How the number in `digits` (possibly with commas or a decimal part) ends when read aloud. */
function numberSound(digits: string, afterDecimalPoint: boolean): string {
  const plain = digits.replace(/,/g, '');
  // A decimal part is read digit by digit (1.5 일점오).
  if (afterDecimalPoint) return DIGIT_SOUND[Number(plain.at(-1))]!;
  const significant = plain.replace(/^0+/, '');
  if (significant === '') return DIGIT_SOUND[0];
  const trailingZeros = significant.length - significant.replace(/0+$/, '').length;
  return trailingZeros === 0 ? DIGIT_SOUND[Number(significant.at(-1))]! : unitSound(trailingZeros);
}

/** Something es-hangul reads the way the Latin word `word` ends when a Korean says it (see above). */
function latinSound(word: string): string {
  // Initials and single letters by the letters' names: es-hangul knows them for a capital letter (S 에스, L 엘).
  if (word.length === 1 || word === word.toUpperCase()) return word.slice(-1).toUpperCase();
  const lower = word.toLowerCase();
  // A final e after a consonant is silent (phone, time, apple), except in -nge (change 체인지).
  const heard = /[^aeiou]e$/.test(lower) && !lower.endsWith('nge') ? lower.slice(0, -1) : lower;
  if (heard.endsWith('ng')) return '앙';
  if (heard.endsWith('m')) return '암';
  if (heard.endsWith('n')) return '안';
  if (heard.endsWith('l')) return '알';
  return '아';
}

const HANGUL_SYLLABLE = /[가-힣]/;
const TRAILING_NUMBER = /(\.?)([0-9][0-9,]*)$/;
const TRAILING_LATIN = /[A-Za-z]+$/;
/** Characters that are not read: brackets, quotes, punctuation, spaces. */
const TRAILING_SILENT = /[^가-힣A-Za-z0-9ㄱ-ㅎㅏ-ㅣ一-鿿]+$/u;

/** What the end of `word` sounds like, as something es-hangul can read, or null when it cannot be told. */
function endSound(word: string): string | null {
  const spoken = word.replace(TRAILING_SILENT, '');
  const last = spoken.slice(-1);
  if (HANGUL_SYLLABLE.test(last)) return last;
  const number = TRAILING_NUMBER.exec(spoken);
  if (number) {
    // "1.5" reads its decimal part digit by digit, "1,000" as a whole.
    const beforeDot = spoken.slice(0, number.index);
    return numberSound(number[2]!, number[1] === '.' && /[0-9]$/.test(beforeDot));
  }
  const latin = TRAILING_LATIN.exec(spoken);
  return latin ? latinSound(latin[0]) : null;
}

/** Both forms, for a word whose ending cannot be told: 을(를), 이(가), 은(는), 와(과), (으)로. */
function bothForms(pair: ParticlePair): string {
  const [afterConsonant, afterVowel] = pair.split('/') as [string, string];
  if (afterConsonant.endsWith(afterVowel)) return `(${afterConsonant.slice(0, -afterVowel.length)})${afterVowel}`;
  return `${afterConsonant}(${afterVowel})`;
}

/** The particle that follows `word`: particle('확인중', '으로/로') is '으로', particle('AS', '을/를') is '를'. */
export function particle(word: string, pair: ParticlePair): string {
  const sound = endSound(word);
  if (sound === null) return bothForms(pair);
  // es-hangul reads all-capital words by the letters' names; anything else by its last Hangul syllable.
  return josa(sound, pair).slice(sound.length);
}

/** `word` followed by its particle: withParticle('신규', '으로/로') is '신규로'. */
export function withParticle(word: string, pair: ParticlePair): string {
  return word + particle(word, pair);
}
