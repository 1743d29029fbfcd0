import { fireEvent } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageReads } from '@/app/server/page-reads';
import { DARK_MODE_STORAGE_KEY } from '@/components/theme/page-theme';
import { inquiryFormShown } from '@/features/contact/inquiry-form';
import { readFileSync } from 'node:fs';
import { freshDemoAdapter } from '../../support/demo-backend';
import { loadStartUpScript, START_UP_SCRIPT } from '../../support/start-up-script';

/**
 * index.html's start-up script on the server-rendered pages, before the app has started (jsdom; the browser tests
 * tap the real build with a slowed network and CPU, and see the app take the state over): what each control marked
 * data-first-tap does on the first tap, and that it leaves everything to the app once main.tsx has set data-app.
 */
const MAIN_TSX = readFileSync('src/app/main.tsx', 'utf8');
const FIRST_TAP_PENDING = 'data-first-tap-pending';
let reads: PageReads;

beforeAll(async () => {
  reads = await freshDemoAdapter().publicBackend();
  // Once for the file: its listeners are the document's, as on a page; the app has not started.
  loadStartUpScript({ started: false });
}, 60_000);

afterEach(() => {
  document.documentElement.removeAttribute('data-app');
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A page as the build prerenders it (the demo seed's data), in the document as the browser parsed it. */
async function showPage(path: string) {
  const [{ renderPublicPage, FIRST_SITE_SETTINGS }, { readPageData }] = await Promise.all([
    import('@/app/server/index'),
    import('@/app/server/page-reads'),
  ]);
  const page = await renderPublicPage({ path, data: await readPageData(reads, path), settings: FIRST_SITE_SETTINGS });
  document.body.innerHTML = `<div id="root" data-route="${path}">${page.html}</div>`;
}

/** jsdom has no clipboard: the one a browser gives a page. */
function clipboard() {
  const writeText = vi.fn<(text: string) => Promise<void>>(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

const byLabel = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;

describe('before the app has started, on a server-rendered page', () => {
  it('names in the same words as the app what it hands over', () => {
    expect(START_UP_SCRIPT).toContain("'data-app'");
    expect(MAIN_TSX).toContain("'data-app'");
    for (const name of [FIRST_TAP_PENDING, 'data-fallback-src', 'data-comparison-position', 'data-first-tap-note']) {
      expect(START_UP_SCRIPT).toContain(name);
    }
  });

  it('opens and closes the phone menu on the first tap: focus in, Escape and a press outside close it', async () => {
    await showPage('/');
    const button = byLabel('메뉴 열기');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    fireEvent.click(button);
    expect(panel.hidden).toBe(false);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-label', '메뉴 닫기');
    expect(button).toHaveAttribute('data-other-label', '메뉴 열기');
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-label', '메뉴 열기');
    fireEvent.click(button);
    fireEvent.pointerDown(document.querySelector('h1')!);
    expect(panel.hidden).toBe(true);
  });

  it('switches the theme: the page, the stored flag and every toggle', async () => {
    localStorage.setItem('darkMode', 'true');
    document.documentElement.classList.add('dark');
    await showPage('/');
    const toggle = byLabel('다크 모드');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toggle);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('light');
    expect(localStorage.getItem('darkMode')).toBe('false');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('title', '어두운 화면으로 전환');
    fireEvent.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    expect(toggle).toHaveAttribute('title', '밝은 화면으로 전환');
  });

  it("shares a photo's clean URL (a photo of a job: its job's), copied on a computer, with the note", async () => {
    await showPage('/projects/gallery/job-wonju-roof-during');
    const writeText = clipboard();
    const share = [...document.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === '공유')!;
    fireEvent.click(share);
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/projects/jobs/job-wonju-roof`);
    const note = share.nextElementSibling!.querySelector<HTMLElement>('[data-first-tap-note]')!;
    await vi.waitFor(() => expect(note.hidden).toBe(false));
    expect(note).toHaveTextContent('링크를 복사했습니다');
    expect(share.nextElementSibling).toHaveAttribute('role', 'status');
  });

  it("opens a phone's share sheet with the photo's title, and leaves a failed copy to the app", async () => {
    await showPage('/projects/gallery/job-wonju-roof-during');
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === '(pointer: coarse)' }) as MediaQueryList);
    const sheet = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: sheet, configurable: true });
    const share = [...document.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === '공유')!;
    fireEvent.click(share);
    expect(sheet).toHaveBeenCalledWith({
      title: expect.stringMatching(/ \| JY건설$/),
      url: `${location.origin}/projects/jobs/job-wonju-roof`,
    });
    Reflect.deleteProperty(navigator, 'share');
    clipboard().mockRejectedValue(new Error('denied'));
    fireEvent.click(share);
    await vi.waitFor(() => expect(share).toHaveAttribute(FIRST_TAP_PENDING));
  });

  it('keeps a page button or a filter chip for the app, and marks it busy', async () => {
    await showPage('/projects');
    const next = [...document.querySelectorAll<HTMLButtonElement>('nav button')].find((button) => button.textContent === '다음')!;
    fireEvent.click(next);
    expect(next).toHaveAttribute(FIRST_TAP_PENDING);
    const chip = [...document.querySelectorAll<HTMLAnchorElement>('nav a')].find((link) => link.textContent === '방수 공사')!;
    // The link is not followed (a whole page load): the app follows it.
    expect(fireEvent.click(chip)).toBe(false);
    expect(chip).toHaveAttribute(FIRST_TAP_PENDING);
  });

  it('keeps what is typed and chosen in the contact form, and never lets the browser send it (a reload)', async () => {
    await showPage('/contact');
    const form = document.querySelector('form')!;
    const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    // Typed, ticked and chosen: the browser does that by itself.
    field('name').value = '홍길동';
    field('phone').value = '01023456789';
    field('message').value = '옥상 방수 견적 부탁드립니다.';
    field('privacyConsent').checked = true;
    form.querySelector<HTMLSelectElement>('select[name="region"]')!.value = '원주시';
    form.querySelector<HTMLInputElement>('input[name="preferredCallTime"][value="afternoon"]')!.checked = true;
    // The work type chips need the script: one pressed alone, or pressed again to clear it.
    const roofing = form.querySelector<HTMLButtonElement>('button[data-first-tap="choice"][value="roofing"]')!;
    const waterproofing = form.querySelector<HTMLButtonElement>('button[data-first-tap="choice"][value="waterproofing"]')!;
    fireEvent.click(roofing);
    fireEvent.click(waterproofing);
    expect(roofing).toHaveAttribute('aria-pressed', 'false');
    expect(waterproofing).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(roofing);
    fireEvent.click(roofing);
    expect(roofing).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(waterproofing);
    const send = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const submitted = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: send });
    expect(form.dispatchEvent(submitted)).toBe(false);
    expect(send).toHaveAttribute(FIRST_TAP_PENDING);

    // What the app's form takes over.
    expect(inquiryFormShown()).toEqual({
      name: '홍길동',
      phone: '010-2345-6789',
      email: '',
      message: '옥상 방수 견적 부탁드립니다.',
      workType: 'waterproofing',
      region: '원주시',
      preferredCallTime: 'afternoon',
      consent: true,
      honeypot: '',
    });
  });

  it('finds no contact form to take over on a page without one', async () => {
    await showPage('/about');
    expect(inquiryFormShown()).toBeNull();
  });

  it("moves the comparison's divider by a press or a sideways drag, never by a vertical swipe, and keeps the place", async () => {
    await showPage('/projects/gallery/job-wonju-roof-during');
    const frame = document.querySelector<HTMLElement>('[data-first-tap="comparison"]')!;
    frame.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 300, right: 400, bottom: 300, x: 0, y: 0, toJSON() {} });
    const clip = frame.querySelector<HTMLElement>('[data-comparison-clip]')!;
    const divider = frame.querySelector<HTMLElement>('[data-comparison-divider]')!;
    // A vertical swipe: the page scrolls, the divider stays.
    fireEvent.pointerDown(frame, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 200 });
    fireEvent.pointerMove(frame, { pointerId: 1, pointerType: 'touch', clientX: 104, clientY: 120 });
    fireEvent.pointerCancel(frame, { pointerId: 1, pointerType: 'touch' });
    expect(divider.style.left).toBe('50%');
    fireEvent.pointerDown(frame, { pointerId: 2, pointerType: 'touch', clientX: 200, clientY: 100 });
    fireEvent.pointerMove(frame, { pointerId: 2, pointerType: 'touch', clientX: 100, clientY: 104 });
    fireEvent.pointerUp(frame, { pointerId: 2, pointerType: 'touch', clientX: 100, clientY: 104 });
    expect(divider.style.left).toBe('25%');
    expect(clip.style.clipPath).toBe('inset(0 75% 0 0)');
    expect(frame.parentElement).toHaveAttribute('data-comparison-position', '25');
    fireEvent.pointerDown(frame, { pointerId: 3, pointerType: 'mouse', button: 0, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(frame, { pointerId: 3, pointerType: 'mouse', clientX: 300, clientY: 100 });
    expect(divider.style.left).toBe('75%');
  });

  it('shows the placeholder for a picture that fails to load', async () => {
    await showPage('/projects');
    const image = document.querySelector<HTMLImageElement>('img[data-fallback-src]')!;
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/images/photo-fallback.svg');
    expect(image).toHaveAttribute('data-fallback', 'true');
  });

  it('taps a waiting control again as the app takes over, once', async () => {
    await showPage('/projects');
    const next = [...document.querySelectorAll<HTMLButtonElement>('nav button')].find((entry) => entry.textContent === '다음')!;
    fireEvent.click(next);
    const tapped = vi.fn();
    next.addEventListener('click', tapped);
    document.documentElement.setAttribute('data-app', '');
    await vi.waitFor(() => expect(tapped).toHaveBeenCalledTimes(1));
    expect(next).not.toHaveAttribute(FIRST_TAP_PENDING);
  });

  it('leaves the controls to the app once it has taken over (data-app)', async () => {
    await showPage('/projects');
    document.documentElement.setAttribute('data-app', '');
    const button = byLabel('메뉴 열기');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const next = [...document.querySelectorAll<HTMLButtonElement>('nav button')].find((entry) => entry.textContent === '다음')!;
    fireEvent.click(next);
    expect(next).not.toHaveAttribute(FIRST_TAP_PENDING);
    // What stays the script's: a failed picture's placeholder (React does the same once it has the picture).
    const image = document.querySelector<HTMLImageElement>('img[data-fallback-src]')!;
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/images/photo-fallback.svg');
  });

  // (After the test above: the script's watch for data-app, as on a page, ends at the first.)
  it('hands a copy that fails only after the app has started to the app at once (nothing left waiting)', async () => {
    await showPage('/projects/gallery/job-wonju-roof-during');
    let refuse!: (error: Error) => void;
    clipboard().mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    const share = [...document.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === '공유')!;
    fireEvent.click(share);
    document.documentElement.setAttribute('data-app', '');
    const tapped = vi.fn();
    share.addEventListener('click', tapped);
    refuse(new Error('denied'));
    await vi.waitFor(() => expect(tapped).toHaveBeenCalledTimes(1));
    expect(share).not.toHaveAttribute(FIRST_TAP_PENDING);
  });
});

describe('as a page loads, before its first paint', () => {
  /** The document a browser parses, with the start-up script in its head (a fresh page: own window and storage). */
  function load(url: string, stored?: string) {
    const html = `<!doctype html><html lang="ko" class="dark"><head><script>${START_UP_SCRIPT}</script></head><body><div id="root"></div></body></html>`;
    const dom = new JSDOM(html, {
      url,
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      beforeParse: (window) => stored !== undefined && window.localStorage.setItem(DARK_MODE_STORAGE_KEY, stored),
    });
    return dom.window.document.documentElement;
  }

  it('applies the stored theme (darkMode; dark by default)', () => {
    expect(load('http://localhost/').classList.contains('dark')).toBe(true);
    expect(load('http://localhost/', 'true').classList.contains('dark')).toBe(true);
    const light = load('http://localhost/about', 'false');
    expect(light.classList.contains('dark')).toBe(false);
    expect(light.style.colorScheme).toBe('light');
  });

  it("hides a server-rendered page that is not the address's route, and holds the pictures further down", () => {
    expect(load('http://localhost/#/contact').classList.contains('boot-other-route')).toBe(true);
    expect(load('http://localhost/projects?work=roofing').classList.contains('boot-other-route')).toBe(true);
    const page = load('http://localhost/about');
    expect(page.classList.contains('boot-other-route')).toBe(false);
    expect(page.classList.contains('hold-lazy-images')).toBe(true);
  });
});
