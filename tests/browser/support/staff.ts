import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The demo adapter's staff account (src/backend/demo). */
export async function signInAsStaff(page: Page, url: (hash: string) => string): Promise<void> {
  await page.goto(url('#/jy-dev/login'));
  await page.getByLabel('이메일').fill('admin@example.com');
  await page.getByLabel('비밀번호').fill('demo1234');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByRole('heading', { name: '대시보드' }).waitFor();
}

export interface VisitorInquiry {
  name: string;
  /** As typed, digits only: the form formats it (010-2345-6789). */
  digits: string;
  /** A work type chip's words ('방수 공사'). */
  workType: string;
  region: string;
  message: string;
  /** How many generated photos to attach (0 to 5). */
  photos: number;
  /** The optional e-mail, when given. */
  email?: string;
}

const PHOTO_COLOURS = ['#1d4ed8', '#b91c1c', '#15803d', '#a16207', '#7e22ce'];

/**
 * A small PNG (a few KB) drawn by the page's own canvas, a solid colour with a white stripe, as bytes for
 * setInputFiles; 640 px wide, so a large view has more to show than a 96 px thumbnail.
 */
async function generatedPhoto(page: Page, name: string, colour: string) {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 200, 640, 80);
    return canvas.toDataURL('image/png');
  }, colour);
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

/**
 * A visitor sends `inquiry` through the real contact form, in a second page of `context` (the same demo database as
 * an admin page open there), and closes that page once the confirmation (and its photos line) shows.
 */
export async function sendInquiryFromSecondPage(
  context: BrowserContext,
  url: (hash: string) => string,
  inquiry: VisitorInquiry,
): Promise<void> {
  const visitor = await context.newPage();
  await visitor.goto(url('#/contact'));
  await visitor.getByRole('form', { name: '문의 남기기' }).waitFor();
  if (inquiry.photos > 0) {
    const files = [];
    for (let index = 0; index < inquiry.photos; index += 1) {
      files.push(await generatedPhoto(visitor, `현장 사진 ${index + 1}.png`, PHOTO_COLOURS[index % PHOTO_COLOURS.length]!));
    }
    await visitor.getByLabel('사진 추가').setInputFiles(files);
    await visitor.getByRole('img', { name: `첨부 사진 ${inquiry.photos}: 현장 사진 ${inquiry.photos}.png` }).waitFor();
  }
  await visitor.getByLabel('이름').fill(inquiry.name);
  await visitor.getByLabel('연락처').pressSequentially(inquiry.digits);
  const chip = visitor.getByRole('button', { name: inquiry.workType });
  await chip.click();
  await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
  await visitor.getByLabel(/공사 지역/).selectOption(inquiry.region);
  expect(await visitor.getByLabel(/공사 지역/).inputValue()).toBe(inquiry.region);
  if (inquiry.email) await visitor.getByLabel(/이메일/).fill(inquiry.email);
  await visitor.getByLabel('문의 내용').fill(inquiry.message);
  await visitor.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }).check();
  await visitor.getByRole('button', { name: '문의 보내기' }).click();
  await visitor.getByText('문의가 성공적으로 접수되었습니다.', { exact: false }).waitFor();
  if (inquiry.photos > 0) await visitor.getByText(`사진 ${inquiry.photos}장도 함께 전송되었습니다.`).waitFor();
  await visitor.close();
}

/** Whether an image finished loading with real pixels. */
export function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0);
}

/** The inquiry detail's photo thumbnails, each scrolled into sight (they load lazily) and waited for until loaded. */
export async function loadedThumbnails(dialog: Locator, count: number): Promise<Locator> {
  const thumbnails = dialog.getByRole('button', { name: /^사진 \d+ 크게 보기$/ });
  await expect.poll(() => thumbnails.count()).toBe(count);
  for (let index = 0; index < count; index += 1) {
    const image = thumbnails.nth(index).locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => imageLoaded(image)).toBe(true);
  }
  return thumbnails;
}
