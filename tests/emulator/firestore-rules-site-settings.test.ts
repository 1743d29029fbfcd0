import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';
import {
  COLLECTIONS,
  LAUNCH_CHECKLIST_ID,
  SITE_SETTINGS_HISTORY_COLLECTION,
  SITE_SETTINGS_ID,
  SITE_SETTINGS_PRIVATE_ID,
} from '@/config/collections';
import { PRIVACY_CONSENT_VERSION, SITE_SETTINGS_LIMITS as LIMITS } from '@/config/limits';
import { koreaDay } from '@/domain/site-settings/business-time';
import type { SiteSettings } from '@/domain/site-settings/types';
import { FIRESTORE_HOST, FIRESTORE_RULES, loadFirestoreRules } from './support/emulator-env';
import { ADMIN_UID, assertFails, assertSucceeds, clientTime, dbOf, describe, expect, it, setUpRulesEnvironment } from './support/rules-env';
import { newInquiry } from './support/rules-fixtures';
import { largestNotes, largestSettings, settingsWith, text, writeVersion, type VersionWrite } from './support/site-settings-fixtures';

/**
 * firestore.rules on the site settings (사이트 설정): settings/site (anyone reads; administrators save every field typed
 * and bounded as src/domain/site-settings/rules.ts checks it, version by version), settings/sitePrivate and
 * siteSettingsHistory (administrators only; the history is created once per version, with the same data, and never
 * changed), settings/launch (administrators' ticks), the settings_update activity, the consent version inquiries
 * carry, and the expression budget of the largest save.
 */
const rules = setUpRulesEnvironment();

const siteRef = (db: Firestore) => doc(db, COLLECTIONS.settings, SITE_SETTINGS_ID);
const privateRef = (db: Firestore) => doc(db, COLLECTIONS.settings, SITE_SETTINGS_PRIVATE_ID);
const historyRef = (db: Firestore, id: string) => doc(db, SITE_SETTINGS_HISTORY_COLLECTION, id);
const launchRef = (db: Firestore) => doc(db, COLLECTIONS.settings, LAUNCH_CHECKLIST_ID);

const OFFICER = { name: '김정연', title: '대표', phone: '033-123-4567', email: 'privacy@jy-construction.co.kr' };

/** A save by the administrator. */
const save = (write: VersionWrite) => writeVersion(rules.as.admin, write);
/** The first save (version 1) of the first version with `change`. */
const saveFirst = (change?: (settings: SiteSettings) => void) => save({ settings: settingsWith(change), version: 1 });

describe('settings/site: anyone reads it, only administrators save it', () => {
  it('anyone gets it, saved or not yet; nobody lists the settings', async () => {
    for (const db of [rules.as.anonymous, rules.as.user]) await assertSucceeds(getDoc(siteRef(db)));
    await assertSucceeds(saveFirst());
    for (const db of [rules.as.anonymous, rules.as.user, rules.as.admin]) await assertSucceeds(getDoc(siteRef(db)));
    for (const db of [rules.as.anonymous, rules.as.user]) await assertFails(getDocs(query(collection(db, COLLECTIONS.settings), limit(5))));
  });

  it('visitors and signed-in non-admins cannot save, not even a valid version, nor any document of one', async () => {
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(writeVersion(db, { settings: settingsWith(), version: 1 }));
      await assertFails(setDoc(siteRef(db), { ...settingsWith(), version: 1, savedAt: serverTimestamp() }));
      await assertFails(setDoc(privateRef(db), { processorNotes: [''], version: 1 }));
    }
    await assertSucceeds(saveFirst());
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(writeVersion(db, { settings: settingsWith((s) => (s.company.phone = '033-999-9999')), version: 2 }));
      await assertFails(updateDoc(siteRef(db), { 'company.phone': '033-999-9999' }));
      await assertFails(deleteDoc(siteRef(db)));
    }
  });

  it('is never deleted, not even by an administrator', async () => {
    await assertSucceeds(saveFirst());
    await assertFails(deleteDoc(siteRef(rules.as.admin)));
    await assertFails(deleteDoc(privateRef(rules.as.admin)));
  });
});

