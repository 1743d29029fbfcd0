import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  HERO_SETTINGS_ID,
  IMAGE_STORAGE_FOLDER,
  IMAGE_DRAFTS_COLLECTION,
  JOBS_COLLECTION,
  MAIL_COLLECTION,
  MAIL_TEMPLATES_COLLECTION,
  NOTIFICATION_SETTINGS_ID,
  REVIEW_LINKS_COLLECTION,
  REVIEWS_COLLECTION,
  LAUNCH_CHECKLIST_ID,
  SITE_SETTINGS_HISTORY_COLLECTION,
  SITE_SETTINGS_ID,
  SITE_SETTINGS_PRIVATE_ID,
} from '@/config/collections';
import { SECOND_ALARM_MAX_SECONDS, SECOND_ALARM_OUTSIDE_HOURS } from '@/config/lead-response';
import {
  ACTIVITY_TTL_DAYS,
  ACTIVITY_LIMITS,
  IMAGE_DESCRIPTION_MAX,
  IMAGE_TITLE_MAX,
  INQUIRY_PHOTO_LIMITS,
  INQUIRY_LIMITS,
  INQUIRY_RETENTION_DAYS,
  JOB_LIMITS,
  JOB_PERIOD_YEARS,
  JOB_PHOTOS_MAX,
  MAX_ACTIVITIES_LIMIT,
  MAX_QUERY_LIMIT,
  NEW_INQUIRY_ACTIVITY_WINDOW_MINUTES,
  NOTIFICATION_EMAIL_MAX,
  NOTIFICATION_RECIPIENTS_MAX,
  PRIVACY_CONSENT_VERSION,
  TAKEN_AT_CLOCK_SKEW_MINUTES,
  RETAIN_UNTIL_TOLERANCE_MINUTES,
  STAFF_NOTE_MAX,
  MAX_PUBLIC_REVIEWS_LIMIT,
  NEW_REVIEW_ACTIVITY_WINDOW_MINUTES,
  REVIEW_LIMITS,
  REVIEW_LINK_EXPIRY_TOLERANCE_MINUTES,
  REVIEW_LINK_TOKEN_LENGTH,
  REVIEW_LINK_VALID_DAYS,
  REVIEW_PHOTO_LIMITS,
  SITE_SETTINGS_LIMITS,
} from '@/config/limits';
import { PUSH_DEVICE_NAME_MAX, PUSH_DEVICES_MAX, PUSH_ENDPOINT_MAX, PUSH_KEY_MAX } from '@/config/staff-push';
import {
  CALL_TIMES,
  IMAGE_CATEGORIES,
  INITIAL_INQUIRY_STATUS,
  INQUIRY_REGIONS,
  JOB_STAGES,
  WORK_TYPES,
  REVIEW_STATUSES,
} from '@/domain/categories';
import { PHONE_DIGITS_PATTERN } from '@/domain/phone';
import { MASKED_NAME_PATTERN } from '@/domain/review-name';
import {
  BUSINESS_NUMBER_PATTERN,
  CHANNEL_URL_PATTERNS,
  CLOCK_TIME_PATTERN,
  CONSENT_VERSION_PATTERN,
  DATE_PATTERN,
  DURATION_UNIT_PATTERN,
  KAKAO_CHANNEL_PATTERN,
  PUBLIC_PHONE_PATTERN,
  VERIFICATION_PATTERN,
} from '@/domain/site-settings/rules';
import { HOME_SERVICE_IDS, LAUNCH_TICK_ITEMS, PRICE_UNITS, SERVICE_IDS, SETTINGS_SECTIONS } from '@/domain/site-settings/types';
import { STORED_INQUIRY_STATUSES, toStoredInquiryStatus } from '@/domain/stored-inquiry-status';
import { blankClassBody, isBlank } from '@/domain/text';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * firestore.rules repeats some values of src/config/limits.ts, src/domain/categories.ts and src/domain/text.ts
 * ("mirrored"), each in a one-line function `function name() { return VALUE; }` of its "Mirrored values" block. This test reads them and
 * compares, so a change on one side only fails here (the emulator tests then check the behaviour).
 */
