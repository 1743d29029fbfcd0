import type { PriceGuides, SiteSettings, PrivateSiteSettings, StoredSiteSettings } from '@/domain/site-settings/types';
import type { WorkType } from '@/domain/types';
import { WORK_TYPES } from '../domain/categories';
import { appCheckSiteKey } from './env';
import { fromEnv } from './env-value';
import { parsePriceEstimate, parseResponsePromise } from './first-values';
import { PRIVACY_CONSENT_VERSION } from './limits';
import { SAMPLE_COMPANY_CONTACT } from './sample-contact';
import { site } from './site';

/**
 * The first version of a site's settings: what a new site shows before its owner saves anything in 사이트 설정, and
 * what a deployment made before the settings existed keeps showing (its VITE_* values), with no manual step. The
 * VITE_* values (see .env.example) are checked by the build with the settings' own rule (env-schema.ts); the
 * texts are the shipped copy. Every reader falls back to this while settings/site does not exist: the adapters,
 * the server render (the build's prerender and the pages function) and the app in development.
 */
const companyPhone = fromEnv(import.meta.env.VITE_COMPANY_PHONE, SAMPLE_COMPANY_CONTACT.phone);
const companyEmail = fromEnv(import.meta.env.VITE_COMPANY_EMAIL, 'info@jy-construction.co.kr');
const companyName = fromEnv(import.meta.env.VITE_COMPANY_NAME, 'JY건설');
const representative = fromEnv(import.meta.env.VITE_COMPANY_REPRESENTATIVE, '김정연');
const city = fromEnv(import.meta.env.VITE_COMPANY_CITY, '원주시');
const officerName = fromEnv(import.meta.env.VITE_PRIVACY_OFFICER_NAME, '');
const officerTitle = fromEnv(import.meta.env.VITE_PRIVACY_OFFICER_TITLE, '');

/** Each work type's VITE_ESTIMATE_<TYPE>, read by its full name (Vite inlines each one it sees). */
function firstPrices(): PriceGuides {
  const values: Record<WorkType, string | undefined> = {
    roofing: import.meta.env.VITE_ESTIMATE_ROOFING,
    waterproofing: import.meta.env.VITE_ESTIMATE_WATERPROOFING,
    'metal-roofing': import.meta.env.VITE_ESTIMATE_METAL_ROOFING,
    exterior: import.meta.env.VITE_ESTIMATE_EXTERIOR,
    ground: import.meta.env.VITE_ESTIMATE_GROUND,
  };
  const prices: PriceGuides = {};
  for (const workType of WORK_TYPES) {
    const guide = parsePriceEstimate(fromEnv(values[workType], ''));
    if (guide) prices[workType] = guide;
  }
  return prices;
}

