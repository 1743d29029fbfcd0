import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { INQUIRY_LIMITS, INQUIRY_RETENTION_YEARS, PRIVACY_CONSENT_VERSION } from '@/config/limits';
import { site } from '@/config/site';
import { renderApp } from '../../support/render-app';
import { adapterWithSubmit, confirmation, fields, fillForm, preloadContactPage, SAMPLE, spiedDemoAdapter } from './contact-helpers';

beforeAll(preloadContactPage, 30_000);

const REQUIRED = '이름, 연락처, 문의 내용은 필수입니다.';
const SUCCESS = '문의가 성공적으로 접수되었습니다. 빠른 시일 내에 연락드리겠습니다.';
const FAILURE = '문의 접수 중 오류가 발생했습니다. 다시 시도해주세요.';
const CONSENT = '개인정보 수집·이용에 동의해 주세요.';
const BAD_EMAIL = '올바른 이메일 주소를 입력해 주세요.';

async function openContact(adapter = spiedDemoAdapter().adapter) {
  renderApp('/contact', { adapter });
  await screen.findByRole('heading', { level: 1, name: '견적 문의' });
}

describe('Contact form: fields', () => {
  it('ties a visible label to every control, with the spec attributes and limits', async () => {
    await openContact();
    expect(fields.name()).toHaveAttribute('maxlength', String(INQUIRY_LIMITS.name));
    expect(fields.name()).toBeRequired();
    const phone = fields.phone();
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('placeholder', '010-1234-5678');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('maxlength', String(INQUIRY_LIMITS.phone));
    expect(phone).toBeRequired();
    expect(fields.email()).toHaveAttribute('type', 'email');
    expect(fields.email()).not.toBeRequired();
    expect(fields.email()).toHaveAttribute('maxlength', String(INQUIRY_LIMITS.email));
    expect(fields.message().tagName).toBe('TEXTAREA');
    expect(fields.message()).toHaveAttribute('maxlength', String(INQUIRY_LIMITS.message));
    expect(fields.consent()).not.toBeChecked();
    expect(screen.getByText(/\(필수\)/)).toBeVisible();
    expect(fields.submit().closest('form')).toHaveAttribute('novalidate');
  });

  it('shows the privacy notice: items, purpose, retention and the right to refuse', async () => {
    await openContact();
    expect(screen.getByText('이름, 연락처, 문의 내용, 이메일·공사 종류·공사 지역·통화 희망 시간·현장 사진(선택)')).toBeInTheDocument();
    expect(screen.getByText('견적 상담 및 문의 응대')).toBeInTheDocument();
    // The period comes from the site config (site.inquiryRetention), the one retainUntil and the TTL policy apply.
    expect(screen.getByText(`${site.inquiryRetention}간 보관한 뒤 첨부 사진과 함께 자동으로 파기합니다.`)).toBeInTheDocument();
    expect(site.inquiryRetention).toBe(`문의 접수일로부터 ${INQUIRY_RETENTION_YEARS}년`);
    expect(screen.getByText('동의를 거부할 수 있으나, 거부 시 문의 접수가 제한됩니다.')).toBeInTheDocument();
  });

  it('keeps the honeypot away from people and assistive technology', async () => {
    await openContact();
    const trap = document.querySelector<HTMLInputElement>('input[name="company_website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['name', 'phone', 'email', 'message']);
  });

  it('counts the characters of the message against the limit', async () => {
    const user = userEvent.setup({ delay: null });
    await openContact();
    expect(screen.getByText(`0 / ${INQUIRY_LIMITS.message}`)).toBeInTheDocument();
    await user.type(fields.message(), '안녕하세요 견적');
    const counter = screen.getByText(`8 / ${INQUIRY_LIMITS.message}`);
    expect(counter.closest('[aria-live="polite"]')).not.toBeNull();
  });
});

describe('Contact form: validation', () => {
  it('blocks a submit with blank fields with the exact alert, marks the fields and focuses the first', async () => {
    const user = userEvent.setup({ delay: null });
    const { adapter, submitInquiry } = spiedDemoAdapter();
    await openContact(adapter);
    await user.type(fields.message(), '   ');
    await user.click(fields.consent());
    await user.click(fields.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED);
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED);
    expect(fields.name()).toHaveFocus();
    for (const field of [fields.name(), fields.phone(), fields.message()]) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fields.email()).not.toHaveAttribute('aria-invalid');
    expect(fields.consent()).not.toHaveAttribute('aria-invalid');
    expect(submitInquiry).not.toHaveBeenCalled();
  });

  it('reports blank fields and the unticked consent in the same round, each message tied to its control', async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    // jsdom has no scrollIntoView (so vi.spyOn cannot wrap it): put it in for this test, and put back what was there.
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });
    const { adapter, submitInquiry } = spiedDemoAdapter();
    await openContact(adapter);
    await user.type(fields.name(), '홍길동');
    await user.click(fields.submit());

    // The spec's alert for the blank fields; every control says what is wrong with it, at once.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(REQUIRED);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(fields.consent()).toHaveAttribute('aria-invalid', 'true');
    expect(fields.consent()).toHaveAccessibleDescription(expect.stringContaining(CONSENT));
    expect(fields.phone()).toHaveAccessibleDescription('연락처를 입력해 주세요.');
    expect(fields.message()).toHaveAccessibleDescription(expect.stringContaining('문의 내용을 입력해 주세요.'));
    expect(fields.name()).not.toHaveAttribute('aria-invalid');

    // Focus on the first invalid control, its field (with the message) scrolled into view on a small screen.
    expect(fields.phone()).toHaveFocus();
    expect(scrolled.at(-1)).toContainElement(fields.phone());
    expect(scrolled.at(-1)).toHaveTextContent('연락처를 입력해 주세요.');
    expect(submitInquiry).not.toHaveBeenCalled();

    // Fixing a field takes its own message away; the others stay until the next submit.
    await user.click(fields.consent());
    expect(fields.consent()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(CONSENT, { selector: 'span' })).not.toBeInTheDocument();
    expect(fields.phone()).toHaveAttribute('aria-invalid', 'true');
  });

  it('focuses the first blank field even when it is not the first one', async () => {
    const user = userEvent.setup({ delay: null });
    await openContact();
    await fillForm(user, { name: '홍길동', consent: true });
    await user.click(fields.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED);
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED);
    expect(fields.phone()).toHaveFocus();
    expect(fields.name()).not.toHaveAttribute('aria-invalid');
  });

  it('refuses "abc" as a phone number with a clear message, and keeps it as typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { adapter, submitInquiry } = spiedDemoAdapter();
    await openContact(adapter);
    await fillForm(user, { ...SAMPLE, phone: 'abc', consent: true });
    expect(fields.phone()).toHaveValue('abc');
    await user.click(fields.submit());
    const message = '연락처는 숫자, 띄어쓰기, 하이픈(-)만 입력할 수 있습니다. 예: 010-1234-5678';
    await waitFor(() => expect(fields.phone()).toHaveFocus());
    expect(fields.phone()).toHaveAttribute('aria-invalid', 'true');
    expect(fields.phone()).toHaveAccessibleDescription(message);
    expect(submitInquiry).not.toHaveBeenCalled();

    await user.clear(fields.phone());
    await user.type(fields.phone(), '0101234');
    await user.click(fields.submit());
    await waitFor(() =>
      expect(fields.phone()).toHaveAccessibleDescription('연락처 자릿수를 확인해 주세요. 예: 010-1234-5678, 033-123-4567, 1588-1234'),
    );
    expect(submitInquiry).not.toHaveBeenCalled();
  });

  it('formats the phone number while it is typed', async () => {
    const user = userEvent.setup({ delay: null });
    await openContact();
    const cases: [string, string][] = [
      ['01012345678', '010-1234-5678'],
      ['0331234567', '033-123-4567'],
      ['021234567', '02-123-4567'],
      ['03112345678', '031-1234-5678'],
      ['15881234', '1588-1234'],
      ['010 9876 5432', '010-9876-5432'],
    ];
    for (const [keys, shown] of cases) {
      await user.clear(fields.phone());
      await user.type(fields.phone(), keys);
      expect(fields.phone()).toHaveValue(shown);
    }
    await user.clear(fields.phone());
    await user.type(fields.phone(), '0101');
    expect(fields.phone()).toHaveValue('010-1');
    await user.type(fields.phone(), '{Backspace}');
    expect(fields.phone()).toHaveValue('010');

    // Correcting the middle of a number: the caret stays after the digit it followed.
    await user.clear(fields.phone());
    await user.type(fields.phone(), '01012345678');
    await user.type(fields.phone(), '{Backspace}', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(fields.phone()).toHaveValue('010-1345-678');
    expect((fields.phone() as HTMLInputElement).selectionStart).toBe(5);
    await user.keyboard('2');
    expect(fields.phone()).toHaveValue('010-1234-5678');
    expect((fields.phone() as HTMLInputElement).selectionStart).toBe(6);
  });

  it('asks for consent when the required fields are filled but the box is unticked', async () => {
    const user = userEvent.setup({ delay: null });
    const { adapter, submitInquiry } = spiedDemoAdapter();
    await openContact(adapter);
    await fillForm(user, { ...SAMPLE, consent: false });
    await user.click(fields.submit());
    await waitFor(() => expect(fields.consent()).toHaveFocus());
    expect(fields.consent()).toHaveAccessibleDescription(expect.stringContaining(CONSENT));
    expect(fields.consent()).toHaveAttribute('aria-invalid', 'true');
    expect(submitInquiry).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    const { adapter, submitInquiry } = spiedDemoAdapter();
    await openContact(adapter);
    await fillForm(user, { ...SAMPLE, email: 'hong@example', consent: true });
    await user.click(fields.submit());
    await waitFor(() => expect(fields.email()).toHaveFocus());
    expect(fields.email()).toHaveAccessibleDescription(BAD_EMAIL);
    expect(submitInquiry).not.toHaveBeenCalled();
  });
});

