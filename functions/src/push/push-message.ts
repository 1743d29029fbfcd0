import type { InquiryAlert } from '../alerts/inquiry-alert.js';

/**
 * What one push carries to the staff's devices: the service worker (public/admin-sw.js) shows it as a notification.
 * A locked screen is public, so it names the visitor only masked (김○○) and gives no phone number or message: the
 * details are in the admin, which the tap opens (inquiryId: `#/jy-dev/inquiries?open=<id>`; none: the list). `tel`
 * is for the 전화 action, shown only where the platform offers notification actions (the number is not displayed).
 */
export interface PushMessage {
  kind: 'new-inquiry' | 'second-alarm' | 'digest' | 'test';
  title: string;
  body: string;
  /** One notification per tag: a repeated alert of the same inquiry replaces the earlier one. */
  tag: string;
  inquiryId: string | null;
  tel: string | null;
}

/** A visitor's name as a locked screen may show it: the first character, then ○ for each other (at most 3). */
export function maskName(name: string): string {
  const characters = Array.from(name.trim());
  const first = characters[0];
  if (first === undefined) return '고객';
  return first + '○'.repeat(Math.min(3, Math.max(1, characters.length - 1)));
}

/** "원주시" → "원주" (the short form Koreans say); "기타" says nothing and is left out. */
export function shortRegion(region: string | null): string | null {
  if (!region || region === '기타') return null;
  return region.length > 2 ? region.replace(/[시군]$/u, '') : region;
}

/** "김○○ · 지붕 공사 · 원주 · 사진 2장": what the inquiry is about, without anything that identifies the visitor. */
export function inquirySummary(alert: Pick<InquiryAlert, 'name' | 'workType' | 'region' | 'photoCount'>): string {
  const parts = [
    maskName(alert.name),
    alert.workType,
    shortRegion(alert.region),
    alert.photoCount > 0 ? `사진 ${alert.photoCount}장` : null,
  ];
  return parts.filter((part): part is string => !!part).join(' · ');
}

/** The push of a new inquiry: "새 문의 · 김○○ · 지붕 공사 · 원주 · 사진 2장". */
export function newInquiryPush(alert: InquiryAlert): PushMessage {
  return {
    kind: 'new-inquiry',
    title: alert.companyName ? `${alert.companyName} 새 문의` : '새 문의',
    body: `새 문의 · ${inquirySummary(alert)}`,
    tag: `inquiry-${alert.inquiryId}`,
    inquiryId: alert.inquiryId,
    tel: alert.telUrl,
  };
}

/** The second alarm's push: "아직 연락 전 · 10분 · 김○○ · 지붕 공사 · 원주" (replaces the first one's notification). */
export function secondAlarmPush(alert: InquiryAlert, waited: string): PushMessage {
  return {
    kind: 'second-alarm',
    title: `${waited}째 연락을 기다리는 문의`,
    body: `아직 연락 전 · ${inquirySummary(alert)}`,
    tag: `inquiry-${alert.inquiryId}`,
    inquiryId: alert.inquiryId,
    tel: alert.telUrl,
  };
}

/** The digest of the inquiries the rate limit folded: opens the inquiry list. */
export function digestPush(count: number, minutes: number): PushMessage {
  return {
    kind: 'digest',
    title: `새 문의 ${count}건`,
    body: `지난 ${minutes}분간 새 문의 ${count}건이 들어왔습니다. 관리자에서 확인해 주세요.`,
    tag: 'inquiry-digest',
    inquiryId: null,
    tel: null,
  };
}

/** The test a staff member sends their own device from 알림 설정. */
export function testPush(): PushMessage {
  return {
    kind: 'test',
    title: '테스트 알림',
    body: '이 기기에서 새 문의 알림을 받을 수 있습니다.',
    tag: 'push-test',
    inquiryId: null,
    tel: null,
  };
}
