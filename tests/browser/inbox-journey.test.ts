import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowserSession } from './support/session';

const NOTE = '다음 주, "화요일" 현장 방문';

/**
 * The phone inbox on the production build (demo backend) at 375 px: with the admin open, a visitor's inquiry sent
 * from a second page raises a toast and the badge; staff open it from the toast (tap 1), find 전화 and 문자 (tap 2
 * calls), save a note, set 답변완료 with the keyboard still in the dialog, and export the list as CSV.
 */
describe('phone inbox (production build, headless Chromium, 375 px)', () => {
  const session = useBrowserSession();

  it('alerts staff of a new inquiry and gets them from the toast to the call button in two taps', async () => {
    const { page: admin, context } = await session.newPage(375);
    await admin.goto(session.url('#/jy-dev/login'));
    await admin.getByLabel('이메일').fill('admin@example.com');
    await admin.getByLabel('비밀번호').fill('demo1234');
    await admin.getByRole('button', { name: '로그인', exact: true }).click();
    await admin.getByRole('heading', { name: '대시보드' }).waitFor();
    const menuButton = admin.getByRole('button', { name: /^메뉴 열기/ });
    await expect.poll(() => admin.title()).toMatch(/^\(\d+\) /);
    const before = Number(/^\((\d+)\)/.exec(await admin.title())?.[1]);

    // A visitor sends an inquiry from another page (another tab of the same browser: the same demo database).
    const visitor = await context.newPage();
    await visitor.goto(session.url('#/contact'));
    await visitor.getByLabel('이름').fill('홍길동');
    await visitor.getByLabel('연락처').fill('010-2345-6789');
    await visitor.getByLabel('문의 내용').fill('창고 지붕에서 비가 샙니다. 견적 부탁드립니다.');
    await visitor.getByRole('checkbox').first().check();
    await visitor.getByRole('button', { name: '문의 보내기' }).click();
    await visitor.getByText('문의가 성공적으로 접수되었습니다.', { exact: false }).waitFor();
    await visitor.close();

    // The admin, still on the dashboard, hears of it at once: toast, badge, tab title, card.
    await admin.getByText('홍길동님의 새 문의', { exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => admin.title()).toMatch(new RegExp(`^\\(${before + 1}\\) `));
    expect(await menuButton.textContent()).toContain(`새 문의 ${before + 1}건`);
    expect((await seriousViolations(admin)).map((violation) => `${violation.id}: ${violation.targets.join(' | ')}`)).toEqual([]);

    // Tap 1: 보기 in the toast opens the inquiry.
    let taps = 0;
    await admin.getByRole('link', { name: '홍길동님의 새 문의 보기' }).click();
    taps += 1;
    const dialog = admin.getByRole('dialog', { name: '문의 상세' });
    await dialog.getByText('창고 지붕에서 비가 샙니다.', { exact: false }).waitFor();
    // Tap 2 would be 전화: the dialer opens with the number (headless Chromium has no dialer: check the link).
    const call = dialog.getByRole('link', { name: '홍길동님에게 전화 걸기' });
    expect(await call.getAttribute('href')).toBe('tel:01023456789');
    const callBox = await call.boundingBox();
    expect(callBox?.height).toBeGreaterThanOrEqual(48);
    expect(await call.isVisible()).toBe(true);
    taps += 1;
    expect(await dialog.getByRole('link', { name: '홍길동님에게 문자 보내기' }).getAttribute('href')).toBe('sms:01023456789');
    console.info(`[inbox] taps from the new-inquiry toast to calling the visitor: ${taps}`);
    expect(taps).toBe(2);

    // A note, saved explicitly.
    await dialog.getByLabel('관리자 메모').fill(NOTE);
    await dialog.getByRole('button', { name: '메모 저장' }).click();
    await admin.getByText('홍길동님 문의의 메모를 저장했습니다.').waitFor();

    // 답변완료: the focus stays in the dialog and Escape closes it.
    await dialog.getByLabel(/처리 상태/).selectOption('답변완료');
    await admin.getByText("홍길동님 문의의 상태를 '답변완료'", { exact: false }).waitFor();
    expect(await admin.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // CSV of every inquiry: BOM, Korean headers, the note (its comma and quotes escaped).
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'CSV 내보내기 (전체 문의)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^문의목록-\d{4}-\d{2}-\d{2}\.csv$/);
    // The browser runs as a server of its own: the file is copied here to be read.
    const folder = await mkdtemp(join(tmpdir(), 'inbox-csv-'));
    const saved = join(folder, 'export.csv');
    await download.saveAs(saved);
    const bytes = await readFile(saved);
    await rm(folder, { recursive: true, force: true });
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('접수일시,이름,연락처,이메일,공사 종류,지역,통화 희망 시간,문의 내용,상태,사진 수,메모,보관 기한');
    expect(text).toContain(',홍길동,010-2345-6789,');
    expect(text).toContain(',답변완료,0,"다음 주, ""화요일"" 현장 방문",');

    // The activity feed tells what staff did.
    await admin.goto(session.url('#/jy-dev/dashboard'));
    await admin.getByText('홍길동님 문의에 메모를 남겼습니다.').waitFor();
    await context.close();
  });
});
