import { describe, expect, it } from 'vitest';
import { WORK_TYPE_LABELS } from '@/domain/categories';
import { galleryCopy } from '@/features/gallery/copy';
import { axeInto } from './support/axe-report';
import { removePhotosOfType } from './support/demo-db';
import { drawnPhoto } from './support/photos';
import { useBrowserSession } from './support/session';
import { forEachAxeView } from './support/themes';

/**
 * axe-core on the states of the public pages that a plain visit (accessibility.test.ts) never
 * shows: a filtered gallery, an empty filter, a photo with its related photos, the contact form with two photos
 * attached and its messages shown, and the confirmation panel; a photo of a job (its story,
 * photos by stage and the before/after comparison) and a photo full screen. Both themes, 375 and 1440 px.
 */
describe("accessibility of the public pages' states (axe-core)", () => {
  const session = useBrowserSession();

  forEachAxeView(({ width, dark, name }) => {
    it(name, async () => {
      const { page, context } = await session.newPage(width, { dark });
      const report: string[] = [];

      await page.goto(session.url('#/projects?work=roofing'));
      await page.getByRole('list', { name: galleryCopy.filteredListLabel(WORK_TYPE_LABELS.roofing) }).waitFor();
      await axeInto(report, page, 'filtered gallery');

      // No ground works at all: the filter's empty message.
      await removePhotosOfType(page, 'ground');
      await page.goto(session.url('#/projects?work=ground'));
      await page.getByText(galleryCopy.filteredEmpty(WORK_TYPE_LABELS.ground)).waitFor();
      await axeInto(report, page, 'empty filter');

      await page.goto(session.url('#/projects/gallery/zinc-standing-seam-roof'));
      await page.getByRole('list', { name: `다른 ${WORK_TYPE_LABELS['metal-roofing']} 시공 사진` }).waitFor();
      await axeInto(report, page, 'photo with related photos');

      // A photo of a job: its story, its photos by stage and the comparison (its slider loaded); then full screen.
      await page.goto(session.url('#/projects/gallery/job-wonju-roof-after'));
      await page.getByRole('slider', { name: '시공 전·후 비교 위치' }).waitFor();
      await axeInto(report, page, 'photo with its job and the before/after comparison');
      await page.getByRole('button', { name: '사진 크게 보기' }).click();
      await page.getByRole('dialog', { name: /^사진 크게 보기/ }).waitFor();
      await axeInto(report, page, 'photo full screen');
      await page.keyboard.press('Escape');

      // The form with a type chosen, two photos and every message of an empty submit.
      await page.goto(session.url('#/contact?work=roofing'));
      const form = page.getByRole('form', { name: '문의 남기기' });
      await form.waitFor();
      await form
        .getByLabel('사진 추가')
        .setInputFiles([await drawnPhoto(page, 'leak.jpg', '#1d4ed8'), await drawnPhoto(page, 'roof.jpg', '#b91c1c')]);
      await form.getByRole('img', { name: '첨부 사진 2: roof.jpg' }).waitFor();
      await axeInto(report, page, 'contact with photos');
      await form.getByRole('button', { name: '문의 보내기' }).click();
      await form.getByRole('alert').waitFor();
      await axeInto(report, page, 'contact with photos and messages');

      await form.getByLabel('이름').fill('접근성');
      await form.getByLabel('연락처').fill('010-1234-5678');
      await form.getByLabel('문의 내용').fill('옥상 방수 견적 부탁드립니다.');
      await form.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }).check();
      await form.getByRole('button', { name: '문의 보내기' }).click();
      await page.getByText('문의가 성공적으로 접수되었습니다. 빠른 시일 내에 연락드리겠습니다.').waitFor();
      await axeInto(report, page, 'confirmation panel');

      await context.close();
      expect(report).toEqual([]);
    });
  });
});