describe('Contact form: each problem said once, gone once fixed', () => {
  /** How many times `text` is shown on the page (as a whole element's text). */
  const shown = (text: string) => screen.queryAllByText(text).length;

  it('asks for consent under the box only, and takes the message away the moment the box is ticked', async () => {
    const user = userEvent.setup({ delay: null });
    const { adapter, submitInquiry } = spiedDemoAdapter();
    await openContact(adapter);
    await fillForm(user, { ...SAMPLE, consent: false });
    await user.click(fields.submit());

    await waitFor(() => expect(fields.consent()).toHaveAttribute('aria-invalid', 'true'));
    expect(shown(CONSENT)).toBe(1);
    expect(fields.consent()).toHaveAccessibleDescription(expect.stringContaining(CONSENT));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(fields.consent());
    expect(shown(CONSENT)).toBe(0);
    expect(fields.consent()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submitInquiry).not.toHaveBeenCalled();
  });

  it('keeps the spec alert for blank fields only while one is blank, and says every other problem once, at its control', async () => {
    const user = userEvent.setup({ delay: null });
    await openContact();
    await fillForm(user, { phone: 'abc', email: 'hong@example' });
    await user.click(fields.submit());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(REQUIRED);
    const phoneMessage = '연락처는 숫자, 띄어쓰기, 하이픈(-)만 입력할 수 있습니다. 예: 010-1234-5678';
    for (const message of [REQUIRED, CONSENT, BAD_EMAIL, phoneMessage, '이름을 입력해 주세요.', '문의 내용을 입력해 주세요.']) {
      expect(shown(message), message).toBe(1);
    }
    expect(fields.email()).toHaveAccessibleDescription(BAD_EMAIL);

    // Filling the blank fields takes the alert away; ticking the box takes its message away; the rest stays.
    await user.type(fields.name(), '홍길동');
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED);
    await user.type(fields.message(), '지붕 누수 견적 부탁드립니다.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(fields.consent());
    expect(shown(CONSENT)).toBe(0);
    expect(shown(BAD_EMAIL)).toBe(1);
    expect(shown(phoneMessage)).toBe(1);
  });
});

