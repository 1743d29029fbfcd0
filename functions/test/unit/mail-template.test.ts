// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { readMailTemplates, TEMPLATES_DIR } from '../../../scripts/firebase/mail-templates.mjs';
import { buildInquiryAlert } from '../../src/alerts/inquiry-alert.js';
import { NEW_INQUIRY_TEMPLATE, newInquiryMail, type NewInquiryTemplateData } from '../../src/channels/email.js';
import { INQUIRY_WAITING_TEMPLATE, inquiryWaitingMail } from '../../src/channels/second-alarm-email.js';

/**
 * The new_inquiry template as the Trigger Email extension renders it (firebase/firestore-send-email
 * functions/src/templates.ts): html compiled with Handlebars' HTML escaping, subject and text with noEscape (they
 * are not HTML). Rendered here with the same Handlebars 4.7.
 */
function render(data: NewInquiryTemplateData) {
  const template = readMailTemplates().find((candidate) => candidate.name === NEW_INQUIRY_TEMPLATE);
  if (!template) throw new Error('no new_inquiry template');
  return {
    subject: Handlebars.compile(template.subject, { noEscape: true })(data),
    html: Handlebars.compile(template.html)(data),
    text: Handlebars.compile(template.text, { noEscape: true })(data),
  };
}

const HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)>&amp; {{name}}';

function alertOf(fields: Record<string, unknown>, site = 'https://jy.example.kr') {
  return buildInquiryAlert(
    'inq-1',
    {
      name: '홍길동',
      phone: '010-1234-5678',
      message: '지붕 누수 점검 부탁드립니다.',
      workType: 'roofing',
      region: '춘천시',
      preferredCallTime: 'afternoon',
      photoCount: 2,
      submittedAt: new Date('2026-11-03T05:05:00Z'),
      ...fields,
    },
    site,
    new Date(),
  );
}

const dataOf = (fields: Record<string, unknown> = {}, site?: string) =>
  newInquiryMail(alertOf(fields, site), ['boss@example.com']).template.data;

