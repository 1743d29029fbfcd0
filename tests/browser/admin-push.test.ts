import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowserSession, type BrowserSession } from './support/session';
import { signInAsStaff } from './support/staff';
import { forEachAxeView } from './support/themes';

/** A push as the functions send it (functions/src/push/push-message.ts newInquiryPush). */
const NEW_INQUIRY_PUSH = {
  kind: 'new-inquiry',
  title: '새 문의',
  body: '새 문의 · 김○○ · 지붕 공사 · 원주 · 사진 2장',
  tag: 'inquiry-inq-push-1',
  inquiryId: 'inq-push-1',
  tel: 'tel:01012345678',
};

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { url: string; tel: string | null };
}

/** The notifications the admin's worker is showing, read back from its registration. */
async function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as ShownNotification['data'] }));
  });
}

async function waitForNotifications(page: Page, count: number): Promise<ShownNotification[]> {
  let shown: ShownNotification[] = [];
  await expect.poll(async () => (shown = await shownNotifications(page)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return shown;
}

/** The registration id of the admin's worker, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const seen = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations) if (!registration.isDeleted) seen.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => seen.get(scope), { timeout: 10_000 }).toBeDefined();
  return seen.get(scope)!;
}

/** Signed in on 알림 설정, notifications allowed for the site (the tap's prompt answered 허용). */
async function openNotificationSettings(
  session: BrowserSession,
  width: number,
  dark = true,
  allow = true,
): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await session.newPage(width, { dark });
  const origin = new URL(session.url('')).origin;
  if (allow) await context.grantPermissions(['notifications'], { origin });
  await signInAsStaff(page, session.url);
  await page.goto(session.url('#/jy-dev/notifications'));
  await page.getByRole('region', { name: '이 기기에서 알림 받기' }).waitFor();
  await page.getByText('아직 알림을 받는 기기가 없습니다.').waitFor();
  return { page, context };
}

async function turnOn(page: Page): Promise<void> {
  await page.getByRole('button', { name: '이 기기에서 알림 받기' }).click();
  await page.getByText('이 기기는 알림을 받고 있습니다.').waitFor();
}

/**
 * The admin's service worker in Chromium: turned on from 알림 설정 (the demo build), it shows a push message
 * delivered through the DevTools protocol (ServiceWorker.deliverPushMessage, as a push service would hand it over)
 * with the inquiry's summary, read back with registration.getNotifications().
 */
describe('push on the staff device (service worker)', () => {
  const session = useBrowserSession();

  it('shows a pushed new inquiry with its masked summary, opening the inquiry; the demo test too', async () => {
    const { page, context } = await openNotificationSettings(session, 375);
    await turnOn(page);
    const origin = new URL(session.url('')).origin;
    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp, `${origin}/`);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(NEW_INQUIRY_PUSH) });
    const [shown] = await waitForNotifications(page, 1);
    expect(shown).toEqual({
      title: '새 문의',
      body: '새 문의 · 김○○ · 지붕 공사 · 원주 · 사진 2장',
      tag: 'inquiry-inq-push-1',
      data: { url: `${origin}/#/jy-dev/inquiries?open=inq-push-1`, tel: 'tel:01012345678' },
    });

    // The worker caches nothing: no Cache Storage, and it has no fetch handler (the page is not served by it).
    expect(await page.evaluate(() => caches.keys())).toEqual([]);

    await page.getByRole('button', { name: /에 테스트 알림 보내기$/ }).click();
    await page.getByText(/체험판이라 서버 없이 이 페이지가 직접 테스트 알림을 띄웠습니다/).waitFor();
    const titles = (await waitForNotifications(page, 2)).map((notification) => notification.title);
    expect(titles).toContain('테스트 알림 (체험판)');
    await cdp.detach();
    await context.close();
  });

  it('a new deploy of the worker is fetched from the server, never from a cache', async () => {
    const { page, context } = await openNotificationSettings(session, 1440);
    await turnOn(page);
    const response = await page.request.get(session.url('admin-sw.js'));
    expect(response.ok()).toBe(true);
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration('/');
      return { updateViaCache: found?.updateViaCache, script: found?.active?.scriptURL };
    });
    expect(registration).toEqual({ updateViaCache: 'none', script: session.url('admin-sw.js') });
    await context.close();
  });
});

/** The new admin states of 알림 설정 in both themes at phone and desktop width: axe finds nothing serious. */
describe('accessibility of 이 기기에서 알림 받기 (axe-core)', () => {
  const session = useBrowserSession();

  forEachAxeView(({ width, dark, name }) => {
    it(name, async () => {
      const report: string[] = [];
      const check = async (page: Page, label: string) => {
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(200);
        for (const violation of await seriousViolations(page))
          report.push(`${label} [${violation.impact}] ${violation.id}: ${violation.help} → ${violation.targets.join(' | ')}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) report.push(`${label}: page scrolls sideways by ${overflow}px`);
      };

      const { page, context } = await openNotificationSettings(session, width, dark);
      await check(page, 'before turning on');
      await turnOn(page);
      await check(page, 'this device listed');
      await page.getByRole('button', { name: / 이름 바꾸기$/ }).click();
      await check(page, 'renaming');
      await context.close();

      // Notifications not allowed: the tap's prompt is refused (headless Chromium answers it itself).
      const refused = await openNotificationSettings(session, width, dark, false);
      await refused.page.getByRole('button', { name: '이 기기에서 알림 받기' }).click();
      await refused.page
        .getByText(/알림이 차단되어 있습니다|알림 권한을 묻는 창이 닫혔습니다/)
        .first()
        .waitFor();
      await check(refused.page, 'permission refused');
      await refused.context.close();

      expect(report).toEqual([]);
    });
  });
});
