import { SITE_SETTINGS_LIMITS as LIMITS } from '../../config/limits';
import { WORK_TYPES } from '../categories';
import { isBlank, isEmailAddress } from '../text';
import type { PhotoCategory } from '../types';
import { timeMinutes } from './hours';
import {
  HOME_SERVICE_IDS,
  PRICE_UNITS,
  SERVICE_IDS,
  type BusinessHours,
  type DataProcessor,
  type PriceGuide,
  type PrivacyOfficer,
  type PrivateSiteSettings,
  type ResponsePromiseRule,
  type SiteSettings,
} from './types';

/**
 * The one rule for every site setting: the admin's form shows its messages beside the fields, both adapters refuse a
 * save that breaks it (BackendError invalid-argument), the build checks its VITE_* first values with it
 * (src/config/env-schema.ts), and firestore.rules repeat it (isSiteSettings; the patterns and SITE_SETTINGS_LIMITS
 * below are mirrored there and compared by tests/backend/shared/firestore-rules-mirror.test.ts).
 * A value is checked as stored: trimmed (the form and the adapters trim before checking).
 */

/** A problem with one field: where it is ('company.phone', 'prices.roofing.minWon') and what to do, in Korean. */
export interface SettingsProblem {
  path: string;
  message: string;
}

// Patterns, mirrored by firestore.rules (each under the same name there).
export const BUSINESS_NUMBER_PATTERN = '[0-9]{3}-[0-9]{2}-[0-9]{5}';
/** A phone number as it is shown: 033-123-4567, 02-123-4567, 010-1234-5678, 0504-1234-5678, 1588-1234. */
export const PUBLIC_PHONE_PATTERN = '0[0-9]{1,3}-[0-9]{3,4}-[0-9]{4}|1[5-9][0-9]{2}-[0-9]{4}';
/** A KakaoTalk channel's id: what follows pf.kakao.com/ (_ZeUTxl). */
export const KAKAO_CHANNEL_PATTERN = '_[A-Za-z0-9]{1,30}';
/** The pages elsewhere, each on its own site: https only, so a pasted link to the wrong site is refused. */
export const CHANNEL_URL_PATTERNS = {
  naverPlaceUrl: 'https://([-a-zA-Z0-9]+[.])*naver[.](com|me)(/[^\\s]*)?',
  naverBlogUrl: 'https://(m[.])?blog[.]naver[.]com(/[^\\s]*)?',
  instagramUrl: 'https://(www[.])?instagram[.]com(/[^\\s]*)?',
} as const;
/** A search engine's verification token: the content value of its meta tag, not the whole tag. */
export const VERIFICATION_PATTERN = '[A-Za-z0-9_-]{8,128}';
/** 'HH:MM', 00:00 to 23:59. */
export const CLOCK_TIME_PATTERN = '([01][0-9]|2[0-3]):[0-5][0-9]';
/** A consent version: the day it was published, with -2, -3 … for later ones that day. */
export const CONSENT_VERSION_PATTERN = '[0-9]{4}-[0-9]{2}-[0-9]{2}(-[0-9]{1,3})?';
/** A calendar day, 'YYYY-MM-DD'. */
export const DATE_PATTERN = '[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])';
/** A duration names a number and a unit: 3~7일, 1~2주, 반나절(4시간). The units, as an alternation. */
export const DURATION_UNIT_PATTERN = '시간|일|주|개월';
const DURATION_UNITS = new RegExp(`(${DURATION_UNIT_PATTERN})`);

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);
const matches = (value: string, pattern: string) => whole(pattern).test(value);

/** Checks a text field: required (not blank) or optional, at most `max` characters. */
function text(value: unknown, max: number, { required, label }: { required: boolean; label: string }): string | null {
  if (typeof value !== 'string') return `${label} 값이 올바르지 않습니다.`;
  if (required && isBlank(value)) return `${label} 항목을 채워 주세요.`;
  if (value.length > max) return `${max}자 이내로 적어 주세요.`;
  return null;
}

/** A value that is empty, or matches `pattern` (the whole value). */
function optionalPattern(value: unknown, pattern: string, example: string): string | null {
  if (typeof value !== 'string') return '값이 올바르지 않습니다.';
  return value === '' || matches(value, pattern) ? null : example;
}

// ---- Single fields (the build's VITE_* check uses these too) ----------------------------------------------------