const RULES = readFileSync(resolve(import.meta.dirname, '../../../firestore.rules'), 'utf8');

/** The literal a mirrored function returns, as JSON (rules' single quotes and map syntax are JSON-like). */
function mirrored(name: string): unknown {
  const match = new RegExp(`function ${name}\\(\\) \\{ return (.+?); \\}`).exec(RULES);
  if (!match?.[1]) throw new Error(`firestore.rules has no function ${name}() { return ...; }`);
  return JSON.parse(match[1].replace(/'/g, '"'));
}

/** The body of a rules function of several lines (up to the first line that is only its closing brace). */
function functionBody(name: string): string {
  const match = new RegExp(`function ${name}\\([^)]*\\) \\{\\n([\\s\\S]*?)\\n    \\}`).exec(RULES);
  if (!match?.[1]) throw new Error(`firestore.rules has no function ${name}(...)`);
  return match[1];
}

/** The {0,N} bounds a pattern function writes, in order. */
const boundsOf = (name: string) => [...functionBody(name).matchAll(/\{0,(\d+)\}/g)].map((match) => Number(match[1]));

/** The indexes `call(list[i]` a function checks one by one, in order. */
const indexesOf = (name: string, call: string) =>
  [...functionBody(name).matchAll(new RegExp(`${call}\\(\\w+\\[(\\d+)\\]`, 'g'))].map((match) => Number(match[1]));

/** The keys `map['key']` a function reads, in order. */
const keysOf = (name: string, map: string) =>
  [...functionBody(name).matchAll(new RegExp(`${map}\\['([^']+)'\\]`, 'g'))].map((match) => match[1]);

describe('firestore.rules mirrors the app constants', () => {
  it('limits, categories, statuses and the privacy notice version', () => {
    expect(mirrored('imageTitleMax')).toBe(IMAGE_TITLE_MAX);
    expect(mirrored('imageDescriptionMax')).toBe(IMAGE_DESCRIPTION_MAX);
    expect(mirrored('imageCategories')).toEqual(IMAGE_CATEGORIES);
    expect(mirrored('inquiryLimits')).toEqual(INQUIRY_LIMITS);
    // The stored (Korean) values: the code's English ones are mapped at the adapters.
    expect(mirrored('inquiryStatuses')).toEqual(STORED_INQUIRY_STATUSES);
    expect(STORED_INQUIRY_STATUSES[0]).toBe(toStoredInquiryStatus(INITIAL_INQUIRY_STATUS));
    expect(mirrored('privacyConsentVersion')).toBe(PRIVACY_CONSENT_VERSION);
    expect(mirrored('maxQueryLimit')).toBe(MAX_QUERY_LIMIT);
    expect(mirrored('maxActivitiesLimit')).toBe(MAX_ACTIVITIES_LIMIT);
    expect(mirrored('activityLimits')).toEqual(ACTIVITY_LIMITS);
    expect(mirrored('activityTtlDays')).toBe(ACTIVITY_TTL_DAYS);
    expect(mirrored('newInquiryActivityWindowMinutes')).toBe(NEW_INQUIRY_ACTIVITY_WINDOW_MINUTES);
    expect(mirrored('staffNoteMax')).toBe(STAFF_NOTE_MAX);
    expect(mirrored('notificationRecipientsMax')).toBe(NOTIFICATION_RECIPIENTS_MAX);
    expect(mirrored('notificationEmailMax')).toBe(NOTIFICATION_EMAIL_MAX);
    expect(mirrored('secondAlarmMaxSeconds')).toBe(SECOND_ALARM_MAX_SECONDS);
    expect(mirrored('secondAlarmOutsideHours')).toEqual([...SECOND_ALARM_OUTSIDE_HOURS]);
    expect(mirrored('pushDevicesMax')).toBe(PUSH_DEVICES_MAX);
    expect(mirrored('pushDeviceNameMax')).toBe(PUSH_DEVICE_NAME_MAX);
    expect(mirrored('pushEndpointMax')).toBe(PUSH_ENDPOINT_MAX);
    expect(mirrored('pushKeyMax')).toBe(PUSH_KEY_MAX);
  });

  it("the inquiry's optional choices, photo count and retention", () => {
    expect(mirrored('workTypes')).toEqual(WORK_TYPES);
    expect(mirrored('inquiryRegions')).toEqual(INQUIRY_REGIONS);
    expect(mirrored('callTimes')).toEqual(CALL_TIMES);
    expect(mirrored('inquiryPhotoMax')).toBe(INQUIRY_PHOTO_LIMITS.maxFiles);
    expect(mirrored('inquiryRetentionDays')).toBe(INQUIRY_RETENTION_DAYS);
    expect(mirrored('retainUntilToleranceMinutes')).toBe(RETAIN_UNTIL_TOLERANCE_MINUTES);
  });

  it("jobs: stages, field limits, period years and a job's most photos", () => {
    expect(mirrored('jobStages')).toEqual(JOB_STAGES);
    expect(mirrored('jobLimits')).toEqual(JOB_LIMITS);
    expect(mirrored('jobPeriodYears')).toEqual(JOB_PERIOD_YEARS);
    expect(mirrored('jobPhotosMax')).toBe(JOB_PHOTOS_MAX);
    expect(RULES).toContain(`match /${JOBS_COLLECTION}/{`);
    expect(RULES).toContain(`/documents/${JOBS_COLLECTION}/$(jobId)`);
    expect(RULES).toContain(`match /${IMAGE_DRAFTS_COLLECTION}/{`);
    expect(RULES).toContain(`/documents/${IMAGE_DRAFTS_COLLECTION}/$(imageId)`);
  });

  it("the phone number's one rule: its digits pattern, and the characters of blankClass() beside digits and hyphens", () => {
    expect(mirrored('phoneDigitsPattern')).toBe(PHONE_DIGITS_PATTERN);
    expect(RULES).toContain("value.matches('[-0-9' + blankClass() + ']+')");
    expect(RULES).toContain("value.replace('[^0-9]', '').matches(phoneDigitsPattern())");
    expect(RULES).toMatch(/&& isFilledText\(data\.phone, inquiryLimits\(\)\.phone\)\s+&& isPhoneNumber\(data\.phone\)/);
  });

  it('the clock skew a photo date may have', () => {
    expect(mirrored('takenAtClockSkewMinutes')).toBe(TAKEN_AT_CLOCK_SKEW_MINUTES);
  });

  it('the notification setting checks every index a list of NOTIFICATION_RECIPIENTS_MAX addresses has, and no more', () => {
    // The rules have no loops: isNotificationSettings checks list[0] .. list[max - 1] one by one.
    const checked = [...RULES.matchAll(/isRecipientAt\(data\.emailRecipients, (\d+)\)/g)].map((match) => Number(match[1]));
    expect(checked).toEqual(Array.from({ length: NOTIFICATION_RECIPIENTS_MAX }, (_, index) => index));
  });

  it('the blank characters of src/domain/text.ts, as an RE2 character class, character by character', () => {
    // The class as the rules hold it: only \x{HEX} escapes and ranges of them (in the rules' string literal each
    // backslash is doubled), so it means the same to RE2 as to JavaScript's u-flag expressions.
    const body = /function blankClass\(\) \{ return '(.*?)'; \}/.exec(RULES)?.[1];
    if (body === undefined) throw new Error("firestore.rules has no function blankClass() { return '...'; }");
    const item = /\\\\x\{([0-9A-F]+)\}(?:-\\\\x\{([0-9A-F]+)\})?/gy;
    const ranges: [number, number][] = [];
    let read = 0;
    for (let match = item.exec(body); match && read < body.length; match = item.exec(body)) {
      ranges.push([parseInt(match[1] ?? '', 16), parseInt(match[2] ?? match[1] ?? '', 16)]);
      read = item.lastIndex;
    }
    expect(read, `unexpected text in blankClass() at: ${body.slice(read, read + 20)}`).toBe(body.length);
    const inRules = (codePoint: number) => ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
    // Every code point of Unicode: blank for the rules exactly when blank for the app.
    const differ: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue; // surrogates are no characters
      if (inRules(codePoint) !== isBlank(String.fromCodePoint(codePoint))) differ.push(`U+${codePoint.toString(16).toUpperCase()}`);
    }
    expect(differ.slice(0, 20), `${differ.length} code point(s) differ`).toEqual([]);
    // And written from the one list, in its order (a regenerated line is the way to change it).
    expect(body).toBe(blankClassBody((codePoint) => `\\\\x{${codePoint.toString(16).toUpperCase()}}`));
  });

  it('the collections, the hero settings document and the storage folder', () => {
    for (const name of [COLLECTIONS.images, COLLECTIONS.inquiries, COLLECTIONS.activities]) expect(RULES).toContain(`match /${name}/{`);
    expect(RULES).toContain(`match /${COLLECTIONS.settings}/${HERO_SETTINGS_ID} {`);
    expect(RULES).toContain(`/documents/${COLLECTIONS.settings}/${HERO_SETTINGS_ID};`);
    expect(RULES).toContain(`/o/${IMAGE_STORAGE_FOLDER}%2F`);
    expect(RULES).toContain(`match /${COLLECTIONS.settings}/${NOTIFICATION_SETTINGS_ID} {`);
    expect(RULES).toContain(`match /${MAIL_COLLECTION}/{`);
    expect(RULES).toContain(`match /${MAIL_TEMPLATES_COLLECTION}/{`);
  });

  it('the site settings: the limits a comparison checks, the patterns and the lists', () => {
    const limits = SITE_SETTINGS_LIMITS;
    expect(mirrored('siteUrlMax')).toBe(limits.url);
    expect(mirrored('priceWonMin')).toBe(limits.priceMinWon);
    expect(mirrored('priceWonMax')).toBe(limits.priceMaxWon);
    expect(mirrored('durationMax')).toBe(limits.duration);
    expect(mirrored('promiseHoursMax')).toBe(limits.promiseHoursMax);
    expect(mirrored('processorsMax')).toBe(limits.processorsMax);
    expect(mirrored('heroHeadlineMax')).toBe(limits.heroHeadline);
    expect(mirrored('aboutGreetingMax')).toBe(limits.aboutGreeting);
    expect(mirrored('businessNumberPattern')).toBe(BUSINESS_NUMBER_PATTERN);
    expect(mirrored('publicPhonePattern')).toBe(PUBLIC_PHONE_PATTERN);
    expect(mirrored('kakaoChannelPattern')).toBe(KAKAO_CHANNEL_PATTERN);
    expect(mirrored('channelUrlPatterns')).toEqual(CHANNEL_URL_PATTERNS);
    expect(mirrored('verificationPattern')).toBe(VERIFICATION_PATTERN);
    expect(mirrored('clockTimePattern')).toBe(CLOCK_TIME_PATTERN);
    expect(mirrored('consentVersionPattern')).toBe(CONSENT_VERSION_PATTERN);
    expect(mirrored('datePattern')).toBe(DATE_PATTERN);
    expect(mirrored('durationUnitPattern')).toBe(DURATION_UNIT_PATTERN);
    expect(mirrored('priceUnits')).toEqual(PRICE_UNITS);
    expect(mirrored('homeServiceIds')).toEqual(HOME_SERVICE_IDS);
    expect(mirrored('serviceIds')).toEqual(SERVICE_IDS);
    expect(mirrored('settingsSections')).toEqual(SETTINGS_SECTIONS);
    expect(mirrored('launchTickItems')).toEqual(LAUNCH_TICK_ITEMS);
  });

  it('the site settings: every bound of the group patterns is the limit (a filled text counts its first character apart)', () => {
    const limits = SITE_SETTINGS_LIMITS;
    const filled = (limit: number) => limit - 1;
    expect(boundsOf('companyTextsPattern')).toEqual([
      filled(limits.companyName),
      limits.nameEnglish,
      filled(limits.representative),
      filled(limits.address),
      filled(limits.city),
      limits.email,
    ]);
    expect(boundsOf('trustPattern')).toEqual([limits.trustLine, limits.trustLine, limits.trustLine]);
    expect(boundsOf('officerPattern')).toEqual([filled(limits.officerLine), filled(limits.officerLine), limits.email]);
    expect(boundsOf('processorPattern')).toEqual([
      filled(limits.processorName),
      filled(limits.processorTask),
      limits.processorCountry,
      limits.processorContact,
      limits.processorNote,
    ]);
    // The copy: the headline and the greeting are bounded by size() (heroHeadlineMax, aboutGreetingMax).
    expect(boundsOf('copyBoundsPattern')).toEqual([
      limits.heroSubline,
      ...HOME_SERVICE_IDS.map(() => limits.serviceCard),
      ...SERVICE_IDS.map(() => limits.serviceSummary),
      ...IMAGE_CATEGORIES.map(() => limits.categoryLabel),
    ]);
  });

  it('the site settings: each processor index, each price guide and each text of the copy is checked', () => {
    const indexes = (count: number) => Array.from({ length: count }, (_, index) => index);
    expect(indexesOf('isPrivateSiteSettings', 'isDataProcessor')).toEqual(indexes(SITE_SETTINGS_LIMITS.processorsMax));
    expect(indexesOf('isPriceGuides', 'isPriceGuide')).toEqual(indexes(WORK_TYPES.length));
    expect(keysOf('isSiteCopy', 'cards')).toEqual(HOME_SERVICE_IDS);
    expect(keysOf('isSiteCopy', 'summaries')).toEqual(SERVICE_IDS);
    expect(keysOf('isSiteCopy', 'labels')).toEqual(IMAGE_CATEGORIES);
  });

  it('the site settings documents and the history collection', () => {
    for (const id of [SITE_SETTINGS_ID, SITE_SETTINGS_PRIVATE_ID, LAUNCH_CHECKLIST_ID])
      expect(RULES).toContain(`match /${COLLECTIONS.settings}/${id} {`);
    for (const id of [SITE_SETTINGS_ID, SITE_SETTINGS_PRIVATE_ID]) expect(RULES).toContain(`/documents/${COLLECTIONS.settings}/${id};`);
    expect(RULES).toContain(`match /${SITE_SETTINGS_HISTORY_COLLECTION}/{`);
    expect(RULES).toContain(`/documents/${SITE_SETTINGS_HISTORY_COLLECTION}/$(`);
  });

  it('the customer reviews: links, statuses, bounds, the public limit and the masked name', () => {
    expect(mirrored('reviewLinkTokenLength')).toBe(REVIEW_LINK_TOKEN_LENGTH);
    expect(mirrored('reviewLinkValidDays')).toBe(REVIEW_LINK_VALID_DAYS);
    expect(mirrored('reviewLinkExpiryToleranceMinutes')).toBe(REVIEW_LINK_EXPIRY_TOLERANCE_MINUTES);
    expect(mirrored('reviewStatuses')).toEqual(REVIEW_STATUSES);
    expect(mirrored('reviewLimits')).toEqual(REVIEW_LIMITS);
    expect(mirrored('reviewPhotoMax')).toBe(REVIEW_PHOTO_LIMITS.maxFiles);
    expect(mirrored('maxPublicReviewsLimit')).toBe(MAX_PUBLIC_REVIEWS_LIMIT);
    expect(mirrored('newReviewActivityWindowMinutes')).toBe(NEW_REVIEW_ACTIVITY_WINDOW_MINUTES);
    // The rules build the pattern from blankClass(); the app from the same list (src/domain/text.ts).
    expect(RULES).toContain(
      "      let visible = '[^○' + blankClass() + ']';\n      return visible + '{1,2}○{1,5}( ' + visible + '○{2})?';",
    );
    const blank = blankClassBody((codePoint) => `\\u{${codePoint.toString(16)}}`);
    expect(MASKED_NAME_PATTERN.source).toBe(`^[^○${blank}]{1,2}○{1,5}( [^○${blank}]○{2})?$`);
    for (const name of [REVIEWS_COLLECTION, REVIEW_LINKS_COLLECTION]) {
      expect(RULES).toContain(`match /${name}/{`);
      expect(RULES).toContain(`/documents/${name}/$(`);
    }
  });
});
