// @vitest-environment node
import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { readMailTemplates } from '../../../scripts/firebase/mail-templates.mjs';
import {
  SETTINGS_CHANGE_TEMPLATE,
  contactChanges,
  type SettingsChangeTemplateData,
} from '../../src/site-settings/settings-change-alert.js';
import { FIRST_SETTINGS } from '../support/fake-site-settings.js';

/** The settings with other contact details. */
const withContacts = (phone: string, email: string, kakaoChannelId: string) => ({
  company: { ...FIRST_SETTINGS.company, phone, email },
  channels: { kakaoChannelId },
});

/** The template as the Trigger Email extension renders it (html escaped; subject and text not). */
function render(data: SettingsChangeTemplateData) {
  const template = readMailTemplates().find((candidate) => candidate.name === SETTINGS_CHANGE_TEMPLATE);
  if (!template) throw new Error(`no ${SETTINGS_CHANGE_TEMPLATE} template`);
  return {
    subject: Handlebars.compile(template.subject, { noEscape: true })(data),
    html: Handlebars.compile(template.html)(data),
    text: Handlebars.compile(template.text, { noEscape: true })(data),
  };
}

const DATA: SettingsChangeTemplateData = {
  companyName: 'JY건설',
  version: 4,
  changes: [
    { what: '대표 전화', from: '033-123-4567', to: '010-9999-8888' },
    { what: '카카오톡 채널', from: '없음', to: 'pf.kakao.com/_NewCh' },
  ],
  savedBy: 'staff@example.com',
  savedAt: '2026년 11월 28일 (토) 16:05',
  restoredFrom: null,
  adminUrl: 'https://jy.example.kr/#/jy-dev/settings',
};

describe('what a save changed of how customers reach the company', () => {
  it('lists the phone, e-mail and KakaoTalk channel that changed, from what to what, in that order', () => {
    expect(contactChanges(FIRST_SETTINGS, withContacts('010-9999-8888', 'new@jy.co.kr', '_NewCh'))).toEqual([
      { what: '대표 전화', from: '033-123-4567', to: '010-9999-8888' },
      { what: '대표 이메일', from: 'info@jy-construction.co.kr', to: 'new@jy.co.kr' },
      { what: '카카오톡 채널', from: '없음', to: 'pf.kakao.com/_NewCh' },
    ]);
    expect(contactChanges(withContacts('033-123-4567', 'info@jy-construction.co.kr', '_Old'), FIRST_SETTINGS)).toEqual([
      { what: '카카오톡 채널', from: 'pf.kakao.com/_Old', to: '없음' },
    ]);
  });

  it('is nothing when none of them changed (the company name, texts or prices do not count)', () => {
    expect(contactChanges(FIRST_SETTINGS, { ...FIRST_SETTINGS, company: { ...FIRST_SETTINGS.company, name: 'JY종합건설' } })).toEqual([]);
  });
});

describe('the site_settings_change e-mail', () => {
  it('says what changed from what to what, who saved it, when, and where to undo it', () => {
    const { subject, html, text } = render(DATA);
    expect(subject).toBe('[사이트 설정] JY건설 연락처 변경: 대표 전화, 카카오톡 채널');
    expect(text).toContain('대표 전화: 033-123-4567 → 010-9999-8888\n카카오톡 채널: 없음 → pf.kakao.com/_NewCh\n');
    expect(text).toContain('저장한 관리자: staff@example.com');
    expect(text).toContain('저장 시각: 2026년 11월 28일 (토) 16:05\n');
    expect(text).toContain('사이트 설정 열기: https://jy.example.kr/#/jy-dev/settings');
    for (const shown of ['대표 전화', '033-123-4567', '010-9999-8888', 'pf.kakao.com/_NewCh', 'staff@example.com', '16:05'])
      expect(html).toContain(shown);
    expect(html).toContain('href="https://jy.example.kr/#/jy-dev/settings"');
  });

  it('says so when the save brought back an earlier version, and points to the admin without a site address', () => {
    const { text, html } = render({ ...DATA, restoredFrom: 2, adminUrl: null });
    expect(text).toContain('(2번째 버전으로 되돌림)');
    expect(text).toContain('관리자 화면의 사이트 설정에서 확인해 주세요.');
    expect(html).not.toContain('<a href');
  });

  it('escapes what an administrator typed in the HTML part', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { html, subject } = render({ ...DATA, companyName: hostile, changes: [{ what: '대표 이메일', from: hostile, to: 'a@b.co' }] });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
    expect(subject).not.toMatch(/[\r\n]/);
  });
});
