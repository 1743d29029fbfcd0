import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { seriousViolations } from './support/axe';
import { useBrowserSession } from './support/session';

/**
 * A visitor on a phone (375 px, production build, demo backend) sends an inquiry with two photos: the work type
 * preselected by ?work=, the photos resized by the real canvas code (loaded only when picked), both messages of
 * an incomplete submit at once, then the confirmation panel; the photos are stored with the inquiry.
 */
describe('inquiry with photos (production build, headless Chromium)', () => {
  const session = useBrowserSession();
  const photo = (path: string, name: string, mimeType: string) => ({ name, mimeType, buffer: readFileSync(resolve('public', path)) });

  for (const dark of [true, false]) {
    it(`attaches two photos, asks once for everything missing, and sends inquiry and photos (${dark ? 'dark' : 'light'} theme)`, async () => {
      const { page, context } = await session.newPage(375, { dark });
      const axe = async (state: string) => {
        const violations = (await seriousViolations(page)).map(
          (v) => `${state} [${v.impact}] ${v.id}: ${v.help} → ${v.targets.join(' | ')}`,
        );
        expect(violations).toEqual([]);
      };
      const scripts: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(session.url('#/contact?work=roofing'));
      const form = page.getByRole('form', { name: '문의 남기기' });
      await form.waitFor();
      expect(await page.getByRole('button', { name: '지붕 공사' }).getAttribute('aria-pressed')).toBe('true');
      await page.waitForLoadState('networkidle');
      expect(scripts.some((path) => path.includes('prepare-photos'))).toBe(false);

      await page
        .getByLabel('사진 추가')
        .setInputFiles([
          photo('images/hero-default-mobile.webp', '누수 부위.webp', 'image/webp'),
          photo('og-image.jpg', '지붕 전경.jpg', 'image/jpeg'),
        ]);
      await page.getByRole('img', { name: '첨부 사진 2: 지붕 전경.jpg' }).waitFor();
      expect(scripts.some((path) => path.includes('prepare-photos'))).toBe(true);
      expect(await page.getByText('2 / 5장').count()).toBe(1);
      await axe('with previews');

      // Required fields filled, consent unticked: the consent's message comes with the first submit.
      await page.getByLabel('이름').fill('홍길동');
      await page.getByLabel('연락처').pressSequentially('01012345678');
      expect(await page.getByLabel('연락처').inputValue()).toBe('010-1234-5678');
      await page.getByRole('button', { name: '문의 보내기' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe('이름, 연락처, 문의 내용은 필수입니다.');
      expect(await page.getByText('개인정보 수집·이용에 동의해 주세요.').count()).toBe(1);
      expect(await page.getByLabel('문의 내용').evaluate((element) => element === document.activeElement)).toBe(true);
      await page.getByRole('button', { name: '방수 공사' }).click();
      await axe('with messages and a chosen chip');

      await page.getByLabel('문의 내용').fill('2층 지붕에서 비가 샙니다. 사진 보내드립니다.');
      await page.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }).check();
      await page.getByRole('button', { name: '문의 보내기' }).click();
      await page.getByText('문의가 성공적으로 접수되었습니다. 빠른 시일 내에 연락드리겠습니다.').waitFor();
      await page.getByText('사진 2장도 함께 전송되었습니다.').waitFor();
      // The panel's own call link names the number (the phone action bar's 전화 상담 is there too).
      expect(await page.getByRole('link', { name: /^전화 상담 \d/ }).getAttribute('href')).toMatch(/^tel:\d+$/);
      await axe('confirmation panel');
      // The panel's heading, scrolled to, shows whole below the sticky header (not behind it).
      await page.waitForFunction(
        () =>
          new Promise<boolean>((settled) => {
            const y = window.scrollY;
            setTimeout(() => settled(window.scrollY === y), 300);
          }),
      );
      const headerBottom = (await page.getByRole('banner').boundingBox())!.y + (await page.getByRole('banner').boundingBox())!.height;
      expect((await page.getByRole('heading', { name: '문의가 접수되었습니다' }).boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);

      // The demo's IndexedDB holds the inquiry (2 photos announced) and both photos, resized (no larger than sent).
      const stored = await page.evaluate(
        () =>
          new Promise<{ photoCount: number; types: string[] }>((resolveStored, reject) => {
            const open = indexedDB.open('jy-demo');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const tx = open.result.transaction(['inquiries', 'inquiryPhotos'], 'readonly');
              const inquiries = tx.objectStore('inquiries').getAll();
              const photos = tx.objectStore('inquiryPhotos').getAll();
              tx.oncomplete = () => {
                const mine = (inquiries.result as { id: string; name: string; photoCount?: number }[]).find((row) => row.name === '홍길동');
                const own = (photos.result as { inquiryId: string; contentType: string }[]).filter((row) => row.inquiryId === mine?.id);
                resolveStored({ photoCount: mine?.photoCount ?? -1, types: own.map((row) => row.contentType) });
              };
            };
          }),
      );
      expect(stored.photoCount).toBe(2);
      expect(stored.types).toHaveLength(2);
      for (const type of stored.types) expect(['image/webp', 'image/jpeg']).toContain(type);
      await context.close();
    });
  }
});
