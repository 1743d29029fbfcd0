import type { FileChooser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withExifDate } from '../support/exif-jpeg';
import { axeInto } from './support/axe-report';
import { demoDatabaseCreated } from './support/demo-db';
import { drawnPhoto } from './support/photos';
import { useBrowserSession } from './support/session';
import { sendInquiryFromSecondPage, signInAsStaff } from './support/staff';
import { forEachAxeView } from './support/themes';

/** The phone the issue measured on: 375 x 667. */
const PHONE = { width: 375, height: 667 };

/**
 * Counts what staff do with a finger: a tap on a control is one; a drop-down is two (open it, pick); what happens
 * inside the phone's own photo picker or camera is not counted (the picker aside). Typing is not needed here.
 */
function tapCounter(page: Page) {
  let taps = 0;
  return {
    get count() {
      return taps;
    },
    tap: async (target: Locator) => {
      taps += 1;
      await target.tap();
    },
    choose: async (select: Locator, value: string) => {
      taps += 2;
      await select.selectOption(value);
    },
    /** A tap that opens the phone's picker; the files are then chosen in it (not counted). */
    pick: async (target: Locator, files: Parameters<FileChooser['setFiles']>[0]) => {
      taps += 1;
      const chooser = page.waitForEvent('filechooser');
      await target.tap();
      await (await chooser).setFiles(files);
    },
  };
}

/** The customer's consent to publication, asked before 바로 공개. */
const CONSENT = /고객이 사진·지역·현장 이야기를 홈페이지에 공개하는 데 동의했습니다/;

/** A chip of a radio group: the tap lands on its label (the radio button itself is visually hidden). */
const chip = (scope: Locator, label: string) => scope.locator('label').filter({ hasText: new RegExp(`^${label}$`) });

/** A phone photo: a real JPEG with its EXIF shooting time. */
async function photoShotAt(page: Page, name: string, colour: string, exifDate: string) {
  const drawn = await drawnPhoto(page, name, colour);
  return { ...drawn, buffer: withExifDate(drawn.buffer, exifDate) };
}

/** Whether an element lies whole inside the first screen (the page not scrolled). */
async function onFirstScreen(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const scrolled = await page.evaluate(() => window.scrollY);
  return box !== null && scrolled === 0 && box.y >= 0 && box.y + box.height <= PHONE.height;
}

/** Sets every 신규 inquiry of the demo database to 답변완료 (straight in IndexedDB): no new inquiry is left. */
async function answerEveryInquiry(page: Page): Promise<void> {
  await demoDatabaseCreated(page, 'inquiries');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('jy-demo');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('inquiries', 'readwrite');
          const store = tx.objectStore('inquiries');
          const all = store.getAll();
          all.onsuccess = () => {
            for (const record of all.result as { status: string }[])
              if (record.status === '신규') store.put({ ...record, status: '답변완료' });
          };
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/**
 * From the next load on, every read of the demo's inquiries fails (its IndexedDB store refuses its indexes): what
 * staff see when the new inquiries cannot be read. The sign-in and everything else still work.
 */
async function breakInquiryReads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const index = IDBObjectStore.prototype.index;
    IDBObjectStore.prototype.index = function (this: IDBObjectStore, name: string) {
      if (this.name === 'inquiries') throw new DOMException('inquiries unreadable (test)', 'UnknownError');
      return index.call(this, name);
    };
  });
}

/**
 * Staff on a phone (production build, demo backend, touch): 현장 사진 올리기 to a published three-photo job,
 * counted in taps, then its public page opened and its link copied; the dashboard's first screen; the new-inquiry
 * toast's 전화.
 */
