import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/render-app';
import { confirmation, fields, fillForm, preloadContactPage, spiedDemoAdapter } from './contact-helpers';

// The confirmation panel's chunk cannot be fetched (the connection dropped right after the inquiry went through).
vi.mock('@/features/contact/InquiryConfirmation', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

beforeAll(preloadContactPage, 30_000);

const SUCCESS = '문의가 성공적으로 접수되었습니다. 빠른 시일 내에 연락드리겠습니다.';

describe('Contact: the confirmation when its panel cannot be loaded', () => {
  it('still says the inquiry arrived, takes the focus, and 새 문의 작성 brings the form back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    const spied = spiedDemoAdapter();
    renderApp('/contact', { adapter: spied.adapter });
    await screen.findByRole('heading', { level: 1, name: '견적 문의' });
    await fillForm(user);
    await user.click(fields.submit());

    const success = await screen.findByText(SUCCESS);
    const note = success.closest('[role="status"]');
    expect(note).not.toBeNull();
    expect(confirmation.heading()).toHaveFocus();
    expect(within(note as HTMLElement).getByRole('heading', { name: '문의가 접수되었습니다' })).toBe(confirmation.heading());
    expect(screen.queryByRole('heading', { name: '다음 단계' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '문의 남기기' })).not.toBeInTheDocument();

    await user.click(confirmation.startOver());
    expect(screen.getByRole('form', { name: '문의 남기기' })).toBeInTheDocument();
    expect(fields.name()).toHaveFocus();
  });
});
