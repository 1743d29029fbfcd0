// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/config/routes';
import { ADMIN_SERVICE_WORKER_URL } from '@/config/staff-push';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The admin's service worker (public/admin-sw.js) run as the browser runs it: its script evaluated against a stand-in
 * `self`, its listeners called with stand-in events. The browser test (tests/browser/admin-push.test.ts) runs it in
 * Chromium with a real push message.
 */
const SOURCE = readFileSync(resolve(import.meta.dirname, '../../../public', ADMIN_SERVICE_WORKER_URL.slice(1)), 'utf8');
const SCOPE = 'https://jy.example.kr/';

type Listener = (event: Record<string, unknown>) => void;

interface FakeClient {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
  postMessage: ReturnType<typeof vi.fn>;
}

function client(url: string, navigates = true): FakeClient {
  const fake: FakeClient = {
    url,
    focus: vi.fn(async () => fake),
    navigate: vi.fn(async (to: string) => (navigates ? { url: to } : Promise.reject(new TypeError('not controlled')))),
    postMessage: vi.fn(),
  };
  return fake;
}

function loadWorker(windows: FakeClient[] = [], options: { maxActions?: number; openWindow?: (url: string) => Promise<unknown> } = {}) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const clients = {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(options.openWindow ?? (async (url: string) => ({ url }))),
    claim: vi.fn(async () => {}),
  };
  const self = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    clients,
    registration: {
      scope: SCOPE,
      showNotification: vi.fn(
        async (title: string, shownOptions: Record<string, unknown>) => void shown.push({ title, options: shownOptions }),
      ),
    },
  };
  const Notification = { maxActions: options.maxActions ?? 2 };
  new Function('self', 'Notification', SOURCE)(self, Notification);

  /** Dispatches an event and waits for what it handed to waitUntil. */
  async function dispatch(type: string, event: Record<string, unknown>): Promise<void> {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  }
  const push = (message: unknown) =>
    dispatch('push', { data: { json: () => (typeof message === 'string' ? JSON.parse(message) : message) } });
  const click = (data: unknown, action = '') => dispatch('notificationclick', { action, notification: { data, close: vi.fn() } });
  return { listeners, shown, clients, self, push, click };
}

const NEW_INQUIRY = {
  kind: 'new-inquiry',
  title: '새 문의',
  body: '새 문의 · 김○○ · 지붕 공사 · 원주 · 사진 2장',
  tag: 'inquiry-inq 1',
  inquiryId: 'inq 1',
  tel: 'tel:01012345678',
};
const INQUIRY_URL = `${SCOPE}#${routes.adminInquiries.path}?open=inq%201`;

describe('the admin service worker', () => {
  it('listens to push and notificationclick (and takes over at once), and has no fetch handler: it never caches', () => {
    const { listeners } = loadWorker();
    expect([...listeners.keys()].sort()).toEqual(['activate', 'install', 'notificationclick', 'push']);
    expect(SOURCE).not.toMatch(/caches\.|\bfetch\b\s*\(|importScripts/);
  });

  it('names the admin routes as the route table does', () => {
    expect(SOURCE).toContain(`const INQUIRIES_ROUTE = '${routes.adminInquiries.path}';`);
    expect(SOURCE).toContain(`const NOTIFICATIONS_ROUTE = '${routes.adminNotifications.path}';`);
  });

  it("shows a new inquiry's summary, kept until tapped, with a 전화 action, opening the inquiry", async () => {
    const { push, shown } = loadWorker();
    await push(NEW_INQUIRY);
    expect(shown).toEqual([
      {
        title: '새 문의',
        options: expect.objectContaining({
          body: '새 문의 · 김○○ · 지붕 공사 · 원주 · 사진 2장',
          tag: 'inquiry-inq 1',
          requireInteraction: true,
          data: { url: INQUIRY_URL, tel: 'tel:01012345678' },
          actions: [{ action: 'call', title: '전화' }],
        }),
      },
    ]);
  });

  it('offers no action where the platform shows none, or when there is no number', async () => {
    const noActions = loadWorker([], { maxActions: 0 });
    await noActions.push(NEW_INQUIRY);
    expect(noActions.shown[0]?.options.actions).toEqual([]);
    const noNumber = loadWorker();
    await noNumber.push({ ...NEW_INQUIRY, tel: null });
    expect(noNumber.shown[0]?.options.actions).toEqual([]);
  });

  it('a push it cannot read still shows a notification (a push must show one)', async () => {
    const { self, shown, listeners } = loadWorker();
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get('push')?.({
      data: { json: () => JSON.parse('not json') },
      waitUntil: (promise: Promise<unknown>) => (pending = promise),
    });
    await pending;
    expect(self.registration.showNotification).toHaveBeenCalledOnce();
    expect(shown[0]).toMatchObject({ title: '새 알림', options: { data: { url: `${SCOPE}#${routes.adminInquiries.path}` } } });
  });

  it('a digest opens the list, a test opens 알림 설정', async () => {
    const { push, shown } = loadWorker();
    await push({ kind: 'digest', title: '새 문의 4건', body: '…', tag: 'inquiry-digest', inquiryId: null, tel: null });
    await push({ kind: 'test', title: '테스트 알림', body: '…', tag: 'push-test', inquiryId: null, tel: null });
    expect(shown.map((entry) => (entry.options.data as { url: string }).url)).toEqual([
      `${SCOPE}#${routes.adminInquiries.path}`,
      `${SCOPE}#${routes.adminNotifications.path}`,
    ]);
  });
});

describe('a tap on the notification', () => {
  const data = { url: INQUIRY_URL, tel: 'tel:01012345678' };

  it('opens #/jy-dev/inquiries?open=<id> in a new window when the admin is not open', async () => {
    const { click, clients } = loadWorker([]);
    await click(data);
    expect(clients.openWindow).toHaveBeenCalledWith(INQUIRY_URL);
  });

  it('moves the open admin window to the inquiry and focuses it, rather than opening another', async () => {
    const other = client(`${SCOPE}#/about`);
    const admin = client(`${SCOPE}#/jy-dev/dashboard`);
    const { click, clients } = loadWorker([other, admin]);
    await click(data);
    expect(admin.focus).toHaveBeenCalled();
    expect(admin.navigate).toHaveBeenCalledWith(INQUIRY_URL);
    expect(other.navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('asks a page it does not control to route itself there', async () => {
    const admin = client(`${SCOPE}#/jy-dev/dashboard`, false);
    const { click, clients } = loadWorker([admin]);
    await click(data);
    expect(admin.postMessage).toHaveBeenCalledWith({ type: 'open-admin-url', url: INQUIRY_URL });
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('전화 dials the number; where a tel: window is refused, the inquiry opens instead', async () => {
    const dials = loadWorker([]);
    await dials.click(data, 'call');
    expect(dials.clients.openWindow.mock.calls).toEqual([['tel:01012345678']]);
    const refuses = loadWorker([], {
      openWindow: async (url) => (url.startsWith('tel:') ? Promise.reject(new TypeError('refused')) : { url }),
    });
    await refuses.click(data, 'call');
    expect(refuses.clients.openWindow.mock.calls).toEqual([['tel:01012345678'], [INQUIRY_URL]]);
  });
});
