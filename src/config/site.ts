import { INQUIRY_RETENTION_YEARS } from './limits';

/**
 * The company's facts that no setting changes: where it works, since when, and the site's own share picture.
 * Everything the owner edits (name, phone, address, hours, channels, prices, texts …) is the site settings
 * (src/domain/site-settings, read with useSiteSettings(); a new site's first version is src/config/site-defaults.ts).
 */
export const site = {
  /** The province the company serves (schema.org addressRegion and areaServed). */
  addressRegion: '강원특별자치도',
  /**
   * The picture a shared link shows when the page has none of its own (og:image): 1200×630, what KakaoTalk,
   * Facebook and Naver show large. A root path of the site (made absolute with VITE_SITE_URL).
   */
  shareImage: { path: '/og-image.jpg', width: 1200, height: 630 },
  /** The company's history starts here (the spec's timeline: 2001, 2002, 2011, 2012, 2015). */
  foundedYear: 2001,
  /**
   * How long an inquiry and its photos are kept, as the consent notice says it (PIPA): each inquiry's retainUntil is
   * its submission + INQUIRY_RETENTION_DAYS (src/config/limits.ts), and a TTL policy deletes it then. Change the
   * period there (and in firestore.rules), with a new consent version.
   */
  inquiryRetention: `문의 접수일로부터 ${INQUIRY_RETENTION_YEARS}년`,
} as const;

/** "033-123-4567" → "tel:0331234567" (the one tel: link, shared with the admin and the alert e-mails). */
export { telHref } from '../domain/phone-links';
