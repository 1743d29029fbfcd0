import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_SITE_URL } from '../../scripts/lib/test-site.mjs';
import { axeInto } from './support/axe-report';
import { carryDemoRecords } from './support/demo-server';
import { drawnPhoto } from './support/photos';
import { useBrowserSession } from './support/session';
import { imageLoaded, signInAsStaff } from './support/staff';
import { forEachAxeView } from './support/themes';

/** The demo's sample inquiry of 강지호 (033-742-1188) and the open sample link (src/backend/demo/seed). */
const INQUIRY = { id: 'seed-inquiry-05', name: '강지호', digits: '0337421188' };
const DEMO_OPEN_LINK = '#/review/DemoReviewLinkToTryItYourself001';
const CUSTOMER = { name: '최민수', masked: '최○○', text: '비가 그렇게 와도 이제 한 방울도 새지 않습니다. 마무리 청소까지 깔끔했어요.' };

/**
 * Scrolls down half a screen at a time until `target` shows, starting again from the top at the end of the page:
 * approved reviews load when their section comes near the screen, and a picture or section arriving above can push
 * the page (scroll anchoring) past a section before it was ever near, as a visitor's page may be.
 */
async function scrollUntilShown(page: Page, target: Locator) {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => {
          const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
          if (atEnd) window.scrollTo(0, 0);
          else window.scrollBy(0, window.innerHeight * 0.5);
        });
        return target.count();
      },
      { timeout: 15_000, interval: 150 },
    )
    .toBeGreaterThan(0);
  await target.first().scrollIntoViewIfNeeded();
}

/** Fills and sends the review form: five stars, the words, the name (masked), one photo, the consent. */
async function writeReview(page: Page, withPhoto: boolean) {
  const form = page.getByRole('form', { name: '후기 작성' });
  await form.waitFor();
  await form.getByRole('radio', { name: '5점, 최고예요' }).check();
  await form.getByRole('textbox', { name: /후기 내용/ }).fill(CUSTOMER.text);
  await form.getByRole('textbox', { name: /이름/ }).fill(CUSTOMER.name);
  if (withPhoto) {
    await page.getByLabel('사진 추가').setInputFiles([await drawnPhoto(page, '새 지붕.jpg', '#0f766e')]);
    await form.getByRole('img', { name: '첨부 사진 1: 새 지붕.jpg' }).waitFor();
  }
  await form.getByRole('checkbox', { name: /개인정보 수집·이용 및 후기 게시 동의/ }).check();
  await form.getByRole('button', { name: '후기 보내기' }).click();
  await page.getByRole('heading', { name: '소중한 후기 감사합니다' }).waitFor();
}

/**
 * Customer reviews at 375 px: staff ask for one by text message from an inquiry (the sms: link's number and text are
 * checked), the customer writes it on another phone (another browser context) with a photo, staff get the live
 * toast and approve it, the home page shows it with the name masked, and the used link says it no longer works.
 * The demo backend has no server: support/demo-server.ts carries the link to the customer's browser and the review
 * back, as Firestore would.
 */
