// @vitest-environment node
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from '../../../src/domain/phone.js';
import { smsHref, telHref } from '../../../src/domain/phone-links.js';
import { isEmailAddress } from '../../../src/domain/text.js';
import { KOREAN_PHONE_NUMBERS, NOT_PHONE_NUMBERS } from '../../../tests/support/korean-phone-numbers.js';
import { formatPhone } from '../../src/alerts/format.js';
import { buildInquiryAlert, telUrl } from '../../src/alerts/inquiry-alert.js';
import { readAlertRecipients } from '../../src/alerts/notification-settings.js';

/**
 * The rules the web app and the alert e-mails share, by what they do: the admin's inbox (src/domain, which the
 * contact form builds on too: tests/features/contact/phone-number.test.ts runs the same numbers) and the alert must
 * agree on every number, link and address.
 */

/** An alert for a stored inquiry with this phone. */
function alertFor(phone: string) {
  return buildInquiryAlert('i1', { phone }, 'https://example.com', new Date('2026-11-03T05:05:00Z'));
}

describe('Korean phone numbers: one rule for the app and the alerts', () => {
  it.each(KOREAN_PHONE_NUMBERS)('%s is %s in the inbox and the alert', (typed, shown) => {
    expect(formatPhoneNumber(typed)).toBe(shown);
    expect(formatPhone(typed)).toBe(shown);
    expect(alertFor(typed).phone).toBe(shown);
    // Written with spaces, dots or +82, it is still the same number.
    const spaced = shown.replaceAll('-', ' ');
    expect(formatPhoneNumber(spaced)).toBe(shown);
    expect(formatPhone(shown.replaceAll('-', '.'))).toBe(shown);
    if (typed.startsWith('0')) expect(formatPhone(`+82 ${spaced.slice(1)}`)).toBe(shown);
  });

  it.each(NOT_PHONE_NUMBERS)('%s is no number: shown as typed in the inbox and the alert', (digits) => {
    expect(formatPhoneNumber(digits)).toBe(digits);
    expect(formatPhone(digits)).toBe(digits);
    expect(alertFor(digits).phone).toBe(digits);
  });

  it('text that is not a number stays as typed (the alert keeps it on one line)', () => {
    for (const text of ['저녁에 연락 주세요', '+1 415 555 0100', '010-1234-567x']) {
      expect(formatPhoneNumber(text)).toBe(text);
      expect(formatPhone(text)).toBe(text);
    }
    expect(formatPhone('010 1234\n5678')).toBe('010-1234-5678');
    expect(formatPhone('전화\n주세요')).toBe('전화 주세요');
  });
});

describe('tel: and sms: links: one builder for the site, the admin and the alerts', () => {
  it.each([
    ['010-1234-5678', '01012345678'],
    ['033-123-4567', '0331234567'],
    ['0504-1234-5678', '050412345678'],
    ['1588-1234', '15881234'],
    ['+82 10 1234 5678', '+821012345678'],
  ])('%s dials %s', (phone, dialled) => {
    expect(telHref(phone)).toBe(`tel:${dialled}`);
    expect(telUrl(phone)).toBe(`tel:${dialled}`);
    expect(alertFor(phone).telUrl).toBe(`tel:${dialled}`);
    expect(smsHref(phone)).toBe(`sms:${dialled}`);
  });

  it('the alert links no number shorter than any Korean one; a message can be filled in', () => {
    expect(telUrl('연락 주세요 1234')).toBeNull();
    expect(smsHref('010-1234-5678', '후기 부탁드립니다 & 감사합니다')).toBe(
      `sms:01012345678?&body=${encodeURIComponent('후기 부탁드립니다 & 감사합니다')}`,
    );
    expect(smsHref(null, '안녕하세요')).toBe(`sms:?&body=${encodeURIComponent('안녕하세요')}`);
  });
});

/** A Firestore whose settings/notifications holds `emailRecipients` (all readAlertRecipients reads). */
function settingsWith(emailRecipients: unknown): Firestore {
  const snapshot = { get: (field: string) => (field === 'emailRecipients' ? emailRecipients : undefined) };
  return { collection: () => ({ doc: () => ({ get: () => Promise.resolve(snapshot) }) }) } as unknown as Firestore;
}

describe('e-mail addresses: the admin saves and the alerts send to the same ones', () => {
  const addresses = ['staff@example.com', 'a.b+alerts@mail.example.co.kr', '직원@회사.한국'];
  const notAddresses = [
    'staff@example',
    'staff.example.com',
    'a@b@example.com',
    'staff @example.com',
    'staff\u200b@example.com',
    'staff@example.com\u3000',
    '',
  ];

  it('both accept an address and refuse what is none', async () => {
    for (const address of addresses) expect(isEmailAddress(address), address).toBe(true);
    for (const text of notAddresses) expect(isEmailAddress(text), JSON.stringify(text)).toBe(false);
    const recipients = await readAlertRecipients(settingsWith([...addresses, ...notAddresses, 42, addresses[0]]));
    expect(recipients.emailRecipients).toEqual(addresses);
  });
});
