/**
 * What the form tidies when a field is left, so a value copied from somewhere else fits the rule: the owner pastes
 * what the other site shows, not what the rule wants.
 */

export { formatPhoneNumber as tidyPhone } from '@/domain/phone';

/** A KakaoTalk channel's address (https://pf.kakao.com/_ZeUTxl/chat, pf.kakao.com/_ZeUTxl) → its id, _ZeUTxl. */
export function tidyKakaoChannelId(value: string): string {
  const id = /pf\.kakao\.com\/(_[A-Za-z0-9]+)/.exec(value)?.[1];
  return id ?? value.trim();
}

/** A whole verification tag (<meta name="naver-site-verification" content="abc…" />) → only its content, abc…. */
export function tidyVerificationCode(value: string): string {
  const content = /content\s*=\s*["']([^"']*)["']/i.exec(value)?.[1];
  return (content ?? value).trim();
}