/** Text a browser would show for an HTML fragment: tags out, the few entities Handlebars writes decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#x60;/g, '`')
    .replace(/&#x3D;/g, '=')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('the new_inquiry e-mail template', () => {
  it('never uses unescaped output ({{{ }}} or {{& }}) in any part', () => {
    const files = readdirSync(TEMPLATES_DIR).filter((file) => file.endsWith('.hbs'));
    expect(files.sort()).toEqual([
      'inquiry_waiting.html.hbs',
      'inquiry_waiting.subject.hbs',
      'inquiry_waiting.text.hbs',
      'new_inquiry.html.hbs',
      'new_inquiry.subject.hbs',
      'new_inquiry.text.hbs',
      'new_inquiry_digest.html.hbs',
      'new_inquiry_digest.subject.hbs',
      'new_inquiry_digest.text.hbs',
      'site_settings_change.html.hbs',
      'site_settings_change.subject.hbs',
      'site_settings_change.text.hbs',
    ]);
    for (const file of files) expect(readFileSync(resolve(TEMPLATES_DIR, file), 'utf8'), file).not.toMatch(/\{\{\s*[{&]/);
  });

  it('escapes everything the visitor typed in the HTML part: no tag, attribute or Handlebars from them', () => {
    const { html } = render(dataOf({ name: HOSTILE, phone: HOSTILE, region: HOSTILE, message: HOSTILE }));
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/onerror=/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    // Shown as typed, including the literal {{name}} (data is never compiled again).
    expect(visibleText(html)).toContain(HOSTILE);
  });

  it('keeps the subject on one line and the visitor text as typed in the plain parts', () => {
    const { subject, text } = render(dataOf({ name: '홍길동\r\nBcc: intruder@example.com', message: '1 < 2 & "따옴표"\n둘째 줄' }));
    expect(subject).toBe('[새 문의] 홍길동 Bcc: intruder@example.com님 · 지붕 공사 · 춘천시');
    expect(subject).not.toMatch(/[\r\n]/);
    expect(text).toContain('1 < 2 & "따옴표"\n둘째 줄');
  });

  it('shows every field staff need, and a link that opens the inquiry', () => {
    const { subject, html, text } = render(dataOf());
    const shown = visibleText(html);
    for (const expected of [
      '홍길동',
      '010-1234-5678',
      '지붕 공사',
      '춘천시',
      '오후 (12:00-18:00)',
      '2장',
      '2026년 11월 3일 (화) 14:05',
      '지붕 누수 점검 부탁드립니다.',
    ]) {
      expect(shown).toContain(expected);
      expect(text).toContain(expected);
    }
    expect(subject).toBe('[새 문의] 홍길동님 · 지붕 공사 · 춘천시');
    const href = /<a href="([^"]+)"[^>]*>관리자 화면에서 보기<\/a>/.exec(html)?.[1];
    expect(visibleText(href ?? '')).toBe('https://jy.example.kr/#/jy-dev/inquiries?open=inq-1');
    expect(html).toContain('href="tel:01012345678"');
    expect(text).toContain('관리자 화면에서 보기: https://jy.example.kr/#/jy-dev/inquiries?open=inq-1');
  });

  it('says what the visitor did not choose, and that a long message goes on', () => {
    const { html, text } = render(
      dataOf({ workType: null, region: null, preferredCallTime: null, photoCount: 0, message: '가'.repeat(300) }),
    );
    expect(text).toContain('공사 종류: 선택 안 함');
    expect(text).toContain('지역: 선택 안 함');
    expect(text).toContain('통화 희망 시간: 선택 안 함');
    expect(text).toContain('첨부 사진: 없음');
    expect(text).toContain(`문의 내용 (앞부분):\n${'가'.repeat(200)} …`);
    expect(visibleText(html)).toContain('문의 내용 (앞부분)');
  });

  it("names the company as the site settings do, and only says the site's when they could not be read", () => {
    const named = render({ ...dataOf(), companyName: 'JY건설' });
    expect(named.text).toContain('JY건설 홈페이지에 문의가 접수되면 자동으로 보내는 메일입니다.');
    expect(visibleText(named.html)).toContain('JY건설 홈페이지에 문의가 접수되면 자동으로 보내는 메일입니다.');
    const unnamed = render({ ...dataOf(), companyName: null });
    expect(unnamed.text).toContain('\n홈페이지에 문의가 접수되면 자동으로 보내는 메일입니다.');
  });

  it('without a usable SITE_URL: no link, a pointer to the admin instead', () => {
    const { html, text } = render(dataOf({}, 'not a url'));
    expect(html).not.toContain('관리자 화면에서 보기</a>');
    expect(text).toContain('관리자 화면의 문의 관리에서 확인해 주세요.');
  });
});

describe('the mail document', () => {
  it('has the shape the Trigger Email extension sends: to, and the template with its data', () => {
    const alert = alertOf({});
    const mail = newInquiryMail(alert, ['boss@example.com', 'office@example.com']);
    const { inquiryId: _id, ...data } = alert;
    expect(mail).toEqual({ to: ['boss@example.com', 'office@example.com'], template: { name: 'new_inquiry', data } });
    // Only what the extension reads: no message, no from (DEFAULT_FROM), nothing else.
    expect(Object.keys(mail).sort()).toEqual(['template', 'to']);
  });
});

describe('the inquiry_waiting e-mail template (the second alarm)', () => {
  function renderWaiting(name: string) {
    const template = readMailTemplates().find((candidate) => candidate.name === INQUIRY_WAITING_TEMPLATE);
    if (!template) throw new Error('no inquiry_waiting template');
    const { data } = inquiryWaitingMail(alertOf({ name }), '12분', ['boss@example.com']).template;
    return {
      subject: Handlebars.compile(template.subject, { noEscape: true })(data),
      html: Handlebars.compile(template.html)(data),
      text: Handlebars.compile(template.text, { noEscape: true })(data),
    };
  }

  it('says how long the visitor has waited, with the inquiry and its link', () => {
    const mail = renderWaiting('홍길동');
    expect(mail.subject).toBe('[연락 대기] 홍길동님 문의에 12분째 연락이 없습니다');
    expect(mail.text).toContain('홍길동님의 문의가 접수된 지 12분이 지났지만 아직 아무도 전화나 문자를 하지 않았습니다.');
    expect(mail.text).toContain('관리자 화면에서 보기: https://jy.example.kr/#/jy-dev/inquiries?open=inq-1');
    expect(mail.html).toContain('12분째 연락이 없습니다</h1>');
    expect(mail.html).toContain('href="https://jy.example.kr/#/jy-dev/inquiries?open&#x3D;inq-1"');
  });

  it('escapes what the visitor typed in the HTML part', () => {
    const { html } = renderWaiting(HOSTILE);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });
});