export const FIRST_SITE_SETTINGS: SiteSettings = {
  company: {
    name: companyName,
    nameEnglish: fromEnv(import.meta.env.VITE_COMPANY_NAME_EN, 'JY Construction'),
    representative,
    businessNumber: fromEnv(import.meta.env.VITE_COMPANY_BUSINESS_NUMBER, '123-45-67890'),
    address: fromEnv(import.meta.env.VITE_COMPANY_ADDRESS, SAMPLE_COMPANY_CONTACT.address),
    city,
    phone: companyPhone,
    email: companyEmail,
    // The spec's hours: weekdays 09:00-18:00.
    hours: { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' },
  },
  channels: {
    kakaoChannelId: fromEnv(import.meta.env.VITE_KAKAO_CHANNEL_ID, ''),
    naverPlaceUrl: fromEnv(import.meta.env.VITE_NAVER_PLACE_URL, ''),
    naverBlogUrl: fromEnv(import.meta.env.VITE_NAVER_BLOG_URL, ''),
    instagramUrl: fromEnv(import.meta.env.VITE_INSTAGRAM_URL, ''),
  },
  trust: {
    constructionLicense: fromEnv(import.meta.env.VITE_COMPANY_CONSTRUCTION_LICENSE, ''),
    defectWarranty: fromEnv(import.meta.env.VITE_COMPANY_DEFECT_WARRANTY, ''),
    insurance: fromEnv(import.meta.env.VITE_COMPANY_INSURANCE, ''),
  },
  // Nothing by default: a price the owner did not write must never reach a customer.
  prices: firstPrices(),
  responsePromise: parseResponsePromise(fromEnv(import.meta.env.VITE_RESPONSE_PROMISE, '')) ?? { kind: 'none' },
  privacy: {
    officer:
      officerName && officerTitle
        ? {
            name: officerName,
            title: officerTitle,
            phone: fromEnv(import.meta.env.VITE_PRIVACY_OFFICER_PHONE, companyPhone),
            email: fromEnv(import.meta.env.VITE_PRIVACY_OFFICER_EMAIL, companyEmail),
          }
        : null,
    processors: [
      {
        name: 'Google LLC (Google Firebase)',
        task: '홈페이지 호스팅, 문의·후기와 사진의 저장, 관리자 로그인' + (appCheckSiteKey ? ', 자동 입력 방지(reCAPTCHA)' : ''),
        country: '미국 및 Google이 데이터 센터를 운영하는 국가',
        contact: 'https://firebase.google.com/support/privacy',
      },
    ],
    consentVersion: PRIVACY_CONSENT_VERSION,
    previousConsentVersion: null,
    effectiveDate: fromEnv(import.meta.env.VITE_PRIVACY_POLICY_DATE, PRIVACY_CONSENT_VERSION),
  },
  copy: {
    heroHeadline: '비 새지 않는 집,\n지붕부터 제대로 짓습니다',
    heroSubline:
      '지붕 공사와 옥상·외벽 방수, 징크 지붕, 외벽 리모델링까지 자체 시공팀이 직접 맡습니다. 현장을 먼저 확인하고, 꼭 필요한 공사만 정직하게 제안합니다.',
    aboutGreeting: [
      `안녕하십니까. ${companyName} 대표 ${representative}입니다.`,
      `${site.foundedYear}년 ${city}의 작은 사무실에서 지붕 수리를 시작했을 때부터 지금까지, 저희가 지켜 온 원칙은 하나입니다. 고객의 집을 내 집처럼 생각하고, 보이지 않는 곳까지 제대로 시공하는 것입니다.`,
      '지붕과 방수는 공사가 끝난 뒤 비가 오고 눈이 쌓여야 비로소 실력이 드러나는 일입니다. 그래서 저희는 현장을 먼저 꼼꼼히 살피고, 꼭 필요한 공사만 정직하게 말씀드리며, 시공 후에도 연락 주시면 언제든 다시 찾아갑니다.',
      '강원의 긴 겨울과 폭설, 장마를 견디는 튼튼한 지붕으로 보답하겠습니다. 감사합니다.',
    ].join('\n\n'),
    serviceCards: {
      roofing: '노후 슬레이트·기와 지붕 교체부터 신축 주택의 지붕 구조까지, 강원의 폭설과 강풍을 견디도록 설계하고 시공합니다.',
      waterproofing: '우레탄·시트·도막 방수 중 건물 상태에 맞는 공법을 골라 누수 원인부터 잡습니다. 균열 보수와 배수 정비도 함께합니다.',
      remodeling: '단열과 마감을 함께 고려한 외벽 리모델링으로 오래된 건물의 인상과 에너지 효율을 새롭게 바꿉니다.',
    },
    serviceSummaries: {
      roofing: '폭설과 강풍을 견디는 튼튼한 지붕',
      waterproofing: '누수의 원인부터 찾아 막는 방수',
      'metal-roofing': '가볍고 오래가는 금속 지붕',
      remodeling: '건물의 인상과 단열을 함께 바꾸는 외벽',
    },
    categoryLabels: {
      지보공사: fromEnv(import.meta.env.VITE_CATEGORY_LABEL_JIBO, '지보공사'),
      AS: fromEnv(import.meta.env.VITE_CATEGORY_LABEL_AS, 'AS'),
    },
  },
  search: {
    naver: fromEnv(import.meta.env.VITE_NAVER_SITE_VERIFICATION, ''),
    google: fromEnv(import.meta.env.VITE_GOOGLE_SITE_VERIFICATION, ''),
  },
};

/** The administrators-only part of the first version: no note on any processor. */
export const FIRST_PRIVATE_SITE_SETTINGS: PrivateSiteSettings = {
  processorNotes: FIRST_SITE_SETTINGS.privacy.processors.map(() => ''),
};

/** The first version as the admin reads it before any save: version 0, never saved. */
export const FIRST_STORED_SITE_SETTINGS: StoredSiteSettings = {
  settings: FIRST_SITE_SETTINGS,
  private: FIRST_PRIVATE_SITE_SETTINGS,
  version: 0,
  savedAt: null,
};