describe('a save: the next version, with its private part and history entry, in one transaction', () => {
  it('an administrator saves version 1, then 2 and 3 (with the settings_update activity)', async () => {
    await assertSucceeds(saveFirst());
    await assertSucceeds(save({ settings: settingsWith((s) => (s.company.phone = '033-111-2222')), version: 2 }));
    await assertSucceeds(save({ settings: settingsWith((s) => (s.company.phone = '033-333-4444')), version: 3, changed: ['company'] }));
    expect((await getDoc(siteRef(rules.as.anonymous))).get('version')).toBe(3);
  });

  it('refuses settings/site without the history entry or the private part of its version', async () => {
    const settings = settingsWith();
    await assertFails(save({ settings, version: 1, without: ['history'] }));
    await assertFails(save({ settings, version: 1, without: ['private'] }));
    await assertFails(save({ settings, version: 1, without: ['private', 'history'] }));
    await assertFails(save({ settings, version: 1, privateDoc: { version: 2 } }));
    await assertSucceeds(save({ settings, version: 1 }));
  });

  it('refuses a version skipped or repeated, and a first version other than 1', async () => {
    await assertFails(save({ settings: settingsWith(), version: 2 }));
    await assertFails(save({ settings: settingsWith(), version: 0 }));
    await assertSucceeds(saveFirst());
    const next = settingsWith((s) => (s.company.phone = '033-111-2222'));
    await assertFails(save({ settings: next, version: 1 }));
    await assertFails(save({ settings: next, version: 3 }));
    await assertFails(save({ settings: next, version: 2, site: { version: '2' } }));
    await assertSucceeds(save({ settings: next, version: 2 }));
  });

  it("refuses a time that is not the server's", async () => {
    await assertFails(save({ settings: settingsWith(), version: 1, site: { savedAt: clientTime() } }));
    await assertFails(save({ settings: settingsWith(), version: 1, history: { savedAt: clientTime() } }));
  });

  it('refuses a history entry that differs from settings/site or its private part, or misnames who saved it', async () => {
    const settings = settingsWith();
    const { search: _search, ...withoutSearch } = settings;
    const broken: [string, Partial<VersionWrite>][] = [
      ['other settings', { history: { settings: settingsWith((s) => (s.company.phone = '033-999-9999')) } }],
      ['a section missing', { history: { settings: withoutSearch } }],
      ['an extra section', { history: { settings: { ...settings, extra: 'x' } } }],
      ['other notes', { history: { private: { processorNotes: ['다른 메모'] } } }],
      ['an extra field', { history: { note: 'x' } }],
      ['another version', { history: { version: 2 } }],
      ['an id that is not its version', { historyId: '01' }],
      ['another uid', { history: { savedByUid: 'someone-else' } }],
      ['another e-mail', { history: { savedByEmail: 'someone@example.com' } }],
      ['an unknown section changed', { changed: ['company', 'colors'] }],
      ['a section twice', { changed: ['company', 'company'] }],
      ['a restore of a version never saved', { restoredFrom: 7 }],
      ['a restore of itself', { restoredFrom: 1 }],
    ];
    for (const [label, write] of broken) {
      await expect(assertFails(save({ settings, version: 1, ...write })), label).resolves.toBeDefined();
    }
    await assertSucceeds(save({ settings, version: 1 }));
  });

  it('records a restore of an earlier version', async () => {
    await assertSucceeds(saveFirst());
    await assertSucceeds(save({ settings: settingsWith((s) => (s.company.phone = '033-111-2222')), version: 2 }));
    await assertSucceeds(save({ settings: settingsWith(), version: 3, restoredFrom: 1 }));
  });

  it('the history is created once and never changed or deleted, by anyone', async () => {
    await assertSucceeds(saveFirst());
    for (const db of [rules.as.anonymous, rules.as.user, rules.as.admin]) {
      await assertFails(updateDoc(historyRef(db, '1'), { savedByEmail: 'someone@example.com' }));
      await assertFails(setDoc(historyRef(db, '1'), { version: 1 }));
      await assertFails(deleteDoc(historyRef(db, '1')));
    }
  });

  it('settings/sitePrivate holds one note per processor, each at most its limit, at the version', async () => {
    const settings = settingsWith(
      (s) => (s.privacy.processors = [...s.privacy.processors, { name: '(주)문자', task: '문자 발송', country: '', contact: '' }]),
    );
    const broken: [string, Partial<VersionWrite>][] = [
      ['a note missing', { notes: [''] }],
      ['a note too many', { notes: ['', '', ''] }],
      ['a note too long', { notes: ['', text(LIMITS.processorNote + 1)] }],
      ['a note that is no text', { notes: ['', 42] }],
      ['notes that are no list', { notes: 'memo' }],
      ['an extra field', { privateDoc: { extra: 'x' } }],
    ];
    for (const [label, write] of broken) {
      await expect(assertFails(save({ settings, version: 1, ...write })), label).resolves.toBeDefined();
    }
    await assertSucceeds(save({ settings, version: 1, notes: ['', text(LIMITS.processorNote)] }));
  });
});

