import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { telHref } from '@/config/site';
import { FIRST_SITE_SETTINGS } from '@/config/site-defaults';
import { businessHoursText } from '@/domain/site-settings/hours';
import { renderApp } from '../../support/render-app';
import { confirmation, fields, fillForm, preloadContactPage, spiedDemoAdapter } from './contact-helpers';

/** The company as a fresh demo shows it (the first version of the site settings). */
const { company } = FIRST_SITE_SETTINGS;

beforeAll(preloadContactPage, 30_000);

const SUCCESS = '문의가 성공적으로 접수되었습니다. 빠른 시일 내에 연락드리겠습니다.';

async function submitInquiry(path = '/contact', choose?: (user: ReturnType<typeof userEvent.setup>) => Promise<void>) {
  const user = userEvent.setup({ delay: null });
  const spied = spiedDemoAdapter();
  renderApp(path, { adapter: spied.adapter });
  await screen.findByRole('heading', { level: 1, name: '견적 문의' });
  await choose?.(user);
  await fillForm(user);
  await user.click(fields.submit());
  await screen.findByText(SUCCESS);
  return { user, ...spied };
}

describe('Contact: the confirmation panel', () => {
  it('replaces the form: the exact success text in the green box, what happens next, a call button', async () => {
    await submitInquiry();
    const panel = screen.getByRole('region', { name: '문의가 접수되었습니다' });
    expect(confirmation.heading()).toHaveFocus();
    expect(screen.queryByRole('form', { name: '문의 남기기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    const box = within(panel).getByText(SUCCESS);
    expect(box.textContent).toBe(SUCCESS);
    expect(box.closest('[role="status"]')).not.toBeNull();
    expect(box.closest('[class*="bg-green-50"]')).not.toBeNull();

    expect(within(panel).getByRole('heading', { level: 3, name: '다음 단계' })).toBeInTheDocument();
    expect(
      within(panel).getByText(`담당자가 영업시간(${businessHoursText(company.hours)}) 안에 남겨 주신 연락처로 전화드립니다.`),
    ).toBeInTheDocument();
    expect(businessHoursText(company.hours)).toBe('평일 09:00-18:00');
    const call = within(panel).getByRole('link', { name: `전화 상담 ${company.phone}` });
    expect(call).toHaveAttribute('href', telHref(company.phone));
    expect(call).toHaveAttribute('href', 'tel:0331234567');
    expect(within(panel).queryByText(/통화 희망 시간/)).not.toBeInTheDocument();
  });

  it('names the chosen time to call', async () => {
    await submitInquiry('/contact', (user) => user.click(fields.callTime('아무 때나')));
    expect(screen.getByText('통화 희망 시간: 아무 때나')).toBeInTheDocument();
  });

  it('새 문의 작성 brings back an empty form (details too, even a ?work= preselection) with the focus on the name', async () => {
    const { user } = await submitInquiry('/contact?work=roofing', async (u) => {
      await u.selectOptions(fields.region(), '철원군');
    });
    await user.click(confirmation.startOver());
    expect(screen.getByRole('form', { name: '문의 남기기' })).toBeInTheDocument();
    expect(fields.name()).toHaveFocus();
    for (const field of [fields.name(), fields.phone(), fields.email(), fields.message()]) expect(field).toHaveValue('');
    expect(fields.consent()).not.toBeChecked();
    expect(fields.region()).toHaveValue('');
    expect(fields.workType('지붕 공사')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });
});
