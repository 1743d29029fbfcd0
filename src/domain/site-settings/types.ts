import type { PhotoCategory, WorkType } from '../types.js';

/**
 * The site settings: every business fact and text the owner edits in the admin (사이트 설정), stored once
 * (Firestore settings/site, the demo's IndexedDB) and read by every public surface: the app's pages, the raw HTML
 * the server render writes, the alert e-mails, the consent notice and the privacy policy. Plain data only (no
 * Date): the same object is JSON in a page's HTML, a Firestore map and an IndexedDB record.
 * The first version of a site is src/config/site-defaults.ts (its VITE_* values and the shipped copy).
 */
export interface SiteSettings {
  company: CompanyInfo;
  channels: ContactChannels;
  trust: TrustLines;
  /** A typical price range and duration per work type; a work type without one shows none. */
  prices: PriceGuides;
  /** How fast the company calls back, as a rule a clock can use; its sentence is derived (responsePromiseSentence). */
  responsePromise: ResponsePromiseRule;
  privacy: PrivacySettings;
  copy: SiteCopy;
  search: SearchVerification;
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** When the office answers: the same hours on each of the given days, 'HH:MM' in Korea time. */
export interface BusinessHours {
  /** Ascending, no repeats, at least one. */
  days: Weekday[];
  opens: string;
  closes: string;
}

export interface CompanyInfo {
  name: string;
  /** For search engines (schema.org alternateName); '' when none. */
  nameEnglish: string;
  representative: string;
  /** 사업자등록번호, 123-45-67890. */
  businessNumber: string;
  /** The street address: shown, and geocoded for the map's marker. */
  address: string;
  /** The city or county of the address (원주시): schema.org addressLocality and the company's story. */
  city: string;
  /** The public phone number, as Koreans write it (033-123-4567). */
  phone: string;
  email: string;
  hours: BusinessHours;
}

/** The company's pages elsewhere; each '' when it has none (then it is not linked). */
export interface ContactChannels {
  /** The KakaoTalk channel's id, what follows pf.kakao.com/ (_ZeUTxl). */
  kakaoChannelId: string;
  naverPlaceUrl: string;
  naverBlogUrl: string;
  instagramUrl: string;
}

/** 인증·보증 lines, each shown only when set. */
export interface TrustLines {
  constructionLicense: string;
  defectWarranty: string;
  insurance: string;
}

export const PRICE_UNITS = ['평', '㎡', '건'] as const;
/** What a price is counted per: 평 (3.3 ㎡), square metre, or the whole job. */
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** A typical price range, in won per unit, and how long the work takes ("3~7일"). */
export interface PriceGuide {
  minWon: number;
  maxWon: number;
  unit: PriceUnit;
  duration: string;
}

export type PriceGuides = Partial<Record<WorkType, PriceGuide>>;

/**
 * The response promise as a clock can read it:
 * - none: no promise is shown;
 * - same-day: an inquiry received on a business day before `cutoff` ('HH:MM') is answered that day, a later one by
 *   the end of the next business day;
 * - within-hours: answered within `hours` business hours.
 */
export type ResponsePromiseRule = { kind: 'none' } | { kind: 'same-day'; cutoff: string } | { kind: 'within-hours'; hours: number };

/** 개인정보 보호책임자. */
export interface PrivacyOfficer {
  name: string;
  title: string;
  phone: string;
  email: string;
}

/** A company that processes visitors' data for the site (개인정보 처리 위탁), as the policy names it. */
export interface DataProcessor {
  /** "Google LLC (Google Firebase)" */
  name: string;
  /** What it does: "홈페이지 호스팅, 문의·후기와 사진의 저장". */
  task: string;
  /** The country the data goes to when it leaves Korea (국외 이전), '' when it stays in Korea. */
  country: string;
  /** Where a visitor asks it about their data (an address or a phone number), '' when none is named. */
  contact: string;
}

export interface PrivacySettings {
  /** Null until the owner names one: /privacy is then the placeholder and the launch checklist says why. */
  officer: PrivacyOfficer | null;
  processors: DataProcessor[];
  /**
   * The version of the consent notice and the privacy policy in force: the day it was published, 'YYYY-MM-DD', with
   * '-2', '-3' … for a second change on one day. Each inquiry stores the version its visitor agreed to. A save
   * that changes the officer or the processors starts a new version (saveSiteSettings); the policy shows its date.
   */
  consentVersion: string;
  /** The version before it (a visitor whose page is older may still send it), or null. */
  previousConsentVersion: string | null;
  /** The day the policy in force took effect ('YYYY-MM-DD'), shown on /privacy. */
  effectiveDate: string;
}

/** The three services on the home page's cards. */
export const HOME_SERVICE_IDS = ['roofing', 'waterproofing', 'remodeling'] as const;
export type HomeServiceId = (typeof HOME_SERVICE_IDS)[number];

/** The four blocks of the services page. */
export const SERVICE_IDS = ['roofing', 'waterproofing', 'metal-roofing', 'remodeling'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** The texts the owner words. */
export interface SiteCopy {
  /** The home page's headline; a line break ('\n') splits it where the owner wants. */
  heroHeadline: string;
  heroSubline: string;
  /** The About page's greeting: paragraphs separated by a blank line. */
  aboutGreeting: string;
  /** Each home service card's short text. */
  serviceCards: Record<HomeServiceId, string>;
  /** Each services-page block's one-line summary. */
  serviceSummaries: Record<ServiceId, string>;
  /** What visitors read for each stored photo category (the stored value never changes). */
  categoryLabels: Record<PhotoCategory, string>;
}

/** The search engines' ownership checks: the content="…" of their meta tags, each '' when unset. */
export interface SearchVerification {
  naver: string;
  google: string;
}

/** What only administrators read: kept apart from what visitors read (Firestore settings/sitePrivate). */
export interface PrivateSiteSettings {
  /** A note per processor (its contract, who signed it), in the order of privacy.processors; '' when none. */
  processorNotes: string[];
}

/** The stored settings as the admin edits them: what visitors read, what only staff read, and their version. */
export interface StoredSiteSettings {
  settings: SiteSettings;
  private: PrivateSiteSettings;
  /** 0 while nothing was saved (the first version, from the build), then 1, 2, … one per save. */
  version: number;
  /** When this version was saved; null for the first version. */
  savedAt: Date | null;
}

/** One saved version, as the history lists it. */
export interface SiteSettingsVersion {
  version: number;
  savedAt: Date | null;
  savedByEmail: string | null;
  /** The sections it changed (SETTINGS_SECTIONS keys), in form order. */
  changed: SettingsSection[];
  /** Set when this version brought back an earlier one. */
  restoredFrom: number | null;
}

/** The form's sections, in order; a save lists the ones it changed. */
export const SETTINGS_SECTIONS = ['company', 'channels', 'trust', 'prices', 'privacy', 'copy', 'search'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** Each section's name, as the form's headings and the activity log say it. */
export const SETTINGS_SECTION_LABELS: Record<SettingsSection, string> = {
  company: '회사 정보',
  channels: '상담 채널',
  trust: '신뢰 정보',
  prices: '가격·응답 안내',
  privacy: '개인정보',
  copy: '문구',
  search: '검색 등록',
};

/** The launch checklist's items that only a person can confirm (done elsewhere: in Naver's and Google's consoles). */
export const LAUNCH_TICK_ITEMS = ['sitemapNaver', 'sitemapGoogle', 'appCheck'] as const;
export type LaunchTickItem = (typeof LAUNCH_TICK_ITEMS)[number];
/** When each was ticked, or null. */
export type LaunchTicks = Record<LaunchTickItem, Date | null>;