/** Settings no save may store, by section: each refused as a whole, even from an administrator. */
const BAD: Record<string, Record<string, (settings: SiteSettings) => void>> = {
  '회사 정보': {
    'a blank company name': (s) => (s.company.name = '\u3000'),
    'an empty company name': (s) => (s.company.name = ''),
    'a company name with a leading blank (values are stored trimmed)': (s) => (s.company.name = ' JY건설'),
    'a company name that is too long': (s) => (s.company.name = text(LIMITS.companyName + 1)),
    'a company name that is no text': (s) => ((s.company as unknown as Record<string, unknown>).name = 42),
    'an English name that is too long': (s) => (s.company.nameEnglish = text(LIMITS.nameEnglish + 1, 'J')),
    'an English name that is null': (s) => ((s.company as unknown as Record<string, unknown>).nameEnglish = null),
    'a blank representative': (s) => (s.company.representative = ' '),
    'a representative that is too long': (s) => (s.company.representative = text(LIMITS.representative + 1)),
    'a business number without hyphens': (s) => (s.company.businessNumber = '1234567890'),
    'a business number with a digit missing': (s) => (s.company.businessNumber = '123-45-6789'),
    'a blank address': (s) => (s.company.address = '\u200b'),
    'an address that is too long': (s) => (s.company.address = text(LIMITS.address + 1)),
    'a city that is too long': (s) => (s.company.city = text(LIMITS.city + 1)),
    'a phone number without hyphens': (s) => (s.company.phone = '0331234567'),
    'a phone number with more after it': (s) => (s.company.phone = '033-123-4567 내선 2'),
    'a phone number with more before it': (s) => (s.company.phone = '+82 033-123-4567'),
    'a phone number that is no text': (s) => ((s.company as unknown as Record<string, unknown>).phone = 331234567),
    'an e-mail that is no address': (s) => (s.company.email = 'info at jy'),
    'an e-mail without a domain dot': (s) => (s.company.email = 'info@jy'),
    'an e-mail that is too long': (s) => (s.company.email = `${text(LIMITS.email, 'a')}@jy.co.kr`),
    'no business day': (s) => (s.company.hours.days = []),
    'days out of order': (s) => (s.company.hours.days = [2, 1]),
    'a day twice': (s) => (s.company.hours.days = [1, 1, 2]),
    'a day that is no weekday': (s) => (s.company.hours.days = [0, 1] as never),
    'a day as text': (s) => (s.company.hours.days = ['1'] as never),
    'an opening time without its zero': (s) => (s.company.hours.opens = '9:00'),
    'a closing time of 24:00': (s) => (s.company.hours.closes = '24:00'),
    'closing before opening': (s) => (s.company.hours = { days: [1, 2, 3, 4, 5], opens: '18:00', closes: '09:00' }),
    'an extra company field': (s) => ((s.company as unknown as Record<string, unknown>).fax = '033-123-4568'),
    'a company field missing': (s) => delete (s.company as unknown as Record<string, unknown>).city,
  },
  '상담 채널': {
    'a Kakao chat URL instead of the channel id': (s) => (s.channels.kakaoChannelId = 'https://pf.kakao.com/_ZeUTxl/chat'),
    'a Kakao id without its underscore': (s) => (s.channels.kakaoChannelId = 'ZeUTxl'),
    'a Kakao id that is too long': (s) => (s.channels.kakaoChannelId = `_${text(31, 'Z')}`),
    'a Kakao id with a space': (s) => (s.channels.kakaoChannelId = '_Ze UTxl'),
    'a Naver Place address over http': (s) => (s.channels.naverPlaceUrl = 'http://naver.me/abc'),
    'a Naver Place address on another site': (s) => (s.channels.naverPlaceUrl = 'https://naver.me.evil.example/abc'),
    'a Naver Place address with a line break': (s) => (s.channels.naverPlaceUrl = 'https://naver.me/a\nhttps://evil.example'),
    'a Naver Place address that is too long': (s) =>
      (s.channels.naverPlaceUrl = `https://naver.me/${text(LIMITS.url - 'https://naver.me/'.length + 1, 'p')}`),
    'a blog address on another site': (s) => (s.channels.naverBlogUrl = 'https://blog.example.com/jy'),
    'a blog address on Naver but not the blog': (s) => (s.channels.naverBlogUrl = 'https://cafe.naver.com/jy'),
    'an Instagram address over http': (s) => (s.channels.instagramUrl = 'http://www.instagram.com/jy'),
    'an Instagram look-alike': (s) => (s.channels.instagramUrl = 'https://instagram.com.evil.example/jy'),
    'an extra channel': (s) => ((s.channels as unknown as Record<string, unknown>).youtubeUrl = 'https://youtube.com/jy'),
  },
  '신뢰 정보': {
    'a trust line that is too long': (s) => (s.trust.insurance = text(LIMITS.trustLine + 1)),
    'a trust line that is no text': (s) => ((s.trust as unknown as Record<string, unknown>).defectWarranty = true),
  },
  '가격·응답 안내': {
    'a price for an unknown work type': (s) =>
      ((s.prices as Record<string, unknown>).painting = { minWon: 1000, maxWon: 2000, unit: '평', duration: '1일' }),
    'a price below the least': (s) =>
      (s.prices.roofing = { minWon: LIMITS.priceMinWon - 1, maxWon: 250_000, unit: '평', duration: '3~7일' }),
    'a price above the most': (s) => (s.prices.roofing = { minWon: 1000, maxWon: LIMITS.priceMaxWon + 1, unit: '평', duration: '3~7일' }),
    'a price range upside down': (s) => (s.prices.roofing = { minWon: 400_000, maxWon: 250_000, unit: '평', duration: '3~7일' }),
    'a price with a fraction of a won': (s) => (s.prices.roofing = { minWon: 1000.5, maxWon: 250_000, unit: '평', duration: '3~7일' }),
    'a price as text': (s) => (s.prices.roofing = { minWon: '1000', maxWon: '2000', unit: '평', duration: '3~7일' } as never),
    'a price in an unknown unit': (s) => (s.prices.roofing = { minWon: 1000, maxWon: 2000, unit: '개' as '평', duration: '3~7일' }),
    'a duration without a number': (s) => (s.prices.roofing = { minWon: 1000, maxWon: 2000, unit: '평', duration: '금방' }),
    'a duration without a unit': (s) => (s.prices.roofing = { minWon: 1000, maxWon: 2000, unit: '평', duration: '3~7' }),
    'a duration that is too long': (s) =>
      (s.prices.roofing = { minWon: 1000, maxWon: 2000, unit: '평', duration: `${text(LIMITS.duration - 3)}3~7일` }),
    'an extra price field': (s) =>
      (s.prices.roofing = { minWon: 1000, maxWon: 2000, unit: '평', duration: '3일', note: '부가세 별도' } as never),
    'a promise of an unknown kind': (s) => (s.responsePromise = { kind: 'asap' } as never),
    'a promise of 0 hours': (s) => (s.responsePromise = { kind: 'within-hours', hours: 0 }),
    'a promise of too many hours': (s) => (s.responsePromise = { kind: 'within-hours', hours: LIMITS.promiseHoursMax + 1 }),
    'a promise of a fraction of an hour': (s) => (s.responsePromise = { kind: 'within-hours', hours: 1.5 }),
    'a cut-off after closing time': (s) => (s.responsePromise = { kind: 'same-day', cutoff: '19:00' }),
    'a cut-off at opening time': (s) => (s.responsePromise = { kind: 'same-day', cutoff: '09:00' }),
    'a promise with a field of another kind': (s) => (s.responsePromise = { kind: 'none', hours: 3 } as never),
  },
  개인정보: {
    'an officer without a name': (s) => (s.privacy.officer = { ...OFFICER, name: ' ' }),
    'an officer title that is too long': (s) => (s.privacy.officer = { ...OFFICER, title: text(LIMITS.officerLine + 1) }),
    'an officer phone without hyphens': (s) => (s.privacy.officer = { ...OFFICER, phone: '01012345678' }),
    'an officer e-mail that is no address': (s) => (s.privacy.officer = { ...OFFICER, email: 'privacy' }),
    'an extra officer field': (s) => (s.privacy.officer = { ...OFFICER, extra: 'x' } as never),
    'a processor without its task': (s) => (s.privacy.processors = [{ name: 'Google LLC', task: '', country: '', contact: '' }]),
    'a processor name that is too long': (s) =>
      (s.privacy.processors = [{ name: text(LIMITS.processorName + 1), task: '호스팅', country: '', contact: '' }]),
    'a processor country that is too long': (s) =>
      (s.privacy.processors = [{ name: 'Google LLC', task: '호스팅', country: text(LIMITS.processorCountry + 1), contact: '' }]),
    'a processor contact that is too long': (s) =>
      (s.privacy.processors = [{ name: 'Google LLC', task: '호스팅', country: '', contact: text(LIMITS.processorContact + 1) }]),
    'an extra processor field': (s) =>
      (s.privacy.processors = [{ name: 'Google LLC', task: '호스팅', country: '', contact: '', note: 'x' } as never]),
    'more processors than the limit': (s) =>
      (s.privacy.processors = Array.from({ length: LIMITS.processorsMax + 1 }, () => ({ name: 'A', task: 'B', country: '', contact: '' }))),
    'a malformed effective date': (s) => (s.privacy.effectiveDate = '2026-13-01'),
  },
  문구: {
    'a headline of three lines': (s) => (s.copy.heroHeadline = '하나\n둘\n셋'),
    'a headline that is too long': (s) => (s.copy.heroHeadline = text(LIMITS.heroHeadline + 1)),
    'a blank sub-line': (s) => (s.copy.heroSubline = '\u3000'),
    'a sub-line that is too long': (s) => (s.copy.heroSubline = text(LIMITS.heroSubline + 1)),
    'a greeting that is too long': (s) => (s.copy.aboutGreeting = text(LIMITS.aboutGreeting + 1)),
    'an empty service card': (s) => (s.copy.serviceCards.roofing = ''),
    'a service card that is too long': (s) => (s.copy.serviceCards.remodeling = text(LIMITS.serviceCard + 1)),
    'a service card missing': (s) => delete (s.copy.serviceCards as Record<string, string>).waterproofing,
    'a summary that is too long': (s) => (s.copy.serviceSummaries['metal-roofing'] = text(LIMITS.serviceSummary + 1)),
    'a category label that is too long': (s) => (s.copy.categoryLabels.AS = text(LIMITS.categoryLabel + 1)),
    'a category label for an unknown category': (s) => ((s.copy.categoryLabels as Record<string, string>).공지 = '공지'),
  },
  '검색 등록': {
    'a whole meta tag as the verification code': (s) => (s.search.naver = '<meta name="naver-site-verification" content="abc">'),
    'a verification code that is too short': (s) => (s.search.google = 'abc1234'),
    'a verification code that is too long': (s) => (s.search.google = text(129, 'g')),
  },
  'the settings as a whole': {
    'an extra section': (s) => ((s as unknown as Record<string, unknown>).colors = { primary: '#000' }),
    'a section missing': (s) => delete (s as unknown as Record<string, unknown>).trust,
  },
};

