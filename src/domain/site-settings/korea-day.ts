const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The Korea-time calendar day of `time`, 'YYYY-MM-DD'. A module of its own: the public pages' settings reader needs
 * only this (the consent version's day), not the business-time arithmetic the admin and the functions use.
 */
export function koreaDay(time: Date): string {
  return new Date(time.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, 10);
}
