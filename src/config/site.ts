import type { ImageCategory } from '../domain/types';

/**
 * Company details, in one place. Values the owner will change per deployment come from VITE_* variables
 * (see .env.example); the rest are the defaults until the owner gives the real ones.
 */
function fromEnv(value: string | undefined, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const site = {
  name: fromEnv(import.meta.env.VITE_COMPANY_NAME, 'JY건설'),
  nameEnglish: fromEnv(import.meta.env.VITE_COMPANY_NAME_EN, 'JY Construction'),
  representative: fromEnv(import.meta.env.VITE_COMPANY_REPRESENTATIVE, '김정연'),
  businessNumber: fromEnv(import.meta.env.VITE_COMPANY_BUSINESS_NUMBER, '123-45-67890'),
  address: fromEnv(import.meta.env.VITE_COMPANY_ADDRESS, '강원특별자치도 원주시 단구로 170'),
  addressRegion: '강원특별자치도',
  addressLocality: fromEnv(import.meta.env.VITE_COMPANY_CITY, '원주시'),
  phone: fromEnv(import.meta.env.VITE_COMPANY_PHONE, '033-123-4567'),
  email: fromEnv(import.meta.env.VITE_COMPANY_EMAIL, 'info@jy-construction.co.kr'),
  /** Spec 1 and 9: weekdays 09:00-18:00. */
  businessHours: '평일 09:00-18:00',
  /** schema.org openingHours form of the same hours. */
  openingHoursSchema: 'Mo-Fr 09:00-18:00',
  foundedYear: 2001,
  /**
   * What visitors read for each stored image category (spec 3: 지보공사 or AS). The stored value never changes; the
   * owner renames what is shown (지보공사 reads as temporary shoring to most Koreans). Default: the stored value.
   */
  categoryLabels: {
    지보공사: fromEnv(import.meta.env.VITE_CATEGORY_LABEL_JIBO, '지보공사'),
    AS: fromEnv(import.meta.env.VITE_CATEGORY_LABEL_AS, 'AS'),
  } satisfies Record<ImageCategory, string>,
} as const;

/** The label shown for a stored image category (site.categoryLabels). */
export function categoryLabel(category: ImageCategory): string {
  return site.categoryLabels[category];
}

/** "033-123-4567" → "tel:0331234567" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
