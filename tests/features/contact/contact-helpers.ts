import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { createDemoAdapter } from '@/backend/demo/adapter';
import type { BackendAdapter, PublicBackend } from '@/backend/port';

/** A fresh, empty demo backend whose submitInquiry is spied on (it still stores the inquiry). */
export function spiedDemoAdapter() {
  const base = createDemoAdapter({ dbName: `contact-${crypto.randomUUID()}`, seed: 'empty' });
  const submitInquiry = vi.fn<PublicBackend['submitInquiry']>();
  const adapter: BackendAdapter = {
    ...base,
    kind: base.kind,
    publicBackend: async () => {
      const real = await base.publicBackend();
      submitInquiry.mockImplementation((input) => real.submitInquiry(input));
      return { ...real, submitInquiry };
    },
  };
  return { adapter, base, submitInquiry };
}

/** An adapter whose submitInquiry is whatever the test needs (pending, failing...). */
export function adapterWithSubmit(submit: PublicBackend['submitInquiry']) {
  const base = createDemoAdapter({ dbName: `contact-${crypto.randomUUID()}`, seed: 'empty' });
  const submitInquiry = vi.fn(submit);
  const adapter: BackendAdapter = {
    ...base,
    kind: base.kind,
    publicBackend: async () => ({ ...(await base.publicBackend()), submitInquiry }),
  };
  return { adapter, submitInquiry };
}

export const fields = {
  name: () => screen.getByLabelText(/^이름/),
  phone: () => screen.getByLabelText(/^연락처/),
  email: () => screen.getByLabelText(/^이메일/),
  message: () => screen.getByLabelText(/^문의 내용/),
  consent: () => screen.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }),
  submit: () => screen.getByRole('button', { name: /문의 보내기|전송 중\.\.\.|사진 전송 중\.\.\./ }),
  region: () => screen.getByRole('combobox', { name: /^공사 지역/ }),
  workType: (label: string) => screen.getByRole('button', { name: label }),
  callTime: (label: string) => screen.getByRole('radio', { name: label }),
  photos: () => screen.getByLabelText('사진 추가') as HTMLInputElement,
};

/** The confirmation panel's controls. */
export const confirmation = {
  heading: () => screen.getByRole('heading', { level: 2, name: '문의가 접수되었습니다' }),
  startOver: () => screen.getByRole('button', { name: '새 문의 작성' }),
};

export interface Typed {
  name?: string;
  phone?: string;
  email?: string;
  message?: string;
  consent?: boolean;
}

export const SAMPLE = { name: '홍길동', phone: '010-1234-5678', email: 'hong@example.com', message: '지붕 누수 견적 부탁드립니다.' };

export async function fillForm(user: UserEvent, typed: Typed = { ...SAMPLE, consent: true }) {
  if (typed.name) await user.type(fields.name(), typed.name);
  if (typed.phone) await user.type(fields.phone(), typed.phone);
  if (typed.email) await user.type(fields.email(), typed.email);
  if (typed.message) await user.type(fields.message(), typed.message);
  if (typed.consent) await user.click(fields.consent());
}

/** Warms the lazy page chunk (the first transform is slow under a parallel run) so tests time what they test. */
export async function preloadContactPage() {
  await import('@/features/contact/ContactPage');
}