/** Settings every part of which is at the other end of the rule: the least a save may hold. */
const SMALLEST = settingsWith((s) => {
  s.company.nameEnglish = '';
  s.company.hours = { days: [7], opens: '00:00', closes: '23:59' };
  s.channels = { kakaoChannelId: '', naverPlaceUrl: '', naverBlogUrl: '', instagramUrl: '' };
  s.trust = { constructionLicense: '', defectWarranty: '', insurance: '' };
  s.prices = {};
  s.responsePromise = { kind: 'none' };
  s.privacy.officer = null;
  s.privacy.processors = [];
  s.search = { naver: '', google: '' };
});

/** Values at the edges of what the rule accepts. */
const GOOD: Record<string, (settings: SiteSettings) => void> = {
  'each way a phone number is written': (s) => {
    s.company.phone = '02-123-4567';
    s.privacy.officer = { ...OFFICER, phone: '1588-1234' };
  },
  'a mobile and a 0504 number': (s) => {
    s.company.phone = '010-1234-5678';
    s.privacy.officer = { ...OFFICER, phone: '0504-1234-5678' };
  },
  'a Naver Place address on m.place.naver.com and a mobile blog': (s) => {
    s.channels.naverPlaceUrl = 'https://m.place.naver.com/place/1234567890';
    s.channels.naverBlogUrl = 'https://m.blog.naver.com/jy';
    s.channels.instagramUrl = 'https://instagram.com/jy_construction';
  },
  'a cut-off at closing time, within-hours at the most': (s) => {
    s.responsePromise = { kind: 'same-day', cutoff: '18:00' };
  },
  'a promise within the most hours': (s) => (s.responsePromise = { kind: 'within-hours', hours: LIMITS.promiseHoursMax }),
  'durations with a unit first or last': (s) => {
    s.prices = {
      ground: { minWon: 1000, maxWon: 1000, unit: '건', duration: '반나절(4시간)' },
      exterior: { minWon: 5000, maxWon: 9000, unit: '㎡', duration: '1~2주' },
    };
  },
  'weekend days only': (s) => (s.company.hours.days = [6, 7]),
  'verification codes with hyphens and underscores': (s) => (s.search = { naver: 'abc-DEF_123', google: 'a1B2c3D4-e5F6_g7' }),
  'a one-line headline and texts with line breaks': (s) => {
    s.copy.heroHeadline = '지붕 걱정 끝';
    s.copy.heroSubline = '첫 줄\n둘째 줄';
  },
};