export const fieldRules = {
  companyName: (value: unknown) => text(value, LIMITS.companyName, { required: true, label: '회사 이름' }),
  nameEnglish: (value: unknown) => text(value, LIMITS.nameEnglish, { required: false, label: '영문 이름' }),
  representative: (value: unknown) => text(value, LIMITS.representative, { required: true, label: '대표자' }),
  businessNumber: (value: unknown) =>
    typeof value === 'string' && matches(value, BUSINESS_NUMBER_PATTERN) ? null : '사업자등록번호는 123-45-67890처럼 적어 주세요.',
  address: (value: unknown) => text(value, LIMITS.address, { required: true, label: '주소' }),
  city: (value: unknown) => text(value, LIMITS.city, { required: true, label: '시·군' }),
  phone: (value: unknown) =>
    typeof value === 'string' && matches(value, PUBLIC_PHONE_PATTERN) ? null : '전화번호는 033-123-4567처럼 하이픈(-)을 넣어 적어 주세요.',
  email: (value: unknown) =>
    typeof value === 'string' && value.length <= LIMITS.email && isEmailAddress(value)
      ? null
      : '이메일 주소를 name@example.com처럼 적어 주세요.',
  kakaoChannelId: (value: unknown) =>
    optionalPattern(value, KAKAO_CHANNEL_PATTERN, '채널 주소 pf.kakao.com/ 뒤의 아이디만 적어 주세요 (예: _ZeUTxl).'),
  naverPlaceUrl: (value: unknown) =>
    channelUrl(
      value,
      CHANNEL_URL_PATTERNS.naverPlaceUrl,
      '네이버 플레이스 주소를 https://naver.me/… 또는 https://m.place.naver.com/…처럼 적어 주세요.',
    ),
  naverBlogUrl: (value: unknown) =>
    channelUrl(value, CHANNEL_URL_PATTERNS.naverBlogUrl, '네이버 블로그 주소를 https://blog.naver.com/아이디처럼 적어 주세요.'),
  instagramUrl: (value: unknown) =>
    channelUrl(value, CHANNEL_URL_PATTERNS.instagramUrl, '인스타그램 주소를 https://www.instagram.com/아이디처럼 적어 주세요.'),
  trustLine: (value: unknown) => text(value, LIMITS.trustLine, { required: false, label: '인증·보증' }),
  officerName: (value: unknown) => text(value, LIMITS.officerLine, { required: true, label: '책임자 이름' }),
  officerTitle: (value: unknown) => text(value, LIMITS.officerLine, { required: true, label: '책임자 직책' }),
  verification: (value: unknown) =>
    optionalPattern(value, VERIFICATION_PATTERN, '메타 태그 전체가 아니라 content="…" 안의 값만 붙여 넣어 주세요 (영문, 숫자, -, _).'),
  duration: (value: unknown) => {
    const problem = text(value, LIMITS.duration, { required: true, label: '공사 기간' });
    if (problem) return problem;
    return /\d/.test(value as string) && DURATION_UNITS.test(value as string)
      ? null
      : '공사 기간은 3~7일, 1~2주처럼 숫자와 단위로 적어 주세요.';
  },
  categoryLabel: (value: unknown) => text(value, LIMITS.categoryLabel, { required: true, label: '분류 이름' }),
  date: (value: unknown) => (typeof value === 'string' && matches(value, DATE_PATTERN) ? null : '날짜를 2026-12-01처럼 적어 주세요.'),
  consentVersion: (value: unknown) =>
    typeof value === 'string' && matches(value, CONSENT_VERSION_PATTERN) ? null : '동의서 버전이 올바르지 않습니다.',
} as const;

function channelUrl(value: unknown, pattern: string, example: string): string | null {
  if (typeof value !== 'string') return '값이 올바르지 않습니다.';
  if (value.length > LIMITS.url) return `${LIMITS.url}자 이내로 적어 주세요.`;
  return optionalPattern(value, pattern, example);
}

// ---- Structured fields ---------------------------------------------------------------------------------------

export function checkBusinessHours(hours: BusinessHours, path = 'company.hours'): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const days = hours.days;
  const ordered = days.every((day, index) => Number.isInteger(day) && day >= 1 && day <= 7 && (index === 0 || day > days[index - 1]!));
  if (days.length === 0 || !ordered) problems.push({ path: `${path}.days`, message: '문의를 받는 요일을 하루 이상 골라 주세요.' });
  const opens = timeMinutes(hours.opens);
  const closes = timeMinutes(hours.closes);
  if (opens === null) problems.push({ path: `${path}.opens`, message: '여는 시각을 09:00처럼 적어 주세요.' });
  if (closes === null) problems.push({ path: `${path}.closes`, message: '닫는 시각을 18:00처럼 적어 주세요.' });
  if (opens !== null && closes !== null && opens >= closes)
    problems.push({ path: `${path}.closes`, message: '닫는 시각은 여는 시각보다 늦어야 합니다.' });
  return problems;
}

