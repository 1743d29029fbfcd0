/** Korean words of the first-contact clock's tap (use-first-contact.ts). */
export const firstContactCopy = {
  failed: (message: string) => `연락한 시각을 기록하지 못했습니다: ${message}`,
} as const;