describe('every field is typed and bounded as the app rule checks it', () => {
  it('accepts the largest settings (every text at its longest, 10 processors with notes, 5 prices)', async () => {
    const settings = largestSettings();
    await assertSucceeds(save({ settings, version: 1, notes: largestNotes(settings) }));
  });

  it('accepts the smallest settings (every optional part empty, no processor, no price)', async () => {
    await assertSucceeds(save({ settings: SMALLEST, version: 1, notes: [] }));
  });

  it.each(Object.entries(GOOD))('accepts %s', async (_label, change) => {
    await assertSucceeds(saveFirst(change));
  });

  it.each(Object.entries(BAD))('refuses each malformed field of %s', async (_section, cases) => {
    for (const [label, change] of Object.entries(cases)) {
      const settings = settingsWith(change);
      const notes = Array.isArray(settings.privacy?.processors) ? settings.privacy.processors.map(() => '') : [];
      await expect(assertFails(save({ settings, version: 1, notes })), label).resolves.toBeDefined();
    }
  });
});

describe('the consent version moves only with the privacy terms, and only forward', () => {
  const today = koreaDay(new Date());
  const moved = (consentVersion: string, previousConsentVersion: string | null, effectiveDate = consentVersion.slice(0, 10)) => ({
    consentVersion,
    previousConsentVersion,
    effectiveDate,
  });

  it('a first save keeps the shipped version, or starts a later one after it', async () => {
    await assertFails(saveFirst((s) => Object.assign(s.privacy, moved('2026-01-01', PRIVACY_CONSENT_VERSION))));
    await assertFails(saveFirst((s) => Object.assign(s.privacy, moved(today, null))));
    await assertFails(saveFirst((s) => Object.assign(s.privacy, moved(today, PRIVACY_CONSENT_VERSION, PRIVACY_CONSENT_VERSION))));
    await assertSucceeds(saveFirst((s) => Object.assign(s.privacy, { officer: OFFICER }, moved(today, PRIVACY_CONSENT_VERSION))));
  });

  it('a save that keeps the terms keeps the version, its predecessor and its day', async () => {
    await assertSucceeds(saveFirst());
    const next = (change: (s: SiteSettings) => void) =>
      save({ settings: settingsWith((s) => ((s.company.phone = '033-111-2222'), change(s))), version: 2 });
    await assertFails(next((s) => Object.assign(s.privacy, moved(today, PRIVACY_CONSENT_VERSION))));
    await assertFails(next((s) => (s.privacy.effectiveDate = today)));
    await assertFails(next((s) => (s.privacy.previousConsentVersion = '2026-01-01')));
    await assertSucceeds(next(() => undefined));
  });

  it('a save that changes the officer or the processors moves the version on, keeping the old one', async () => {
    await assertSucceeds(saveFirst());
    const withOfficer = (privacy: Partial<SiteSettings['privacy']>) =>
      save({ settings: settingsWith((s) => Object.assign(s.privacy, { officer: OFFICER }, privacy)), version: 2 });
    await assertFails(withOfficer({}));
    await assertFails(withOfficer(moved(today, '2026-01-01')));
    await assertFails(withOfficer(moved('2026-01-01', PRIVACY_CONSENT_VERSION)));
    await assertFails(withOfficer(moved(today, PRIVACY_CONSENT_VERSION, PRIVACY_CONSENT_VERSION)));
    await assertSucceeds(withOfficer(moved(today, PRIVACY_CONSENT_VERSION)));
    const processors = settingsWith((s) => {
      Object.assign(s.privacy, { officer: OFFICER }, moved(`${today}-2`, today));
      s.privacy.processors = [...s.privacy.processors, { name: '(주)문자', task: '문자 발송', country: '', contact: '' }];
    });
    await assertSucceeds(save({ settings: processors, version: 3, notes: ['', ''] }));
  });

  it("a second change on one day takes that day's next number, counted as a number (-10 after -9)", async () => {
    const day = '2026-12-01';
    await rules.seed((db) =>
      setDoc(siteRef(db), {
        ...settingsWith((s) => Object.assign(s.privacy, moved(`${day}-9`, day))),
        version: 1,
        savedAt: Timestamp.now(),
      }),
    );
    const change = (consentVersion: string, previousConsentVersion: string) =>
      save({
        settings: settingsWith((s) => Object.assign(s.privacy, { officer: OFFICER }, moved(consentVersion, previousConsentVersion))),
        version: 2,
      });
    await assertFails(change(`${day}-2`, `${day}-9`));
    await assertFails(change(`${day}-9`, `${day}-9`));
    await assertSucceeds(change(`${day}-10`, `${day}-9`));
  });
});