export function checkPriceGuide(guide: PriceGuide, path: string): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const won = (value: number) => Number.isInteger(value) && value >= LIMITS.priceMinWon && value <= LIMITS.priceMaxWon;
  if (!won(guide.minWon)) problems.push({ path: `${path}.minWon`, message: '최저 가격을 1,000원 이상의 원 단위 숫자로 적어 주세요.' });
  if (!won(guide.maxWon)) problems.push({ path: `${path}.maxWon`, message: '최고 가격을 1,000원 이상의 원 단위 숫자로 적어 주세요.' });
  else if (won(guide.minWon) && guide.maxWon < guide.minWon)
    problems.push({ path: `${path}.maxWon`, message: '최고 가격은 최저 가격보다 낮을 수 없습니다.' });
  if (!(PRICE_UNITS as readonly string[]).includes(guide.unit))
    problems.push({ path: `${path}.unit`, message: '평, ㎡, 건 중에서 골라 주세요.' });
  const duration = fieldRules.duration(guide.duration);
  if (duration) problems.push({ path: `${path}.duration`, message: duration });
  return problems;
}

export function checkResponsePromise(rule: ResponsePromiseRule, hours: BusinessHours, path = 'responsePromise'): SettingsProblem[] {
  if (rule.kind === 'none') return [];
  if (rule.kind === 'within-hours') {
    return Number.isInteger(rule.hours) && rule.hours >= 1 && rule.hours <= LIMITS.promiseHoursMax
      ? []
      : [{ path: `${path}.hours`, message: `1시간에서 ${LIMITS.promiseHoursMax}시간 사이로 적어 주세요.` }];
  }
  if (rule.kind === 'same-day') {
    const cutoff = timeMinutes(rule.cutoff);
    const opens = timeMinutes(hours.opens);
    const closes = timeMinutes(hours.closes);
    if (cutoff === null) return [{ path: `${path}.cutoff`, message: '기준 시각을 15:00처럼 적어 주세요.' }];
    if (opens !== null && closes !== null && (cutoff <= opens || cutoff > closes))
      return [{ path: `${path}.cutoff`, message: `기준 시각은 영업시간(${hours.opens}~${hours.closes}) 안이어야 합니다.` }];
    return [];
  }
  return [{ path, message: '응답 약속의 종류가 올바르지 않습니다.' }];
}

export function checkOfficer(officer: PrivacyOfficer, path = 'privacy.officer'): SettingsProblem[] {
  return fieldProblems(path, [
    ['name', fieldRules.officerName(officer.name)],
    ['title', fieldRules.officerTitle(officer.title)],
    ['phone', fieldRules.phone(officer.phone)],
    ['email', fieldRules.email(officer.email)],
  ]);
}

export function checkProcessor(processor: DataProcessor, path: string): SettingsProblem[] {
  return fieldProblems(path, [
    ['name', text(processor.name, LIMITS.processorName, { required: true, label: '위탁받는 자' })],
    ['task', text(processor.task, LIMITS.processorTask, { required: true, label: '위탁 업무' })],
    ['country', text(processor.country, LIMITS.processorCountry, { required: false, label: '이전되는 국가' })],
    ['contact', text(processor.contact, LIMITS.processorContact, { required: false, label: '문의처' })],
  ]);
}

function fieldProblems(path: string, checks: readonly (readonly [string, string | null])[]): SettingsProblem[] {
  return checks.flatMap(([field, message]) => (message ? [{ path: `${path}.${field}`, message }] : []));
}

const copyText = (max: number, label: string) => (value: unknown) => text(value, max, { required: true, label });

// ---- The whole settings --------------------------------------------------------------------------------------

