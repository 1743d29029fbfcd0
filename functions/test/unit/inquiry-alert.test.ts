// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MESSAGE_PREVIEW_CHARS, adminInquiryUrl, buildInquiryAlert, telUrl } from '../../src/alerts/inquiry-alert.js';

const SUBMITTED = new Date('2026-11-03T05:05:00Z');
/** A stored Firestore Timestamp as firebase-admin gives it (anything with toDate()). */
const timestamp = (date: Date) => ({ toDate: () => date });

const stored = {
  name: '홍길동',
  email: 'hong@example.com',
  phone: '01012345678',
  message: '지붕에서 물이 샙니다.\n사진 보냅니다.',
  workType: 'waterproofing',
  region: '원주시',
  preferredCallTime: 'morning',
  photoCount: 3,
  submittedAt: timestamp(SUBMITTED),
  status: '신규',
};

describe('the alert of a new inquiry', () => {
  it('has what staff need to call back, in Korean labels', () => {
    expect(buildInquiryAlert('inq-1', stored, 'https://jy.example.kr', new Date(), 'JY건설')).toEqual({
      inquiryId: 'inq-1',
      companyName: 'JY건설',
      name: '홍길동',
      phone: '010-1234-5678',
      telUrl: 'tel:01012345678',
      workType: '방수 공사',
      region: '원주시',
      preferredCallTime: '오전 (09:00-12:00)',
      messageStart: '지붕에서 물이 샙니다.\n사진 보냅니다.',
      messageTruncated: false,
      photoCount: 3,
      submittedAt: '2026년 11월 3일 (화) 14:05',
      adminUrl: 'https://jy.example.kr/#/jy-dev/inquiries?open=inq-1',
    });
  });

  it('an older or sparser inquiry: no choices, no photos, no submission time yet', () => {
    const received = new Date('2026-11-03T23:59:00Z');
    const alert = buildInquiryAlert('inq-2', { name: '김', phone: '033-123-4567', message: 'x' }, 'https://jy.example.kr', received);
    expect(alert).toMatchObject({
      workType: null,
      region: null,
      preferredCallTime: null,
      photoCount: 0,
      submittedAt: '2026년 11월 4일 (수) 08:59',
    });
  });

  it('ignores values it does not know instead of showing them raw', () => {
    const alert = buildInquiryAlert(
      'inq-3',
      { ...stored, workType: 'toString', preferredCallTime: 'night', photoCount: -2 },
      '',
      new Date(),
    );
    expect(alert).toMatchObject({ workType: null, preferredCallTime: null, photoCount: 0 });
  });

  it(`shows the first ${MESSAGE_PREVIEW_CHARS} characters of a long message and says it goes on`, () => {
    const alert = buildInquiryAlert('inq-4', { ...stored, message: '가'.repeat(MESSAGE_PREVIEW_CHARS + 50) }, '', new Date());
    expect(alert.messageStart).toHaveLength(MESSAGE_PREVIEW_CHARS);
    expect(alert.messageTruncated).toBe(true);
  });

  it('links to the inquiry in the admin, whatever the site address looks like', () => {
    expect(adminInquiryUrl('https://jy.example.kr/', 'abc')).toBe('https://jy.example.kr/#/jy-dev/inquiries?open=abc');
    expect(adminInquiryUrl(' https://jy.example.kr/site// ', 'abc')).toBe('https://jy.example.kr/site/#/jy-dev/inquiries?open=abc');
    expect(adminInquiryUrl('http://127.0.0.1:5000', 'a b&c')).toBe('http://127.0.0.1:5000/#/jy-dev/inquiries?open=a%20b%26c');
  });

  it('has no link rather than a wrong one when SITE_URL is not an http(s) address', () => {
    for (const site of ['', 'jy.example.kr', 'javascript:alert(1)//', 'ftp://jy.example.kr'])
      expect(adminInquiryUrl(site, 'abc')).toBeNull();
  });

  it('a tel: link only for something that can be a phone number', () => {
    expect(telUrl('010-1234-5678')).toBe('tel:01012345678');
    expect(telUrl('+82 10 1234 5678')).toBe('tel:+821012345678');
    expect(telUrl('연락 주세요 1234')).toBeNull();
  });
});