describe('a new inquiry carries the consent version of settings/site, or the one before it', () => {
  const inquiries = (db: Firestore) => collection(db, COLLECTIONS.inquiries);
  const consentOf = (privacyConsentVersion: string) => newInquiry({ privacyConsentVersion });

  it('the shipped version while nothing was saved', async () => {
    await assertSucceeds(addDoc(inquiries(rules.as.anonymous), consentOf(PRIVACY_CONSENT_VERSION)));
    await assertFails(addDoc(inquiries(rules.as.anonymous), consentOf('2026-01-01')));
  });

  it('the stored version or its predecessor after a change of terms, never an older one', async () => {
    const today = koreaDay(new Date());
    await assertSucceeds(
      saveFirst((s) =>
        Object.assign(s.privacy, {
          officer: OFFICER,
          consentVersion: today,
          previousConsentVersion: PRIVACY_CONSENT_VERSION,
          effectiveDate: today,
        }),
      ),
    );
    for (const version of [today, PRIVACY_CONSENT_VERSION]) await assertSucceeds(addDoc(inquiries(rules.as.anonymous), consentOf(version)));
    await assertFails(addDoc(inquiries(rules.as.anonymous), consentOf('2026-01-01')));
    await assertSucceeds(
      save({
        settings: settingsWith((s) =>
          Object.assign(s.privacy, {
            officer: { ...OFFICER, name: '박지훈' },
            consentVersion: `${today}-2`,
            previousConsentVersion: today,
            effectiveDate: today,
          }),
        ),
        version: 2,
      }),
    );
    await assertFails(addDoc(inquiries(rules.as.anonymous), consentOf(PRIVACY_CONSENT_VERSION)));
    await assertSucceeds(addDoc(inquiries(rules.as.anonymous), consentOf(today)));
  });
});