describe('Contact form: sending', () => {
  it('sends the trimmed inquiry, shows the green box in the confirmation, clears the form and stores inquiry + activity', async () => {
    const user = userEvent.setup({ delay: null });
    const { adapter, base, submitInquiry } = spiedDemoAdapter();
    await openContact(adapter);
    await fillForm(user, { name: '  홍길동 ', phone: '010-1234-5678', message: '지붕 누수 견적 부탁드립니다. ', consent: true });
    await user.click(fields.submit());

    const box = await screen.findByText(SUCCESS);
    expect(box.closest('[role="status"]')).not.toBeNull();
    expect(box.closest('[class*="bg-green-50"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '문의 남기기' })).not.toBeInTheDocument();
    expect(submitInquiry).toHaveBeenCalledExactlyOnceWith({
      name: '홍길동',
      email: null,
      phone: '010-1234-5678',
      message: '지붕 누수 견적 부탁드립니다.',
      privacyConsentVersion: PRIVACY_CONSENT_VERSION,
      workType: null,
      region: null,
      preferredCallTime: null,
      photoCount: 0,
    });
    // The form cleared after success: 새 문의 작성 shows it empty.
    await userEvent.setup({ delay: null }).click(confirmation.startOver());
    for (const field of [fields.name(), fields.phone(), fields.email(), fields.message()]) expect(field).toHaveValue('');
    expect(fields.consent()).not.toBeChecked();

    await (await base.authBackend()).signIn('admin@example.com', 'demo1234');
    const admin = await base.adminBackend();
    expect(await admin.countInquiries('new')).toBe(1);
    const page = await admin.getInquiryPage({ pageSize: 7, direction: 'initial' });
    expect(page.items).toEqual([
      expect.objectContaining({
        name: '홍길동',
        phone: '010-1234-5678',
        email: null,
        message: '지붕 누수 견적 부탁드립니다.',
        status: 'new',
        privacyConsentVersion: PRIVACY_CONSENT_VERSION,
      }),
    ]);
    const activities = await new Promise<{ type: string; relatedId: string | null; details: Record<string, unknown> }[]>(
      (resolve, reject) => {
        const stop = admin.subscribeRecentActivities(5, (list) => list.length > 0 && (stop(), resolve(list)), reject);
      },
    );
    expect(activities).toEqual([
      expect.objectContaining({
        type: 'new_inquiry',
        relatedId: page.items[0]?.id,
        details: expect.objectContaining({ inquiryName: '홍길동' }),
      }),
    ]);
  });

  it('disables every control and reads 전송 중... while sending', async () => {
    const user = userEvent.setup({ delay: null });
    let release!: (id: string) => void;
    const { adapter } = adapterWithSubmit(() => new Promise((resolve) => (release = resolve)));
    await openContact(adapter);
    await fillForm(user);
    await user.click(fields.submit());

    const busy = await screen.findByRole('button', { name: '전송 중...' });
    expect(busy).toBeDisabled();
    for (const field of [fields.name(), fields.phone(), fields.email(), fields.message(), fields.consent()]) {
      expect(field).toBeDisabled();
    }
    release('inq-1');
    expect(await screen.findByText('문의가 성공적으로 접수되었습니다. 빠른 시일 내에 연락드리겠습니다.')).toBeInTheDocument();
    await user.click(confirmation.startOver());
    expect(fields.submit()).toBeEnabled();
    expect(fields.submit()).toHaveTextContent('문의 보내기');
  });

  it('shows the red box and keeps everything typed when sending fails', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { adapter, submitInquiry } = adapterWithSubmit(() => Promise.reject(new Error('unavailable')));
    await openContact(adapter);
    await fillForm(user);
    await user.click(fields.submit());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(FAILURE);
    expect(submitInquiry).toHaveBeenCalledTimes(1);
    expect(fields.name()).toHaveValue(SAMPLE.name);
    expect(fields.phone()).toHaveValue(SAMPLE.phone);
    expect(fields.email()).toHaveValue(SAMPLE.email);
    expect(fields.message()).toHaveValue(SAMPLE.message);
    expect(fields.consent()).toBeChecked();
    expect(fields.submit()).toBeEnabled();
    expect(screen.queryByText(/성공적으로 접수/)).not.toBeInTheDocument();
  });

  it('never calls the backend when the honeypot is filled, but shows the success box', async () => {
    const user = userEvent.setup({ delay: null });
    const { adapter, submitInquiry } = spiedDemoAdapter();
    await openContact(adapter);
    await fillForm(user);
    const trap = document.querySelector<HTMLInputElement>('input[name="company_website"]');
    if (!trap) throw new Error('honeypot missing');
    await user.type(trap, 'https://spam.example');
    await user.click(fields.submit());
    expect(await screen.findByText('문의가 성공적으로 접수되었습니다. 빠른 시일 내에 연락드리겠습니다.')).toBeInTheDocument();
    await user.click(confirmation.startOver());
    await waitFor(() => expect(fields.name()).toHaveValue(''));
    expect(submitInquiry).not.toHaveBeenCalled();
  });
});