describe('staff on the phone (375 x 667, touch)', () => {
  const session = useBrowserSession();

  it('goes from 현장 사진 올리기 to a published three-photo job in at most 8 taps, the stages from the shooting times', async () => {
    const { page, context } = await session.newPage(PHONE.width, { touch: true });
    await page.setViewportSize(PHONE);
    await signInAsStaff(page, session.url);
    const taps = tapCounter(page);

    // The camera opens with the tap; staff close it (in the picker) and pick three photos taken days apart.
    const camera = page.waitForEvent('filechooser');
    await taps.tap(page.getByRole('link', { name: /^현장 사진 올리기/ }));
    await camera;
    const sheet = page.getByRole('dialog', { name: '현장 사진 올리기' });
    await taps.pick(sheet.locator('label').filter({ hasText: /^사진 선택$/ }), [
      await photoShotAt(page, 'after.jpg', '#1d4ed8', '2026:11:20 16:10:00'),
      await photoShotAt(page, 'before.jpg', '#78716c', '2026:11:16 09:05:00'),
      await photoShotAt(page, 'during.jpg', '#a16207', '2026:11:18 13:30:00'),
    ]);
    await sheet.getByRole('listitem', { name: '3번째 사진' }).waitFor();
    await sheet.locator('ol[aria-busy="true"]').waitFor({ state: 'detached' });
    // In shooting order, 시공 전·중·후 already: no stage to change.
    for (const [row, stage, shot] of [
      ['1번째 사진', '시공 전', '촬영 2026.11.16 (월) 09:05'],
      ['2번째 사진', '시공 중', '촬영 2026.11.18 (수) 13:30'],
      ['3번째 사진', '시공 후', '촬영 2026.11.20 (금) 16:10'],
    ] as const) {
      const item = sheet.getByRole('listitem', { name: row });
      expect(await item.getByRole('radio', { name: stage }).isChecked()).toBe(true);
      await item.getByText(shot).waitFor();
    }

    await taps.choose(sheet.getByLabel(/^지역/), '정선군');
    await taps.tap(chip(sheet, '방수 공사'));
    await taps.tap(chip(sheet, '바로 공개'));
    // Publishing asks for the customer's consent: one tick (docs/jobs-on-the-site.md).
    await taps.tap(sheet.getByRole('checkbox', { name: CONSENT }));
    const title = await sheet.getByLabel(/^현장 이름/).inputValue();
    expect(title).toMatch(/^\d+월 \d+일 방수 공사 현장$/);
    await taps.tap(page.getByRole('button', { name: '사진 3장 올리기' }));
    await page.getByText(`“${title}” 현장을 공개했습니다.`).waitFor({ timeout: 30_000 });

    console.info(`[taps] 현장 사진 올리기 → a published 3-photo job: ${taps.count} taps (photo picker aside)`);
    expect(taps.count).toBeLessThanOrEqual(8);
    expect(taps.count).toBe(8); // the customer's consent tick is the eighth (issue 23: consent to publish)

    // Back on 이미지 관리: the job's public page, to open in a new tab or share by its clean URL.
    const uploaded = page.getByRole('region', { name: '방금 사진을 올린 현장' });
    await uploaded.getByText(title, { exact: true }).waitFor();
    const view = uploaded.getByRole('link', { name: '공개 페이지 보기 (새 창)' });
    const jobId = /#\/projects\/jobs\/([^/?#]+)$/.exec((await view.getAttribute('href')) ?? '')?.[1];
    expect(jobId).toBeTruthy();
    expect(await view.getAttribute('target')).toBe('_blank');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await uploaded.getByRole('button', { name: '링크 복사' }).tap();
    await uploaded.getByRole('status').getByText('링크를 복사했습니다.', { exact: false }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`https://jy-construction.test/projects/jobs/${jobId}`);
    const opened = context.waitForEvent('page');
    await view.tap();
    const publicPage = await opened;
    await publicPage.getByRole('heading', { level: 1, name: title }).waitFor();
    await publicPage.close();

    // Published, each photo under its stage.
    await page.goto(session.url('#/jy-dev/jobs'));
    const job = page.getByRole('article', { name: title });
    await job.getByText('사진 3장', { exact: true }).waitFor();
    for (const stage of ['시공 전', '시공 중', '시공 후'])
      expect(await job.getByRole('list', { name: stage }).getByRole('img').count()).toBe(1);
    expect(await job.getByRole('button', { name: /^공개하기/ }).count()).toBe(0);
    await context.close();
  });

  it('shows the new inquiries with 전화 and 현장 사진 올리기 on the dashboard’s first screen', async () => {
    const { page, context } = await session.newPage(PHONE.width, { touch: true });
    await page.setViewportSize(PHONE);
    await signInAsStaff(page, session.url);
    const panel = page.getByRole('region', { name: /^새로 들어온 문의/ });
    const rows = panel.getByRole('listitem');
    await rows.first().waitFor();
    // The demo's four 신규 inquiries: the newest three, each with what it is about and 전화.
    expect(await rows.count()).toBe(3);
    expect(await rows.first().textContent()).toMatch(
      /^박서연010-2345-6789지붕 공사 · 원주시 · 사진 없음\d{4}\.\d\d\.\d\d \(.\) \d\d:\d\d · \d시간 전전화$/,
    );
    const call = panel.getByRole('link', { name: '박서연님에게 전화 걸기' });
    expect(await call.getAttribute('href')).toBe('tel:01023456789');
    expect(await onFirstScreen(page, call)).toBe(true);
    expect(await onFirstScreen(page, rows.nth(2).getByRole('link', { name: /전화 걸기$/ }))).toBe(true);
    expect(await onFirstScreen(page, page.getByRole('link', { name: /^현장 사진 올리기/ }))).toBe(true);
    // The new inquiries are the first thing after the heading.
    const firstBlock = await page.evaluate(() => {
      const heading = document.querySelector('main h1');
      const blocks = [...document.querySelectorAll('main section, main a')].filter(
        (element) => heading && heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      return blocks[0]?.getAttribute('aria-labelledby')
        ? document.getElementById(blocks[0].getAttribute('aria-labelledby')!)?.textContent
        : null;
    });
    expect(firstBlock).toMatch(/^새로 들어온 문의/);
    await context.close();
  });

  it('announces a new inquiry with what it is about and 전화: one tap to call back', async () => {
    const { page, context } = await session.newPage(PHONE.width, { touch: true });
    await signInAsStaff(page, session.url);
    await sendInquiryFromSecondPage(context, session.url, {
      name: '최현장',
      digits: '01077778888',
      workType: '지붕 공사',
      region: '태백시',
      message: '슬레이트 지붕 교체 견적 부탁드립니다.',
      photos: 2,
    });
    const toast = page.getByRole('status').filter({ hasText: '최현장님의 새 문의' });
    await toast.waitFor({ timeout: 10_000 });
    expect(await toast.textContent()).toContain('지붕 공사 · 태백시 · 사진 2장');
    const call = toast.getByRole('link', { name: '최현장님에게 전화 걸기' });
    expect(await call.getAttribute('href')).toBe('tel:01077778888');
    expect(await call.isVisible()).toBe(true);
    // The dashboard lists it first, with its own 전화.
    await page
      .getByRole('region', { name: /^새로 들어온 문의/ })
      .getByRole('listitem')
      .first()
      .filter({ hasText: '최현장' })
      .waitFor();
    await context.close();
  });

  forEachAxeView(({ width, dark, name }) => {
    it(`the uploaded job's public page links pass axe: published, copy refused, draft (${name})`, async () => {
      const { page, context } = await session.newPage(width, { dark, touch: width < 1024 });
      const report: string[] = [];
      await signInAsStaff(page, session.url);
      const uploaded = page.getByRole('region', { name: '방금 사진을 올린 현장' });
      for (const visibility of ['바로 공개', '비공개로 저장'] as const) {
        await page.goto(session.url('#/jy-dev/images?upload=camera'));
        const sheet = page.getByRole('dialog', { name: '현장 사진 올리기' });
        await sheet.getByLabel('사진 선택').setInputFiles(await drawnPhoto(page, 'site.jpg', '#78716c'));
        await sheet.getByRole('listitem', { name: '1번째 사진' }).waitFor();
        await sheet.getByLabel(/^지역/).selectOption('정선군');
        await chip(sheet, '방수 공사').click();
        await chip(sheet, visibility).click();
        if (visibility === '바로 공개') await sheet.getByRole('checkbox', { name: CONSENT }).check();
        await sheet.getByRole('button', { name: '사진 1장 올리기' }).click();
        await uploaded.waitFor({ timeout: 30_000 });
        if (visibility === '바로 공개') {
          await axeInto(report, page, 'a published job after its upload');
          // The clipboard refused: the address shown, selected, to copy by hand.
          await page.evaluate(() => {
            navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused (test)', 'NotAllowedError'));
          });
          await uploaded.getByRole('button', { name: '링크 복사' }).click();
          const address = uploaded.getByRole('textbox', { name: '현장 공개 페이지 주소' });
          await address.waitFor();
          expect(await address.inputValue()).toMatch(/^https:\/\/jy-construction\.test\/projects\/jobs\/.+/);
          await axeInto(report, page, 'a published job whose link could not be copied');
        } else {
          await uploaded.getByRole('link', { name: '시공 현장에서 공개하기' }).waitFor();
          await axeInto(report, page, 'a draft job after its upload');
        }
      }
      await context.close();
      expect(report).toEqual([]);
    });

    it(`the new inquiries' empty and failed states pass axe (${name})`, async () => {
      const { page, context } = await session.newPage(width, { dark, touch: width < 1024 });
      const report: string[] = [];
      await signInAsStaff(page, session.url);
      const panel = page.getByRole('region', { name: /^새로 들어온 문의/ });
      await panel.getByRole('listitem').first().waitFor();
      await axeInto(report, page, 'dashboard with new inquiries');

      await answerEveryInquiry(page);
      await page.reload();
      await panel.getByText('새로 들어온 문의가 없습니다').waitFor();
      await axeInto(report, page, 'no new inquiry');

      await breakInquiryReads(page);
      await page.reload();
      await panel.getByRole('button', { name: '다시 불러오기' }).waitFor();
      await axeInto(report, page, 'new inquiries that cannot be read');
      await context.close();
      expect(report).toEqual([]);
    });
  });
});