describe('administrators only: settings/sitePrivate, the history, settings/launch', () => {
  it('visitors and signed-in non-admins read none of them; administrators do (the history: lists with a limit)', async () => {
    await assertSucceeds(saveFirst());
    await rules.seed((db) => setDoc(launchRef(db), { sitemapNaver: Timestamp.now() }));
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(getDoc(privateRef(db)));
      await assertFails(getDoc(historyRef(db, '1')));
      await assertFails(getDocs(query(collection(db, SITE_SETTINGS_HISTORY_COLLECTION), limit(5))));
      await assertFails(getDoc(launchRef(db)));
    }
    const { admin } = rules.as;
    await assertSucceeds(getDoc(privateRef(admin)));
    await assertSucceeds(getDoc(historyRef(admin, '1')));
    await assertSucceeds(getDocs(query(collection(admin, SITE_SETTINGS_HISTORY_COLLECTION), limit(5))));
    await assertFails(getDocs(collection(admin, SITE_SETTINGS_HISTORY_COLLECTION)));
    await assertSucceeds(getDoc(launchRef(admin)));
  });

  it("an administrator ticks (the server's time) and clears the launch checklist's items; nobody else", async () => {
    const { admin } = rules.as;
    await assertSucceeds(setDoc(launchRef(admin), { sitemapNaver: serverTimestamp() }, { merge: true }));
    await assertSucceeds(setDoc(launchRef(admin), { appCheck: serverTimestamp() }, { merge: true }));
    await assertSucceeds(setDoc(launchRef(admin), { sitemapNaver: null }, { merge: true }));
    await assertFails(setDoc(launchRef(admin), { sitemapGoogle: clientTime() }, { merge: true }));
    await assertFails(setDoc(launchRef(admin), { sitemapGoogle: true }, { merge: true }));
    await assertFails(setDoc(launchRef(admin), { colorsChosen: serverTimestamp() }, { merge: true }));
    for (const db of [rules.as.anonymous, rules.as.user])
      await assertFails(setDoc(launchRef(db), { sitemapGoogle: serverTimestamp() }, { merge: true }));
  });
});

