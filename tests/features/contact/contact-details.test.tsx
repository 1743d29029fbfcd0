import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALL_TIME_LABELS, INQUIRY_REGIONS, WORK_TYPE_LABELS, WORK_TYPES } from '@/domain/categories';
import { renderApp } from '../../support/render-app';
import { fields, fillForm, preloadContactPage, SAMPLE, spiedDemoAdapter } from './contact-helpers';

beforeAll(preloadContactPage, 30_000);

async function openContact(path = '/contact') {
  const spied = spiedDemoAdapter();
  renderApp(path, { adapter: spied.adapter });
  await screen.findByRole('heading', { level: 1, name: '견적 문의' });
  return spied;
}

/** The chips pressed in the work type group. */
const pressed = () =>
  within(screen.getByRole('group', { name: /공사 종류/ }))
    .queryAllByRole('button', { pressed: true })
    .map((button) => button.textContent);

describe('Contact form: optional details', () => {
  it('offers the work types as chips, the Gangwon regions and the call times, none chosen and none required', async () => {
    await openContact();
    const group = screen.getByRole('group', { name: /공사 종류/ });
    expect(
      within(group)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(WORK_TYPES.map((type) => WORK_TYPE_LABELS[type]));
    expect(pressed()).toEqual([]);
    const options = within(fields.region())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['선택 안 함', ...INQUIRY_REGIONS]);
    expect(fields.region()).toHaveValue('');
    expect(fields.region()).not.toBeRequired();
    const times = within(screen.getByRole('radiogroup', { name: /통화 희망 시간/ })).getAllByRole('radio');
    expect(times.map((radio) => radio.closest('label')?.textContent)).toEqual(Object.values(CALL_TIME_LABELS));
    for (const radio of times) expect(radio).not.toBeChecked();
  });

  it('sends the chosen work type, region and time to call; a chip pressed again is cleared', async () => {
    const user = userEvent.setup({ delay: null });
    const { submitInquiry } = await openContact();
    await user.click(fields.workType('지붕 공사'));
    expect(pressed()).toEqual(['지붕 공사']);
    await user.click(fields.workType('방수 공사'));
    expect(pressed()).toEqual(['방수 공사']);
    await user.click(fields.workType('방수 공사'));
    expect(pressed()).toEqual([]);
    await user.click(fields.workType('지반 보강'));
    await user.selectOptions(fields.region(), '평창군');
    await user.click(fields.callTime('오후 (12:00-18:00)'));
    await fillForm(user);
    await user.click(fields.submit());
    await screen.findByText(/성공적으로 접수/);
    expect(submitInquiry).toHaveBeenCalledWith(
      expect.objectContaining({ ...SAMPLE, workType: 'ground', region: '평창군', preferredCallTime: 'afternoon', photoCount: 0 }),
    );
  });

  it('sends null for details not chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const { submitInquiry } = await openContact();
    await user.selectOptions(fields.region(), '강릉시');
    await user.selectOptions(fields.region(), '');
    await fillForm(user);
    await user.click(fields.submit());
    await screen.findByText(/성공적으로 접수/);
    expect(submitInquiry).toHaveBeenCalledWith(expect.objectContaining({ workType: null, region: null, preferredCallTime: null }));
  });

  it('preselects the work type of #/contact?work=<type>, and ignores an unknown one', async () => {
    const { unmount } = renderApp('/contact?work=exterior', { adapter: spiedDemoAdapter().adapter });
    await screen.findByRole('heading', { level: 1, name: '견적 문의' });
    expect(pressed()).toEqual(['외벽 리모델링']);
    expect(fields.workType('외벽 리모델링')).toHaveAttribute('aria-pressed', 'true');
    unmount();

    await openContact('/contact?work=spaceship');
    expect(pressed()).toEqual([]);
  });
});
