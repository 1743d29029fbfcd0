import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminBackend } from '@/backend/port';
import { BackendError } from '@/domain/errors';
import {
  ADMIN_TEST_TIMEOUT_MS,
  SCREEN_TIMEOUT_MS,
  findPageHeading,
  overrideAdapter,
  renderAdmin,
  setupDemo,
  spyAdmin,
  type AdminOverrides,
} from '../../support/admin-harness';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });
// This build's public address (VITE_SITE_URL): set, as a production build has it. launch-checklist-site-url.test.tsx
// shows the item without it.
vi.mock('@/config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/config/env')>()),
  siteUrl: 'https://jy-construction.test',
}));

/** The dashboard on a fresh, empty demo database (the first settings: sample phone and address, no officer). */
async function openDashboard(options: { before?: (admin: AdminBackend) => Promise<void>; admin?: AdminOverrides } = {}) {
  const demo = await setupDemo({ seed: 'empty' });
  const admin = await demo.adapter.adminBackend();
  await options.before?.(admin);
  const spied = await spyAdmin(overrideAdapter(demo.adapter, { admin: options.admin }));
  renderAdmin('/jy-dev/dashboard', spied.adapter);
  await findPageHeading('대시보드');
  return { admin, ...spied, user: userEvent.setup() };
}

/** The checklist once its items are read. */
async function checklist(): Promise<HTMLElement> {
  const list = await screen.findByRole('region', { name: '공개 전 점검' }, { timeout: SCREEN_TIMEOUT_MS });
  await within(list).findByText(/^8개 중 \d개 완료$/);
  return list;
}
/** One item of the checklist by its title. */
function item(list: HTMLElement, title: string): HTMLElement {
  return within(list).getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;
}

/** Everything the checklist decides from what is stored, done. */
async function setUpEverythingStored(admin: AdminBackend) {
  await admin.saveNotificationSettings({ emailRecipients: ['boss@example.com'] });
  const stored = await admin.getStoredSiteSettings();
  const settings = structuredClone(stored.settings);
  settings.company.phone = '033-765-4321';
  settings.company.address = '강원특별자치도 원주시 시청로 1';
  settings.privacy.officer = { name: '김정연', title: '대표', phone: '033-765-4321', email: 'boss@example.com' };
  settings.search = { naver: 'naverCode12345', google: 'googleCode12345' };
  await admin.saveSiteSettings({ settings, private: stored.private, baseVersion: stored.version });
}