describe('the settings_update activity of a save', () => {
  it('names the version saved, the saver, known sections and an earlier restored version', async () => {
    const settings = settingsWith();
    const broken: [string, Record<string, unknown>][] = [
      ['another version', { version: 2 }],
      ['another saver', { savedByEmail: 'someone@example.com' }],
      ['an unknown section', { changed: ['colors'] }],
      ['a restore of a later version', { restoredFrom: 3 }],
      ['an extra detail', { note: 'x' }],
    ];
    for (const [label, activityDetails] of broken) {
      await expect(assertFails(save({ settings, version: 1, activityDetails })), label).resolves.toBeDefined();
    }
    await assertSucceeds(save({ settings, version: 1 }));
  });
});

/**
 * The expression budget: the rules evaluate at most 1,000 expressions per document a request writes. Each of the three
 * documents of a save of the largest settings must leave 30% of that unused: the save still passes with about 300
 * more expressions (PADDING chunks) evaluated in that document's rule. And the padding is real: with about 1,000
 * more, the same save fails.
 */
describe('the expression budget of the largest save', () => {
  const BUDGET_PROJECT = 'demo-jy-rules-budget';
  // One chunk is 5 comparisons in a function: about 26 expressions as the emulator counts them.
  const CHUNK = `function budgetChunk() { return ${Array(5).fill('1 == 1').join(' && ')}; }`;
  const PADDING = 12;
  const OVERFLOW = 40;
  const STATEMENTS = {
    'settings/site (create)': 'allow create: if isAdmin() && isSiteSettingsWrite(',
    'settings/site (update)': 'allow update: if isAdmin()\n        && isSiteSettingsWrite(',
    'settings/sitePrivate': 'allow create, update: if isAdmin() && isPrivateSiteSettings(',
    siteSettingsHistory: 'allow create: if isAdmin() && isSiteSettingsHistory(',
  } as const;
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    const [host = '127.0.0.1', port = '8080'] = FIRESTORE_HOST.split(':');
    env = await initializeTestEnvironment({ projectId: BUDGET_PROJECT, firestore: { host, port: Number(port), rules: FIRESTORE_RULES } });
  });
  afterAll(async () => {
    await env.cleanup();
  });

  /** firestore.rules with `chunks` padding chunks evaluated first in one statement. */
  function paddedRules(statement: string, chunks: number): string {
    if (!FIRESTORE_RULES.includes(statement)) throw new Error(`firestore.rules has no statement ${statement}`);
    const padding = Array(chunks).fill('budgetChunk()').join(' && ');
    return FIRESTORE_RULES.replace('    function sitePath() {', `    ${CHUNK}\n\n    function sitePath() {`).replace(
      statement,
      statement.replace(' if ', ` if ${padding} && `),
    );
  }

  /** The largest save: as the first version, or as version 2 changing every section and the privacy terms. */
  async function largestSave(update: boolean): Promise<void> {
    await env.clearFirestore();
    const db = dbOf(env.authenticatedContext(ADMIN_UID, { email: 'admin@example.com', admin: true }));
    const settings = largestSettings();
    if (!update) return writeVersion(db, { settings, version: 1, notes: largestNotes(settings) });
    await env.withSecurityRulesDisabled((context) =>
      setDoc(siteRef(dbOf(context)), { ...settingsWith(), version: 1, savedAt: Timestamp.now() }),
    );
    const today = koreaDay(new Date());
    Object.assign(settings.privacy, { consentVersion: today, previousConsentVersion: PRIVACY_CONSENT_VERSION, effectiveDate: today });
    return writeVersion(db, {
      settings,
      version: 2,
      notes: largestNotes(settings),
      changed: ['company', 'channels', 'trust', 'prices', 'privacy', 'copy', 'search'],
    });
  }

  it.each(Object.entries(STATEMENTS))('%s leaves 30% of the limit unused, and the padding counts', async (name, statement) => {
    const update = name.endsWith('(update)');
    await loadFirestoreRules(BUDGET_PROJECT, paddedRules(statement, PADDING));
    await assertSucceeds(largestSave(update));
    await loadFirestoreRules(BUDGET_PROJECT, paddedRules(statement, OVERFLOW));
    const refused = await assertFails(largestSave(update));
    expect(String((refused as Error).message)).toMatch(/maximum of 1000 expressions/);
  });
});