describe('a review collected by text message (375 px)', () => {
  const session = useBrowserSession();

  it('staff ask, the customer writes from the link elsewhere, staff approve, home shows it masked; the link is then used', async () => {
    const staff = await session.newPage(375, { touch: true });
    await signInAsStaff(staff.page, session.url);
    await staff.page.goto(session.url(`#/jy-dev/inquiries?open=${INQUIRY.id}`));
    const detail = staff.page.getByRole('dialog', { name: '문의 상세' });
    await detail.getByRole('button', { name: `${INQUIRY.name}님에게 후기 요청` }).click();
    const href = (await detail.getByRole('link', { name: `${INQUIRY.name}님에게 후기 요청 문자 보내기` }).getAttribute('href')) ?? '';
    expect(href.startsWith(`sms:${INQUIRY.digits}?&body=`)).toBe(true);
    const body = decodeURIComponent(href.slice(href.indexOf('&body=') + '&body='.length));
    expect(body.startsWith(`[JY건설] ${INQUIRY.name}님, 안녕하세요.`)).toBe(true);
    const link = body.split('\n').at(-1) ?? '';
    // The site's public address (the test build's VITE_SITE_URL) at the review's hash route: no clean path, which
    // no page answers.
    expect(link).toMatch(new RegExp(`^${TEST_SITE_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/#/review/[A-Za-z0-9_-]{32}$`));
    const token = link.split('/review/')[1]!;
    // The staff wait on the review list (its live subscription and toasts).
    await staff.page.goto(session.url('#/jy-dev/reviews'));
    await staff.page.getByRole('heading', { level: 1, name: '후기 관리' }).waitFor();

    // The customer, on another phone with no account, opens the link from the message.
    const customer = await session.newPage(375, { touch: true });
    // Its demo database ("the server" below) is made once the app first reads: the home page shows its HTML's data
    // and reads the approved reviews when they come near the screen.
    await customer.page.goto(session.url('#/'));
    const homeReviews = customer.page.getByRole('region', { name: '공사를 맡겨 주신 분들의 이야기' });
    await scrollUntilShown(customer.page, homeReviews);
    await homeReviews.getByRole('figure').first().waitFor();
    await carryDemoRecords(staff.page, customer.page, { store: 'reviewLinks', field: 'id', value: token });
    // The same link on the test server (the public address is a reserved test domain).
    await customer.page.goto(session.url(`#/review/${token}`));
    await writeReview(customer.page, true);
    await customer.page.getByText('사진 1장도 함께 전송되었습니다.').waitFor();

    // The server brings the review, its photo, the used link and the activity to the staff's browser: a live toast.
    const [review] = await carryDemoRecords(customer.page, staff.page, { store: 'reviews', field: 'linkId', value: token });
    expect(review).toMatchObject({ name: CUSTOMER.masked, nameShown: false, rating: 5, status: 'pending', inquiryId: INQUIRY.id });
    const reviewId = String(review!.id);
    await carryDemoRecords(customer.page, staff.page, { store: 'reviewPhotos', field: 'reviewId', value: reviewId });
    await carryDemoRecords(customer.page, staff.page, { store: 'reviewLinks', field: 'id', value: token });
    await carryDemoRecords(customer.page, staff.page, { store: 'activities', field: 'id', value: reviewId });
    await staff.page.getByText(`${CUSTOMER.masked}님의 새 후기 (별점 5점)`).waitFor({ timeout: 10_000 });
    await staff.page.getByRole('link', { name: `${CUSTOMER.masked}님의 새 후기 보기` }).click();
    const card = staff.page.getByRole('article', { name: `${CUSTOMER.masked} 고객` });
    const photo = card.getByRole('img', { name: `${CUSTOMER.masked} 고객의 사진 1` });
    await photo.waitFor();
    await expect.poll(() => imageLoaded(photo)).toBe(true);
    await card.getByRole('button', { name: `${CUSTOMER.masked}님의 후기 공개` }).click();
    await staff.page.getByText(`${CUSTOMER.masked}님의 후기를 공개했습니다.`).waitFor();

    // The site: the newest approved review on the home page, name masked, with its photo.
    const visitor = await staff.context.newPage();
    await visitor.goto(session.url('#/'));
    await visitor
      .getByRole('region', { name: /최근 마친 현장/ })
      .getByRole('link')
      .first()
      .waitFor();
    const reviews = visitor.getByRole('region', { name: '공사를 맡겨 주신 분들의 이야기' });
    await scrollUntilShown(visitor, reviews);
    const first = reviews.getByRole('figure').first();
    await first.waitFor();
    expect(await first.textContent()).toContain(`${CUSTOMER.masked} 고객`);
    expect(await first.textContent()).toContain(CUSTOMER.text);
    expect(await reviews.textContent()).not.toContain(CUSTOMER.name);
    await first.getByRole('img', { name: `${CUSTOMER.masked} 고객이 올린 사진 1` }).waitFor();

    // The link is used now (reloaded: the page is still at the link).
    await customer.page.reload();
    await customer.page.getByRole('heading', { level: 1, name: '이미 후기를 남겨 주셨습니다' }).waitFor();
    expect(await customer.page.getByRole('form', { name: '후기 작성' }).count()).toBe(0);
    await customer.context.close();
    await staff.context.close();
  });

  forEachAxeView(({ width, dark, name }) => {
    it(`every review state passes axe (${name})`, async () => {
      const { page, context } = await session.newPage(width, { dark });
      const report: string[] = [];

      // The customer's page: the form, its messages, the thanks, and each closed link.
      await page.goto(session.url(DEMO_OPEN_LINK));
      await page.getByRole('form', { name: '후기 작성' }).waitFor();
      await axeInto(report, page, 'review form');
      await page.getByRole('button', { name: '후기 보내기' }).click();
      await page.getByRole('form', { name: '후기 작성' }).getByText('후기 내용을 입력해 주세요.').waitFor();
      await axeInto(report, page, 'review form with its messages');
      await writeReview(page, false);
      await axeInto(report, page, 'review thanks');
      // Home first, and shown, so the review page below is a new one (not this one, still mounted).
      await page.goto(session.url('#/'));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      for (const [hash, title] of [
        [DEMO_OPEN_LINK, '이미 후기를 남겨 주셨습니다'],
        ['#/review/DemoReviewLinkThatHasExpired0001', '후기 작성 기간이 지났습니다'],
        ['#/review/NoSuchLinkNoSuchLinkNoSuchLink01', '후기 링크를 찾을 수 없습니다'],
      ] as const) {
        await page.goto(session.url(hash));
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await axeInto(report, page, `review link: ${title}`);
      }

      // Approved reviews where visitors read them (scrolled into view: they load when near).
      for (const [hash, region] of [
        ['#/', '공사를 맡겨 주신 분들의 이야기'],
        ['#/about', '고객이 말하는 JY건설'],
        ['#/projects/gallery/job-wonju-roof-after', '이 현장 고객 후기'],
      ] as const) {
        await page.goto(session.url(hash));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await scrollUntilShown(page, page.getByRole('region', { name: region }));
        await page.getByRole('region', { name: region }).getByRole('figure').first().waitFor();
        await axeInto(report, page, `reviews on ${hash}`);
      }

      // Staff: the review list (a customer's review waiting), 후기 요청 in an inquiry and on a job.
      await signInAsStaff(page, session.url);
      await page.goto(session.url('#/jy-dev/reviews'));
      await page.getByRole('article', { name: `${CUSTOMER.masked} 고객` }).waitFor();
      await axeInto(report, page, 'admin review list');
      await page.goto(session.url(`#/jy-dev/inquiries?open=${INQUIRY.id}`));
      const detail = page.getByRole('dialog', { name: '문의 상세' });
      await detail.getByRole('button', { name: `${INQUIRY.name}님에게 후기 요청` }).click();
      await detail.getByRole('region', { name: '후기 요청 링크를 만들었습니다' }).waitFor();
      await axeInto(report, page, 'inquiry detail with a review request');
      await page.goto(session.url('#/jy-dev/jobs'));
      await page.getByRole('button', { name: /^후기 요청 \(원주/ }).click();
      await page.getByRole('region', { name: '후기 요청 링크를 만들었습니다' }).waitFor();
      await axeInto(report, page, 'job with a review request');

      expect(report).toEqual([]);
      await context.close();
    });
  });
});