/** Every problem of `settings`, in form order; [] when it may be saved. */
export function checkSiteSettings(settings: SiteSettings): SettingsProblem[] {
  const { company, channels, trust, prices, responsePromise, privacy, copy, search } = settings;
  const problems: SettingsProblem[] = [
    ...fieldProblems('company', [
      ['name', fieldRules.companyName(company.name)],
      ['nameEnglish', fieldRules.nameEnglish(company.nameEnglish)],
      ['representative', fieldRules.representative(company.representative)],
      ['businessNumber', fieldRules.businessNumber(company.businessNumber)],
      ['address', fieldRules.address(company.address)],
      ['city', fieldRules.city(company.city)],
      ['phone', fieldRules.phone(company.phone)],
      ['email', fieldRules.email(company.email)],
    ]),
    ...checkBusinessHours(company.hours),
    ...fieldProblems('channels', [
      ['kakaoChannelId', fieldRules.kakaoChannelId(channels.kakaoChannelId)],
      ['naverPlaceUrl', fieldRules.naverPlaceUrl(channels.naverPlaceUrl)],
      ['naverBlogUrl', fieldRules.naverBlogUrl(channels.naverBlogUrl)],
      ['instagramUrl', fieldRules.instagramUrl(channels.instagramUrl)],
    ]),
    ...fieldProblems('trust', [
      ['constructionLicense', fieldRules.trustLine(trust.constructionLicense)],
      ['defectWarranty', fieldRules.trustLine(trust.defectWarranty)],
      ['insurance', fieldRules.trustLine(trust.insurance)],
    ]),
  ];
  for (const [workType, guide] of Object.entries(prices)) {
    if (!(WORK_TYPES as readonly string[]).includes(workType))
      problems.push({ path: `prices.${workType}`, message: '알 수 없는 공사 종류입니다.' });
    else if (guide) problems.push(...checkPriceGuide(guide, `prices.${workType}`));
  }
  problems.push(...checkResponsePromise(responsePromise, company.hours));
  if (privacy.officer) problems.push(...checkOfficer(privacy.officer));
  if (privacy.processors.length > LIMITS.processorsMax)
    problems.push({ path: 'privacy.processors', message: `위탁업체는 ${LIMITS.processorsMax}곳까지 적을 수 있습니다.` });
  privacy.processors.forEach((processor, index) => problems.push(...checkProcessor(processor, `privacy.processors.${index}`)));
  const version = fieldRules.consentVersion(privacy.consentVersion);
  if (version) problems.push({ path: 'privacy.consentVersion', message: version });
  const effective = fieldRules.date(privacy.effectiveDate);
  if (effective) problems.push({ path: 'privacy.effectiveDate', message: effective });
  if (privacy.previousConsentVersion !== null && fieldRules.consentVersion(privacy.previousConsentVersion))
    problems.push({ path: 'privacy.previousConsentVersion', message: '이전 동의서 버전이 올바르지 않습니다.' });
  problems.push(
    ...fieldProblems('copy', [
      ['heroHeadline', copyText(LIMITS.heroHeadline, '홈 화면 제목')(copy.heroHeadline)],
      ['heroSubline', copyText(LIMITS.heroSubline, '홈 화면 소개 문장')(copy.heroSubline)],
      ['aboutGreeting', copyText(LIMITS.aboutGreeting, '인사말')(copy.aboutGreeting)],
    ]),
    ...fieldProblems(
      'copy.serviceCards',
      HOME_SERVICE_IDS.map((id) => [id, copyText(LIMITS.serviceCard, '서비스 소개')(copy.serviceCards[id])] as const),
    ),
    ...fieldProblems(
      'copy.serviceSummaries',
      SERVICE_IDS.map((id) => [id, copyText(LIMITS.serviceSummary, '한 줄 소개')(copy.serviceSummaries[id])] as const),
    ),
    ...fieldProblems(
      'copy.categoryLabels',
      (['지보공사', 'AS'] as const satisfies readonly PhotoCategory[]).map(
        (category) => [category, fieldRules.categoryLabel(copy.categoryLabels[category])] as const,
      ),
    ),
    ...fieldProblems('search', [
      ['naver', fieldRules.verification(search.naver)],
      ['google', fieldRules.verification(search.google)],
    ]),
  );
  if (copy.heroHeadline.split('\n').length > 2) problems.push({ path: 'copy.heroHeadline', message: '제목은 두 줄까지 쓸 수 있습니다.' });
  return problems;
}

/** Problems of the administrators-only part: one note per processor, each within its limit. */
export function checkPrivateSiteSettings(privateSettings: PrivateSiteSettings, settings: SiteSettings): SettingsProblem[] {
  const notes = privateSettings.processorNotes;
  if (notes.length !== settings.privacy.processors.length)
    return [{ path: 'private.processorNotes', message: '위탁업체마다 메모 칸이 하나씩 있어야 합니다.' }];
  return notes.flatMap((note, index) => {
    const problem = text(note, LIMITS.processorNote, { required: false, label: '계약 메모' });
    return problem ? [{ path: `private.processorNotes.${index}`, message: problem }] : [];
  });
}
