import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { GUARDED_ADMIN_PAGES } from './support/pages';
import { drawnPhoto } from './support/photos';
import { useBrowserSession } from './support/session';
import { loadedThumbnails, sendInquiryFromSecondPage, signInAsStaff } from './support/staff';

const VISITOR = {
  name: '이접근',
  digits: '01055556666',
  workType: '지붕 공사',
  region: '원주시',
  message: '지붕 누수 점검 부탁드립니다.',
  photos: 2,
};

/**
 * The admin in both themes at phone and desktop width: axe clean, and no sideways scrolling on a phone. Besides every
 * guarded page (the inbox as cards at 375 px and as a table at 1440 px, 알림 설정 among them), the inbox's
 * screens in the states staff meet them: the dashboard with a new-inquiry toast and the badge, the phone menu with
 * the badge, the inquiry detail with photos and a saved note, a photo large, a photo row's ⋯ menu open, the inquiry
 * list's empty search and empty filter, the upload sheet opened by 현장 사진 올리기 (with three photos and their stage
 * chips, then with its messages), and the jobs page's publish confirmation.
 */
describe('accessibility and phone fit of the admin (axe-core)', () => {
  const session = useBrowserSession();

  for (const dark of [true, false]) {
    for (const width of [375, 1440]) {
      it(`${dark ? 'dark' : 'light'} theme at ${width}px`, async () => {
        const { page, context } = await session.newPage(width, { dark });
        const report: string[] = [];
        const check = async (label: string) => {
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(200);
          for (const violation of await seriousViolations(page)) {
            report.push(`${label} [${violation.impact}] ${violation.id}: ${violation.help} → ${violation.targets.join(' | ')}`);
          }
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) report.push(`${label}: page scrolls sideways by ${overflow}px`);
        };
        const closeDialog = async (name: string | RegExp) => {
          await page.keyboard.press('Escape');
          await page.getByRole('dialog', { name }).waitFor({ state: 'detached' });
        };

        await page.goto(session.url('#/jy-dev/login'));
        await page.getByLabel('이메일').waitFor();
        await check('login');
        await signInAsStaff(page, session.url);

        // A visitor's inquiry arrives while the dashboard is open: its toast and the badge.
        await sendInquiryFromSecondPage(context, session.url, VISITOR);
        const view = page.getByRole('link', { name: `${VISITOR.name}님의 새 문의 보기` });
        await view.waitFor({ timeout: 10_000 });
        await check('dashboard with a new-inquiry toast and the badge');
        if (width < 1024) {
          await page.getByRole('button', { name: /^메뉴 열기/ }).click();
          await page.getByRole('dialog', { name: '관리자 메뉴' }).waitFor();
          await check('phone menu with the badge');
          await closeDialog('관리자 메뉴');
        }

        // Its detail from the toast: photos loaded, a note saved (with its toast), then a photo large.
        await view.click();
        const detail = page.getByRole('dialog', { name: '문의 상세' });
        const thumbnails = await loadedThumbnails(detail, VISITOR.photos);
        await detail.getByLabel('관리자 메모').fill('다음 주 화요일 현장 방문');
        await detail.getByRole('button', { name: '메모 저장' }).click();
        await page.getByText(`${VISITOR.name}님 문의의 메모를 저장했습니다.`).waitFor();
        await check('inquiry detail with photos and a note');
        await thumbnails.first().click();
        await page
          .getByRole('dialog', { name: `사진 1 / ${VISITOR.photos}` })
          .getByRole('img')
          .waitFor();
        await check('a photo large');
        await closeDialog(/^사진 1/);
        await closeDialog('문의 상세');

        for (const hash of GUARDED_ADMIN_PAGES) {
          await page.goto(session.url(hash));
          await check(hash);
        }

        // The inquiry list's empty states: a search that found nothing (it explains what a search finds), and a filter
        // that leaves nothing.
        await page.goto(session.url('#/jy-dev/inquiries?status=확인중&q=00-101'));
        await page.getByText("'00-101'로 찾은 문의가 없습니다").waitFor();
        await check('inquiry search that found nothing');
        await page.goto(session.url('#/jy-dev/inquiries?from=2020-01-01&to=2020-01-31'));
        await page.getByText('조건에 맞는 문의가 없습니다. 상태나 기간을 바꿔 보세요.').waitFor();
        await check('inquiry filter that leaves nothing');

        // An image row's ⋯ menu, open.
        await page.goto(session.url('#/jy-dev/images'));
        await page
          .getByRole('button', { name: /^더 보기/ })
          .first()
          .click();
        await page.getByRole('menu').waitFor();
        await check('image actions menu');

        // 현장 사진 올리기 on the dashboard: the upload sheet (its camera chooser is left unanswered).
        await page.goto(session.url('#/jy-dev/dashboard'));
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('link', { name: /현장 사진 올리기/ }).click();
        await chooser;
        const sheet = page.getByRole('dialog', { name: '현장 사진 올리기' });
        await sheet.waitFor();
        await check('upload sheet from 현장 사진 올리기');
        // Three photos, each a row with its preview, stage and title.
        await sheet
          .getByLabel('사진 선택')
          .setInputFiles([
            await drawnPhoto(page, 'before.jpg', '#78716c'),
            await drawnPhoto(page, 'during.jpg', '#a16207'),
            await drawnPhoto(page, 'after.jpg', '#1d4ed8'),
          ]);
        await sheet.getByRole('listitem', { name: '3번째 사진' }).waitFor();
        await sheet.locator('ol[aria-busy="true"]').waitFor({ state: 'detached' });
        await check('현장 사진 올리기 with three photo rows and their stage chips');
        // Sent without a region or a work type: the messages, the work type chips marked invalid.
        await page.getByRole('button', { name: '사진 3장 올리기' }).click();
        await sheet.getByText('공사 종류를 선택해 주세요.').waitFor();
        await check('현장 사진 올리기 with its messages');
        await closeDialog('현장 사진 올리기');

        // 시공 현장 with the sample draft job's 공개하기 confirmation.
        await page.goto(session.url('#/jy-dev/jobs'));
        const draft = page.getByRole('article', { name: '강릉 주택 지붕 교체' });
        await draft.getByText('사진 2장 (비공개 2장)').waitFor();
        await draft.getByRole('button', { name: /^공개하기/ }).click();
        const publish = page.getByRole('dialog', { name: '시공 현장 공개' });
        await publish.waitFor();
        // The sample draft has no consent on record: the confirmation offers the tick.
        await check('publish a job confirmation, asking for the consent');
        await page.getByRole('button', { name: '공개하기', exact: true }).click();
        await publish.getByText('고객의 공개 동의가 없으면 공개할 수 없습니다. 동의를 받았다면 체크해 주세요.').waitFor();
        await check('publish a job confirmation, with its consent message');
        await publish.getByRole('checkbox', { name: /공개하는 데 동의했습니다/ }).check();
        await publish.getByLabel('동의 받은 날').waitFor();
        await check('publish a job confirmation, consent ticked with its day');
        await closeDialog('시공 현장 공개');
        // 정보 수정 of a published job: its price (shown as visitors read it) and its consent, kept.
        await page
          .getByRole('article', { name: '원주 단독주택 슬레이트 지붕 교체' })
          .getByRole('button', { name: /^정보 수정/ })
          .click();
        const edit = page.getByRole('dialog', { name: '시공 현장 정보 수정' });
        await edit.getByText('방문자에게 “공사비 약 1,850만 원”으로 보입니다.').waitFor();
        await check('job editor with the price and the kept consent');
        await edit.getByRole('textbox', { name: /^공사비/ }).fill('12.5');
        await page.getByRole('button', { name: '저장', exact: true }).click();
        await edit
          .getByText(/공사비는 만원 단위의 정수로/)
          .first()
          .waitFor();
        await check('job editor with the price message');
        await closeDialog('시공 현장 정보 수정');
        await context.close();
        expect(report).toEqual([]);
      });
    }
  }
});
