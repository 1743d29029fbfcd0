import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { INQUIRY_LIMITS, PRIVACY_CONSENT_VERSION } from '../../../src/config/constants';
import { renderApp } from '../../support/render-app';
import { adapterWithSubmit, fields, fillForm, preloadContactPage, SAMPLE, spiedDemoAdapter } from './contact-helpers';

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
    expect(screen.getByText('이름, 연락처, 이메일(선택), 문의 내용')).toBeInTheDocument();
    expect(screen.getByText('견적 상담 및 문의 응대')).toBeInTheDocument();
    expect(screen.getByText(/문의 처리 완료 후 3년/)).toBeInTheDocument();
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
  it('blocks an empty submit with the exact alert, marks the fields and focuses the first', async () => {
    const user = userEvent.setup({ delay: null });
    const { adapter, submitInquiry } = spiedDemoAdapter();
    await openContact(adapter);
    await user.type(fields.message(), '   ');
    await user.click(fields.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED);
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED);
    expect(fields.name()).toHaveFocus();
    for (const field of [fields.name(), fields.phone(), fields.message()]) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fields.email()).not.toHaveAttribute('aria-invalid');
    expect(submitInquiry).not.toHaveBeenCalled();
  });

  it('focuses the first blank field even when it is not the first one', async () => {
    const user = userEvent.setup({ delay: null });
    await openContact();
    await fillForm(user, { name: '홍길동', consent: true });
    await user.click(fields.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED);
    expect(fields.phone()).toHaveFocus();
    expect(fields.name()).not.toHaveAttribute('aria-invalid');
  });

  it('asks for consent when the required fields are filled but the box is unticked', async () => {
    const user = userEvent.setup({ delay: null });
    const { adapter, submitInquiry } = spiedDemoAdapter();
    await openContact(adapter);
    await fillForm(user, { ...SAMPLE, consent: false });
    await user.click(fields.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(CONSENT);
    expect(fields.consent()).toHaveFocus();
    expect(fields.consent()).toHaveAttribute('aria-invalid', 'true');
    expect(submitInquiry).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    const { adapter, submitInquiry } = spiedDemoAdapter();
    await openContact(adapter);
    await fillForm(user, { ...SAMPLE, email: 'hong@example', consent: true });
    await user.click(fields.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(BAD_EMAIL);
    expect(fields.email()).toHaveFocus();
    expect(submitInquiry).not.toHaveBeenCalled();
  });
});

describe('Contact form: sending', () => {
  it('sends the trimmed inquiry, shows the green box, clears the form and stores inquiry + activity', async () => {
    const user = userEvent.setup({ delay: null });
    const { adapter, base, submitInquiry } = spiedDemoAdapter();
    await openContact(adapter);
    await fillForm(user, { name: '  홍길동 ', phone: '010-1234-5678', message: '지붕 누수 견적 부탁드립니다. ', consent: true });
    await user.click(fields.submit());

    const box = await screen.findByText(SUCCESS);
    expect(box.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
    for (const field of [fields.name(), fields.phone(), fields.email(), fields.message()]) expect(field).toHaveValue('');
    expect(fields.consent()).not.toBeChecked();

    await (await base.authBackend()).signIn('admin@example.com', 'demo1234');
    const admin = await base.adminBackend();
    expect(await admin.countInquiries('신규')).toBe(1);
    const page = await admin.getInquiryPage({ pageSize: 7, direction: 'initial' });
    expect(page.items).toEqual([
      expect.objectContaining({
        name: '홍길동',
        phone: '010-1234-5678',
        email: null,
        message: '지붕 누수 견적 부탁드립니다.',
        status: '신규',
        privacyConsentVersion: PRIVACY_CONSENT_VERSION,
      }),
    ]);
    const activities = await new Promise<{ type: string; relatedId: string | null; details: Record<string, unknown> }[]>((resolve, reject) => {
      const stop = admin.subscribeRecentActivities(5, (list) => list.length > 0 && (stop(), resolve(list)), reject);
    });
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
    await waitFor(() => expect(fields.name()).toHaveValue(''));
    expect(submitInquiry).not.toHaveBeenCalled();
  });
});
