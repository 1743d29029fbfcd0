import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { responsePromiseSentence } from '@/domain/site-settings/wording';
import { renderApp } from '../../support/render-app';
import { settingsWith } from '../../support/render-part';
import { fields, fillForm, spiedDemoAdapter } from '../contact/contact-helpers';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** What an owner set in 사이트 설정: prices, the response promise, the privacy officer and the policy's date. */
const OWNER = settingsWith((settings) => {
  settings.prices = {
    roofing: { minWon: 250_000, maxWon: 400_000, unit: '평', duration: '3~7일' },
    ground: { minWon: 10_000_000, maxWon: 30_000_000, unit: '건', duration: '2~6주' },
  };
  settings.responsePromise = { kind: 'same-day', cutoff: '15:00' };
  settings.privacy.officer = { name: '김정연', title: '대표', phone: '033-123-4567', email: 'privacy@example.com' };
  settings.privacy.effectiveDate = '2026-12-01';
});
const PROMISE = responsePromiseSentence(OWNER.responsePromise, OWNER.company.hours);

beforeAll(async () => {
  await Promise.all([
    import('@/features/company-pages/services/ServicesPage'),
    import('@/features/company-pages/privacy/PrivacyPage'),
    import('@/features/gallery/PhotoDetailPage'),
    import('@/features/contact/ContactPage'),
    import('@/backend/demo/adapter'),
  ]);
}, 60_000);

describe('how much, how soon (configured)', () => {
  it("Services shows each configured work type's price and duration, none for the others, and the response promise", async () => {
    renderApp('/services', { settings: OWNER });
    const roofing = await screen.findByRole('article', { name: /지붕 공사/ });
    expect(within(roofing).getByText('평당 25만~40만 원')).toBeInTheDocument();
    expect(within(roofing).getByText('3~7일')).toBeInTheDocument();
    expect(within(roofing).getByText(/현장 상태와 면적에 따라 달라집니다/)).toBeInTheDocument();
    const waterproofing = screen.getByRole('article', { name: /방수/ });
    expect(within(waterproofing).queryByText('참고 가격')).not.toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: /지반/ })).getByText('건당 1,000만~3,000만 원')).toBeInTheDocument();
    expect(screen.getByText(PROMISE)).toBeInTheDocument();
  });

  it("a photo shows its work type's estimate and the promise under 이런 공사 견적 받기", async () => {
    renderApp('/projects/gallery/roof-asphalt-shingle-house', { settings: OWNER });
    const cta = await screen.findByRole('link', { name: /이런 공사 견적 받기/ });
    const box = cta.parentElement!;
    expect(within(box).getByText('평당 25만~40만 원')).toBeInTheDocument();
    expect(within(box).getByText(PROMISE)).toBeInTheDocument();
  });

  it("the contact confirmation shows the promise and the chosen work type's estimate", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/contact?work=roofing', { adapter: spiedDemoAdapter().adapter, settings: OWNER });
    await screen.findByRole('heading', { level: 1, name: '견적 문의' });
    await fillForm(user);
    await user.click(fields.submit());
    const panel = await screen.findByRole('region', { name: '문의가 접수되었습니다' });
    expect(within(panel).getByText(PROMISE)).toBeInTheDocument();
    expect(within(panel).getByText('평당 25만~40만 원')).toBeInTheDocument();
  });
});

describe('개인정보처리방침 (officer configured)', () => {
  it('shows the policy written from the settings, in headed sections, with the overseas transfer and the officer', async () => {
    renderApp('/privacy', { settings: OWNER });
    expect(await screen.findByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeInTheDocument();
    expect(screen.queryByText('내용이 준비 중입니다. 곧 추가될 예정입니다.')).not.toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    const titles = main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      '1. 처리하는 개인정보의 항목과 목적',
      '2. 개인정보의 보유 기간과 파기',
      '3. 개인정보의 제3자 제공',
      '4. 개인정보 처리의 위탁',
      '5. 개인정보의 국외 이전',
      '6. 정보주체의 권리와 행사 방법',
      '7. 개인정보의 안전성 확보 조치',
      '8. 개인정보 보호책임자',
      '9. 권익 침해 구제 방법',
    ]);
    const items = main.getByRole('region', { name: '1. 처리하는 개인정보의 항목과 목적' });
    expect(items).toHaveTextContent('필수: 이름, 연락처, 문의 내용 / 선택: 이메일, 공사 종류, 공사 지역, 통화 희망 시간, 현장 사진');
    expect(items).toHaveTextContent('필수: 이름, 별점, 후기 내용');
    const retention = main.getByRole('region', { name: '2. 개인정보의 보유 기간과 파기' });
    expect(retention).toHaveTextContent('문의 접수일로부터 3년간 보관한 뒤 첨부 사진과 함께 자동으로 파기합니다.');
    const overseas = main.getByRole('region', { name: '5. 개인정보의 국외 이전' });
    for (const text of ['Google LLC', '미국', '암호화된 통신(HTTPS)', '전화(033-123-4567)']) expect(overseas).toHaveTextContent(text);
    const officer = main.getByRole('region', { name: '8. 개인정보 보호책임자' });
    for (const text of ['김정연', '대표', 'privacy@example.com']) expect(officer).toHaveTextContent(text);
    expect(main.getByText('이 개인정보처리방침은 2026-12-01부터 적용됩니다.')).toBeInTheDocument();
  });
});
