import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { PushBrowser } from '@/features/admin-notifications/push/push-browser';
import { ADMIN_TEST_TIMEOUT_MS, SCREEN_TIMEOUT_MS, findPageHeading, renderAdmin, setupDemo } from '../../support/admin-harness';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });

/** The browser's push APIs as the screen reaches them (push-browser.ts): a stand-in per test. */
type FakeBrowser = PushBrowser & {
  showNotification: Mock<(title: string, options?: NotificationOptions) => Promise<void>>;
  requestPermission: Mock<() => Promise<NotificationPermission>>;
};
let browser: FakeBrowser;
let permission: NotificationPermission;
let online: boolean;

vi.mock('@/features/admin-notifications/push/push-browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/admin-notifications/push/push-browser')>()),
  realPushBrowser: () => browser,
}));

function fakeBrowser(
  overrides: Partial<Omit<PushBrowser, 'requestPermission'>> = {},
  answer: NotificationPermission = 'granted',
): FakeBrowser {
  const storage = new Map<string, string>();
  const showNotification = vi.fn(async (_title: string, _options?: NotificationOptions) => {});
  const registration = { showNotification, pushManager: { getSubscription: async () => null } } as unknown as ServiceWorkerRegistration;
  let registered = false;
  const requestPermission = vi.fn(async (): Promise<NotificationPermission> => (permission = answer));
  return {
    userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    online: () => online,
    secure: true,
    standalone: () => false,
    ios: false,
    canPush: true,
    permission: () => permission,
    requestPermission,
    registration: async () => {
      registered = true;
      return registration;
    },
    existingRegistration: async () => (registered ? registration : undefined),
    storage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    showNotification,
    ...overrides,
  };
}

beforeEach(() => {
  permission = 'default';
  online = true;
  browser = fakeBrowser();
});

async function open() {
  const demo = await setupDemo({ seed: 'empty' });
  renderAdmin('/jy-dev/notifications', demo.adapter);
  await findPageHeading('알림 설정');
  const section = await screen.findByRole('region', { name: '이 기기에서 알림 받기' }, { timeout: SCREEN_TIMEOUT_MS });
  return { section, admin: await demo.adapter.adminBackend(), user: userEvent.setup() };
}

const toast = (text: string | RegExp) => screen.findByText(text, undefined, { timeout: SCREEN_TIMEOUT_MS });

describe('알림 설정: 이 기기에서 알림 받기', () => {
  it('asks for permission only on the tap, then lists this device by its name, as this device', async () => {
    const { section, user } = await open();
    await within(section).findByText('아직 알림을 받는 기기가 없습니다.', undefined, { timeout: SCREEN_TIMEOUT_MS });
    expect(within(section).getByText(/체험판: 알림을 보내는 서버가 없어/)).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await user.click(within(section).getByRole('button', { name: '이 기기에서 알림 받기' }));
    await toast('이 기기에서 알림을 받습니다. 테스트 알림으로 확인해 보세요.');
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const list = await within(section).findByRole('list', { name: '알림을 받는 기기' }, { timeout: SCREEN_TIMEOUT_MS });
    const [row] = within(list).getAllByRole('listitem');
    expect(row).toHaveTextContent('Android · Chrome');
    expect(row).toHaveTextContent('이 기기');
    expect(row).toHaveTextContent(/마지막 사용 \d{4}/);
    expect(within(section).getByRole('status')).toHaveTextContent('이 기기는 알림을 받고 있습니다.');
    expect(within(section).queryByRole('button', { name: '이 기기에서 알림 받기' })).not.toBeInTheDocument();
  });

  it('sends itself a test: in the demo the page shows it, and says so', async () => {
    permission = 'granted';
    const { section, user } = await open();
    await user.click(await within(section).findByRole('button', { name: '이 기기에서 알림 받기' }, { timeout: SCREEN_TIMEOUT_MS }));
    await user.click(
      await within(section).findByRole('button', { name: 'Android · Chrome에 테스트 알림 보내기' }, { timeout: SCREEN_TIMEOUT_MS }),
    );
    await toast(/체험판이라 서버 없이 이 페이지가 직접 테스트 알림을 띄웠습니다/);
    expect(browser.showNotification).toHaveBeenCalledWith(
      '테스트 알림 (체험판)',
      expect.objectContaining({ body: expect.stringContaining('새 문의 · 김○○') }),
    );
  });

  it('renames and removes a device', async () => {
    permission = 'granted';
    const { section, admin, user } = await open();
    await user.click(await within(section).findByRole('button', { name: '이 기기에서 알림 받기' }, { timeout: SCREEN_TIMEOUT_MS }));
    await user.click(await within(section).findByRole('button', { name: 'Android · Chrome 이름 바꾸기' }, { timeout: SCREEN_TIMEOUT_MS }));
    const input = within(section).getByLabelText('Android · Chrome의 새 이름');
    await user.clear(input);
    await user.type(input, '사장님 휴대폰');
    await user.click(within(section).getByRole('button', { name: '저장' }));
    await toast('기기 이름을 바꿨습니다.');
    expect((await admin.listPushDevices()).map((device) => device.name)).toEqual(['사장님 휴대폰']);
    await user.click(await within(section).findByRole('button', { name: '사장님 휴대폰 삭제' }, { timeout: SCREEN_TIMEOUT_MS }));
    await toast('사장님 휴대폰에서 더 이상 알림을 받지 않습니다.');
    expect(await admin.listPushDevices()).toEqual([]);
    expect(
      await within(section).findByRole('button', { name: '이 기기에서 알림 받기' }, { timeout: SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
  });

  it('on an iPhone outside the home screen app: says to add it to the home screen first, and offers no button', async () => {
    browser = fakeBrowser({
      ios: true,
      canPush: false,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    });
    const { section } = await open();
    expect(
      await within(section).findByText(/홈 화면에 추가한 관리자 앱에서만 알림을 받을 수 있습니다/, undefined, {
        timeout: SCREEN_TIMEOUT_MS,
      }),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: '이 기기에서 알림 받기' })).not.toBeInTheDocument();
  });

  it('a browser without push says which to use instead', async () => {
    browser = fakeBrowser({ canPush: false });
    const { section } = await open();
    expect(
      await within(section).findByText(/이 브라우저는 푸시 알림을 지원하지 않습니다/, undefined, { timeout: SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
  });

  it('blocked notifications: says how to allow them; a dismissed prompt says to tap again', async () => {
    permission = 'denied';
    const { section, user } = await open();
    expect(await within(section).findByText(/알림이 차단되어 있습니다/, undefined, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    permission = 'default';
    browser.requestPermission.mockImplementation(async () => 'default');
    await user.click(await within(section).findByRole('button', { name: '이 기기에서 알림 받기' }, { timeout: SCREEN_TIMEOUT_MS }));
    await toast(/알림 권한을 묻는 창이 닫혔습니다/);
  });

  it('offline: says so, and a tap says so again without asking anything', async () => {
    online = false;
    const { section, user } = await open();
    expect(
      await within(section).findByText('인터넷에 연결되어 있지 않습니다. 연결된 뒤 다시 눌러 주세요.', undefined, {
        timeout: SCREEN_TIMEOUT_MS,
      }),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: '이 기기에서 알림 받기' }));
    expect(await screen.findAllByText('인터넷에 연결되어 있지 않습니다. 연결된 뒤 다시 눌러 주세요.')).toHaveLength(2);
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });
});