describe('dashboard: 공개 전 점검', () => {
  it('on a new site lists every item not done, the privacy officer first and in red, each linked to where it is fixed', async () => {
    await openDashboard();
    const list = await checklist();
    await within(list).findByText('8개 중 1개 완료');
    expect(within(list).getByRole('progressbar', { name: '공개 전 점검 진행' })).toHaveAttribute('aria-valuenow', '13');
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    // What is to do, in order; then what is done (the site address), in the folded list below.
    expect(titles).toEqual([
      '개인정보 보호책임자 지정',
      '전화번호와 주소',
      '새 문의 알림 받을 사람',
      '검색 등록 코드 (네이버, 구글)',
      '네이버에 사이트맵 제출',
      '구글에 사이트맵 제출',
      'App Check (자동 입력 방지) 설정',
      '사이트 주소',
    ]);
    expect(within(list).getByText('완료한 항목 1개 보기').closest('details')).not.toHaveAttribute('open');

    const officer = item(list, '개인정보 보호책임자 지정');
    const why = within(officer).getByText(/개인정보처리방침\(\/privacy\)이 ‘준비 중’ 안내로만 보입니다/);
    expect(why).toHaveClass('text-red-700');
    expect(within(officer).getByText('할 일')).toBeInTheDocument();
    expect(within(officer).getByRole('link', { name: /사이트 설정 → 개인정보에서 지정하기/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/jy-dev\/settings\?section=privacy$/),
    );

    const contact = item(list, '전화번호와 주소');
    expect(contact).toHaveTextContent('전화번호가 아직 견본 값(033-123-4567)이거나 비어 있습니다.');
    expect(contact).toHaveTextContent('주소가 아직 견본 값(강원특별자치도 원주시 단구로 170)이거나 비어 있습니다.');
    expect(within(contact).getByRole('link', { name: /회사 정보에서 고치기/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\?section=company$/),
    );
    expect(within(item(list, '새 문의 알림 받을 사람')).getByRole('link', { name: /알림 설정에서 주소 추가하기/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/jy-dev\/notifications$/),
    );
    await userEvent.setup().click(within(list).getByText('완료한 항목 1개 보기'));
    const siteUrl = item(list, '사이트 주소');
    expect(siteUrl).toHaveTextContent('https://jy-construction.test (배포 설정 VITE_SITE_URL로 정하며, 여기서는 바꿀 수 없습니다.)');
    expect(within(siteUrl).getByText('완료')).toBeInTheDocument();
    expect(within(siteUrl).queryByRole('link')).not.toBeInTheDocument();
    expect(item(list, '검색 등록 코드 (네이버, 구글)')).toHaveTextContent('네이버, 구글 사이트 확인 코드가 없습니다.');

    const naver = item(list, '네이버에 사이트맵 제출');
    await userEvent.setup().click(within(naver).getByText('방법 보기'));
    expect(within(naver).getByText(/요청 → 사이트맵 제출에 https:\/\/jy-construction\.test\/sitemap\.xml/)).toBeInTheDocument();
    expect(within(naver).getByRole('link', { name: /^네이버 서치어드바이저 열기 ?\(새 창\)$/ })).toHaveAttribute(
      'href',
      'https://searchadvisor.naver.com/',
    );
    expect(within(naver).getByRole('checkbox', { name: '네이버에 제출했습니다' })).not.toBeChecked();
    const appCheck = item(list, 'App Check (자동 입력 방지) 설정');
    expect(appCheck).toHaveTextContent('scripts/firebase/README.md');
    expect(appCheck).toHaveTextContent('이 빌드에는 아직 App Check 사이트 키(VITE_APPCHECK_SITE_KEY)가 없습니다.');
  });

  it('a link takes the owner to the section of 사이트 설정 that fixes it', async () => {
    const { user } = await openDashboard();
    const list = await checklist();
    await user.click(within(list).getByRole('link', { name: /사이트 설정 → 개인정보에서 지정하기/ }));
    await findPageHeading('사이트 설정');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: '개인정보' })).toHaveFocus());
  });

  it('a manual item is ticked and kept with its date, and can be unticked', async () => {
    const { user, admin, spies } = await openDashboard();
    const list = await checklist();
    const box = () => within(item(list, '구글에 사이트맵 제출')).getByRole('checkbox', { name: '구글에 제출했습니다' });
    await user.click(box());
    // Done, it moves to the folded list of what is done.
    expect(await within(list).findByText('8개 중 2개 완료')).toBeInTheDocument();
    expect(spies.setLaunchTick).toHaveBeenCalledWith('sitemapGoogle', true);
    expect((await admin.getLaunchTicks()).sitemapGoogle).toBeInstanceOf(Date);
    await user.click(within(list).getByText('완료한 항목 2개 보기'));
    expect(box()).toBeChecked();
    expect(item(list, '구글에 사이트맵 제출')).toHaveTextContent(/\d{4}\.\d{2}\.\d{2} \(.\)에 완료/);

    await user.click(box());
    expect(await within(list).findByText('8개 중 1개 완료')).toBeInTheDocument();
    expect(box()).not.toBeChecked();
    expect((await admin.getLaunchTicks()).sitemapGoogle).toBeNull();
  });

  it('what is stored decides its items: officer, real contact, a recipient and both codes are done', async () => {
    await openDashboard({ before: setUpEverythingStored });
    const list = await checklist();
    await within(list).findByText('8개 중 5개 완료');
    await userEvent.setup().click(within(list).getByText('완료한 항목 5개 보기'));
    const officer = item(list, '개인정보 보호책임자 지정');
    expect(officer).toHaveTextContent('김정연 (대표)');
    expect(within(officer).getByText('완료')).toBeInTheDocument();
    expect(within(officer).queryByRole('link')).not.toBeInTheDocument();
    expect(within(item(list, '전화번호와 주소')).getByText('완료')).toBeInTheDocument();
  });

  it('is gone once every item is done', async () => {
    const { user } = await openDashboard({
      before: async (admin) => {
        await setUpEverythingStored(admin);
        await admin.setLaunchTick('sitemapNaver', true);
        await admin.setLaunchTick('sitemapGoogle', true);
      },
    });
    const list = await checklist();
    await within(list).findByText('8개 중 7개 완료');
    await user.click(within(list).getByRole('checkbox', { name: 'App Check를 설정했습니다' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '공개 전 점검' })).not.toBeInTheDocument());
  });

  it('a failed tick says so and leaves the item unticked', async () => {
    const { user } = await openDashboard({
      admin: { setLaunchTick: () => Promise.reject(new BackendError('unavailable', '서버에 연결할 수 없습니다')) },
    });
    const list = await checklist();
    const box = within(item(list, '네이버에 사이트맵 제출')).getByRole('checkbox', { name: '네이버에 제출했습니다' });
    await user.click(box);
    expect(await screen.findByText('점검 항목을 저장하지 못했습니다: 서버에 연결할 수 없습니다')).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });

  it('when it cannot be read it says so, and 다시 불러오기 reads it again', async () => {
    let fail = true;
    const { user } = await openDashboard({
      admin: {
        getLaunchTicks: async () => {
          if (fail) throw new BackendError('unavailable', 'offline');
          return { sitemapNaver: null, sitemapGoogle: null, appCheck: null };
        },
      },
    });
    const list = await screen.findByRole('region', { name: '공개 전 점검' }, { timeout: SCREEN_TIMEOUT_MS });
    expect(await within(list).findByRole('alert')).toHaveTextContent('공개 전 점검을 불러오지 못했습니다.');
    fail = false;
    await user.click(within(list).getByRole('button', { name: '다시 불러오기' }));
    expect(await within(list).findByText('8개 중 1개 완료')).toBeInTheDocument();
  });
});
