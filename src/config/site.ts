import type { ImageCategory, WorkType } from '../domain/types';
import { INQUIRY_RETENTION_YEARS, PRIVACY_CONSENT_VERSION } from './constants';
import { fromEnv } from './env-value';
import { parseEstimate, type WorkEstimate } from './estimates';
import { privacyOfficerOf } from './privacy-officer';

export type { PrivacyOfficer } from './privacy-officer';

/**
 * Company details, in one place. Values the owner will change per deployment come from VITE_* variables
 * (see .env.example); the rest are the defaults until the owner gives the real ones.
 */
const companyPhone = fromEnv(import.meta.env.VITE_COMPANY_PHONE, '033-123-4567');
const companyEmail = fromEnv(import.meta.env.VITE_COMPANY_EMAIL, 'info@jy-construction.co.kr');

export const site = {
  name: fromEnv(import.meta.env.VITE_COMPANY_NAME, 'JY건설'),
  nameEnglish: fromEnv(import.meta.env.VITE_COMPANY_NAME_EN, 'JY Construction'),
  representative: fromEnv(import.meta.env.VITE_COMPANY_REPRESENTATIVE, '김정연'),
  businessNumber: fromEnv(import.meta.env.VITE_COMPANY_BUSINESS_NUMBER, '123-45-67890'),
  address: fromEnv(import.meta.env.VITE_COMPANY_ADDRESS, '강원특별자치도 원주시 단구로 170'),
  addressRegion: '강원특별자치도',
  addressLocality: fromEnv(import.meta.env.VITE_COMPANY_CITY, '원주시'),
  phone: companyPhone,
  email: companyEmail,
  /** Weekdays 09:00-18:00. */
  businessHours: '평일 09:00-18:00',
  /** schema.org openingHours form of the same hours. */
  openingHoursSchema: 'Mo-Fr 09:00-18:00',
  /** The same hours as schema.org OpeningHoursSpecification parts (the form search engines document). */
  openingHoursSpecification: { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
  /**
   * The picture a shared link shows when the page has none of its own (og:image): 1200×630, what KakaoTalk,
   * Facebook and Naver show large. A root path of the site (made absolute with VITE_SITE_URL).
   */
  shareImage: { path: '/og-image.jpg', width: 1200, height: 630 },
  foundedYear: 2001,
  /** The Kakao channel's chat (https://pf.kakao.com/<id>/chat), or '' when VITE_KAKAO_CHANNEL_ID is unset. */
  kakaoChatUrl: kakaoChatUrl(fromEnv(import.meta.env.VITE_KAKAO_CHANNEL_ID, '')),
  /** 인증·보증 details: each '' when unset, and then not shown. */
  trust: {
    constructionLicense: fromEnv(import.meta.env.VITE_COMPANY_CONSTRUCTION_LICENSE, ''),
    defectWarranty: fromEnv(import.meta.env.VITE_COMPANY_DEFECT_WARRANTY, ''),
    insurance: fromEnv(import.meta.env.VITE_COMPANY_INSURANCE, ''),
  },
  /** The company's pages elsewhere (https URLs): each '' when unset, and then not linked. */
  social: {
    naverPlace: fromEnv(import.meta.env.VITE_NAVER_PLACE_URL, ''),
    naverBlog: fromEnv(import.meta.env.VITE_NAVER_BLOG_URL, ''),
    instagram: fromEnv(import.meta.env.VITE_INSTAGRAM_URL, ''),
  },
  /**
   * What visitors read for each stored image category (지보공사 or AS). The stored value never changes; the
   * owner renames what is shown (지보공사 reads as temporary shoring to most Koreans). Default: the stored value.
   */
  categoryLabels: {
    지보공사: fromEnv(import.meta.env.VITE_CATEGORY_LABEL_JIBO, '지보공사'),
    AS: fromEnv(import.meta.env.VITE_CATEGORY_LABEL_AS, 'AS'),
  } satisfies Record<ImageCategory, string>,
  /**
   * How long an inquiry and its photos are kept, as the consent notice says it (PIPA): each inquiry's retainUntil is
   * its submission + INQUIRY_RETENTION_DAYS (src/config/constants.ts), and a TTL policy deletes it then. Change the
   * period there (and in firestore.rules), with a new PRIVACY_CONSENT_VERSION.
   */
  inquiryRetention: `문의 접수일로부터 ${INQUIRY_RETENTION_YEARS}년`,
  /**
   * How much, how soon: a typical price range and duration per work type (VITE_ESTIMATE_<TYPE>, `<price> |
   * <duration>`, src/config/estimates.ts), and the promise of how fast the company answers (VITE_RESPONSE_PROMISE).
   * Each is shown only when set: nothing by default, since a price the owner did not write must never reach a
   * customer (a sample company name is noticed at once; a plausible sample price is not).
   */
  estimates: estimatesOf({
    roofing: import.meta.env.VITE_ESTIMATE_ROOFING,
    waterproofing: import.meta.env.VITE_ESTIMATE_WATERPROOFING,
    'metal-roofing': import.meta.env.VITE_ESTIMATE_METAL_ROOFING,
    exterior: import.meta.env.VITE_ESTIMATE_EXTERIOR,
    ground: import.meta.env.VITE_ESTIMATE_GROUND,
  }),
  /** "평일 오후 3시 전 문의는 당일 전화드립니다", or '' when unset. */
  responsePromise: fromEnv(import.meta.env.VITE_RESPONSE_PROMISE, ''),
  /**
   * The privacy officer (개인정보 보호책임자), or null: /privacy shows the full policy only when the name and title are
   * set (the build refuses one without the other); phone and e-mail default to the company's. Each variable is
   * read by name, as everywhere here: Vite replaces each import.meta.env.<name> with its value, but handing on
   * import.meta.env itself would ship every variable (vite.config.ts asks privacyOfficerOf the same question).
   */
  privacyOfficer: privacyOfficerOf(
    fromEnv(import.meta.env.VITE_PRIVACY_OFFICER_NAME, ''),
    fromEnv(import.meta.env.VITE_PRIVACY_OFFICER_TITLE, ''),
    fromEnv(import.meta.env.VITE_PRIVACY_OFFICER_PHONE, companyPhone),
    fromEnv(import.meta.env.VITE_PRIVACY_OFFICER_EMAIL, companyEmail),
  ),
  /** The day the privacy policy takes effect (VITE_PRIVACY_POLICY_DATE, else the current consent notice's date). */
  privacyPolicyDate: fromEnv(import.meta.env.VITE_PRIVACY_POLICY_DATE, PRIVACY_CONSENT_VERSION),
} as const;

/** The configured estimates only (a work type without its variable has none). */
function estimatesOf(values: Record<WorkType, string | undefined>): Partial<Record<WorkType, WorkEstimate>> {
  const estimates: Partial<Record<WorkType, WorkEstimate>> = {};
  for (const [workType, value] of Object.entries(values) as [WorkType, string | undefined][]) {
    const estimate = parseEstimate(value);
    if (estimate) estimates[workType] = estimate;
  }
  return estimates;
}

/** A plain link to the channel's chat (no Kakao SDK): on a phone it opens KakaoTalk. */
function kakaoChatUrl(channelId: string): string {
  return channelId ? `https://pf.kakao.com/${encodeURIComponent(channelId)}/chat` : '';
}

/** The label shown for a stored image category (site.categoryLabels). */
export function categoryLabel(category: ImageCategory): string {
  return site.categoryLabels[category];
}

/** "033-123-4567" → "tel:0331234567" (the one tel: link, shared with the admin and the alert e-mails). */
export { telHref } from '../domain/phone-links';
