import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { GalleryPhoto, Job } from '@/domain/types';
import { JobShowcase } from '@/features/gallery/job/JobShowcase';
import type { PageData } from '@/lib/page-data/page-data';
import {
  makePhoto,
  photoUrls,
  WONJU_AFTER as AFTER,
  WONJU_BEFORE as BEFORE,
  WONJU_DURING as DURING,
  WONJU_JOB as JOB,
} from '../../support/factories';
import { renderApp } from '../../support/render-app';
import { fakeAdapter, fakePublicBackend, never } from './fake-public-backend';

configure({ asyncUtilTimeout: 5000 });

const ALONE = makePhoto(4, { title: '현장 없는 사진', ...photoUrls(4) });

function renderPhoto(photo: GalleryPhoto, photos = [BEFORE, DURING, AFTER, ALONE], jobs = [JOB], pageData?: PageData) {
  const backend = fakePublicBackend(photos, jobs);
  return {
    ...renderApp(`/projects/gallery/${photo.id}`, { adapter: fakeAdapter(backend), inRouter: <LocationProbe />, pageData }),
    backend,
  };
}

/** The page's link preview picture, as the head holds it. */
const sharedPicture = () => document.head.querySelector('meta[property="og:image"]')?.getAttribute('content');

/** Shows the router's current path, so a test can tell that a key did not move to another photo. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const jobSection = () => screen.findByRole('region', { name: JOB.title });

describe("A photo's job (시공 현장)", () => {
  it("leads with the job's facts and its page; below, the story and its photos by stage with the one on the page marked", async () => {
    renderPhoto(DURING);
    const lead = await screen.findByRole('region', { name: `시공 현장 · ${JOB.title}` });
    expect(within(lead).getByText('원주시')).toBeInTheDocument();
    expect(within(lead).getByText('지붕 공사')).toBeInTheDocument();
    expect(within(lead).getByText('2025년 9월 ~ 10월')).toBeInTheDocument();
    expect(within(lead).getByText('120㎡')).toBeInTheDocument();
    expect(within(lead).getByRole('link', { name: '현장 전체 보기' })).toHaveAttribute('href', `/projects/jobs/${JOB.id}`);
    // It comes before the photo: the first thing under the title.
    expect(lead.compareDocumentPosition(screen.getByRole('img', { name: DURING.title })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const section = await jobSection();
    expect(within(section).getByText('시공 현장')).toBeInTheDocument();
    expect(within(section).getByText(/20년 된 슬레이트 지붕을 걷어내고/)).toBeInTheDocument();

    const steps = within(section).getByRole('list', { name: '시공 과정' });
    const links = within(steps).getAllByRole('link');
    // In stage order, each marked with its stage; the photo on the page says so.
    expect(links.map((link) => link.textContent)).toEqual([
      '시공 전시공 전 지붕',
      '시공 중철거와 합판 보강지금 보는 사진',
      '시공 후새 슁글 지붕',
    ]);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).toHaveAttribute('href', `/projects/gallery/${BEFORE.id}`);
  });

  it('a photo of a job without words of its own says which job and stage it shows, never "설명이 없습니다."', async () => {
    const wordless = { ...DURING, description: null };
    renderPhoto(wordless, [BEFORE, wordless, AFTER]);
    const description = await screen.findByRole('region', { name: '상세 설명' });
    await waitFor(() => expect(within(description).getByText(/‘원주 단독주택 지붕 교체’ 현장의 시공 중 사진입니다\./)).toBeInTheDocument());
    expect(within(description).getByRole('link', { name: '현장 전체 보기' })).toHaveAttribute('href', `/projects/jobs/${JOB.id}`);
    expect(screen.queryByText('설명이 없습니다.')).not.toBeInTheDocument();
    // Its preview tells the job's story.
    expect(document.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(
      '20년 된 슬레이트 지붕을 걷어내고 아스팔트 슁글로 새로 덮었습니다.',
    );
  });

  it("shares the job's page: the link copied is the job's clean URL", async () => {
    const user = userEvent.setup();
    renderPhoto(BEFORE);
    await jobSection();
    await user.click(screen.getByRole('button', { name: '공유' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/projects/jobs/${JOB.id}`);
  });

  it('shows nothing of a job for a photo of none, or of a job visitors cannot read (a draft)', async () => {
    renderPhoto(ALONE);
    expect(await screen.findByRole('heading', { level: 1, name: ALONE.title })).toBeInTheDocument();
    expect(screen.queryByText('시공 현장')).not.toBeInTheDocument();

    const { backend } = renderPhoto(BEFORE, [BEFORE, AFTER], [{ ...JOB, isPublished: false }]);
    expect(await screen.findByRole('heading', { level: 1, name: BEFORE.title })).toBeInTheDocument();
    await waitFor(() => expect(backend.getJob).toHaveBeenCalledWith(JOB.id));
    expect(screen.queryByRole('region', { name: JOB.title })).not.toBeInTheDocument();
  });

  it('compares before and after: the divider moves by keyboard and by dragging, and the page keeps its photo', async () => {
    const user = userEvent.setup();
    renderPhoto(AFTER);
    const section = await jobSection();
    const slider = await within(section).findByRole('slider', { name: '시공 전·후 비교 위치' });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAttribute('aria-valuetext', '시공 전 50%, 시공 후 50%');
    expect(within(section).getByRole('img', { name: '시공 전: 시공 전 지붕' })).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: '시공 후: 새 슁글 지붕' })).toBeInTheDocument();
    const where = screen.getByTestId('location').textContent;

    slider.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '40');
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '45');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuetext', '시공 전 0%, 시공 후 100%');
    // The arrows moved the divider, never the page to another photo.
    expect(screen.getByTestId('location').textContent).toBe(where);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(AFTER.title);

    const area = screen.getByTestId('comparison-area');
    area.getBoundingClientRect = () => ({ left: 100, top: 0, width: 400, height: 300, right: 500, bottom: 300, x: 100, y: 0, toJSON() {} });
    // A finger moves the divider only once it goes sideways: touching down alone leaves it.
    fireEvent.pointerDown(area, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 100 });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    fireEvent.pointerMove(area, { pointerId: 1, pointerType: 'touch', clientX: 400, clientY: 110 });
    expect(slider).toHaveAttribute('aria-valuenow', '75');
    fireEvent.pointerUp(area, { pointerId: 1, pointerType: 'touch', clientX: 400, clientY: 110 });
    fireEvent.pointerMove(area, { pointerId: 1, pointerType: 'touch', clientX: 150, clientY: 110 });
    expect(slider).toHaveAttribute('aria-valuenow', '75');
    // A vertical swipe is the page's scroll (the browser cancels the pointer): the divider stays.
    fireEvent.pointerDown(area, { pointerId: 2, pointerType: 'touch', clientX: 150, clientY: 200 });
    fireEvent.pointerMove(area, { pointerId: 2, pointerType: 'touch', clientX: 154, clientY: 150 });
    fireEvent.pointerCancel(area, { pointerId: 2, pointerType: 'touch', clientX: 154, clientY: 120 });
    expect(slider).toHaveAttribute('aria-valuenow', '75');
    // A tap puts it where the finger landed; a mouse press at once.
    fireEvent.pointerDown(area, { pointerId: 3, pointerType: 'touch', clientX: 200, clientY: 100 });
    fireEvent.pointerUp(area, { pointerId: 3, pointerType: 'touch', clientX: 202, clientY: 101 });
    expect(slider).toHaveAttribute('aria-valuenow', '26');
    fireEvent.pointerDown(area, { pointerId: 4, pointerType: 'mouse', button: 0, clientX: 460, clientY: 100 });
    expect(slider).toHaveAttribute('aria-valuenow', '90');
    fireEvent.pointerUp(area, { pointerId: 4, pointerType: 'mouse', clientX: 460, clientY: 100 });
  });

  it('starts the interactive comparison where the visitor left the still picture before it arrived', async () => {
    renderPhoto(AFTER);
    const section = await jobSection();
    const slider = await within(section).findByRole('slider', { name: '시공 전·후 비교 위치' });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    cleanup();
    // index.html's start-up script drags the still picture and keeps the place on the comparison's figure.
    const figure = document.createElement('figure');
    figure.dataset.comparisonPosition = '30';
    document.body.append(figure);
    const { BeforeAfterSlider } = await import('@/features/gallery/job/BeforeAfterSlider');
    render(<BeforeAfterSlider before={BEFORE} after={AFTER} />, { container: figure });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '30');
    figure.remove();
  });

  it('shows no comparison without both a before and an after photo', async () => {
    renderPhoto(BEFORE, [BEFORE, DURING]);
    const section = await jobSection();
    expect(within(section).queryByRole('slider')).not.toBeInTheDocument();
    expect(within(section).queryByText('시공 전·후 비교')).not.toBeInTheDocument();
  });

  it('is shared by its finished (시공 후) photo from any of its photos; a photo of no job by itself', async () => {
    renderPhoto(BEFORE);
    await jobSection();
    await waitFor(() => expect(sharedPicture()).toBe(AFTER.imageUrl));
    cleanup();
    renderPhoto(ALONE);
    expect(await screen.findByRole('heading', { level: 1, name: ALONE.title })).toBeInTheDocument();
    expect(sharedPicture()).toBe(ALONE.imageUrl);
  });

  it('a job without a 시공 후 photo shares the photo itself', async () => {
    renderPhoto(DURING, [BEFORE, DURING]);
    await jobSection();
    expect(sharedPicture()).toBe(DURING.imageUrl);
  });

  it("a server-rendered photo page shows its job from the page's data at once, with no read answered", async () => {
    const data: PageData = {
      photoPage: { photo: DURING, newer: null, older: null, related: [], job: { job: JOB, photos: [BEFORE, DURING, AFTER] } },
    };
    const backend = fakePublicBackend([BEFORE, DURING, AFTER], [JOB]);
    // The browser's own reads of the job never answer: what shows is the page's data.
    backend.getJob.mockImplementation(() => never());
    backend.getJobPhotos.mockImplementation(() => never());
    renderApp(`/projects/gallery/${DURING.id}`, { adapter: fakeAdapter(backend), pageData: data });
    const section = await jobSection();
    expect(within(section).getByText(/20년 된 슬레이트 지붕을 걷어내고/)).toBeInTheDocument();
    expect(within(within(section).getByRole('list', { name: '시공 과정' })).getAllByRole('link')).toHaveLength(3);
    expect(sharedPicture()).toBe(AFTER.imageUrl);
    // The photo itself came from the page's data too: no read of it was needed to show the page.
    expect(screen.getByRole('heading', { level: 1, name: DURING.title })).toBeInTheDocument();
  });

  it('a server-rendered photo page whose job was not yet published shows none, as its HTML did, until the fresh read has it', async () => {
    const data: PageData = { photoPage: { photo: DURING, newer: null, older: null, related: [], job: null } };
    const backend = fakePublicBackend([BEFORE, DURING, AFTER], [JOB]);
    let answer: (job: Job) => void = () => {};
    backend.getJob.mockImplementation(() => new Promise<Job>((resolve) => (answer = resolve)));
    renderApp(`/projects/gallery/${DURING.id}`, { adapter: fakeAdapter(backend), pageData: data });
    expect(await screen.findByRole('heading', { level: 1, name: DURING.title })).toBeInTheDocument();
    await waitFor(() => expect(backend.getJob).toHaveBeenCalledWith(JOB.id));
    expect(screen.queryByText('시공 현장')).not.toBeInTheDocument();
    expect(sharedPicture()).toBe(DURING.imageUrl);
    // Published since the page was made: the browser's read brings it in.
    act(() => answer(JOB));
    expect(await jobSection()).toBeInTheDocument();
    await waitFor(() => expect(sharedPicture()).toBe(AFTER.imageUrl));
  });

  it('renders on a server: plain markup, the comparison as its still split picture', () => {
    const html = renderToString(
      <MemoryRouter>
        <JobShowcase job={JOB} photos={[BEFORE, DURING, AFTER]} currentId={AFTER.id} />
      </MemoryRouter>,
    );
    expect(html).toContain('원주 단독주택 지붕 교체');
    expect(html).toContain('alt="시공 전: 시공 전 지붕"');
    expect(html).toContain('clip-path:inset(0 50% 0 0)');
    expect(html).not.toContain('role="slider"');
  });
});

describe('A photo full screen', () => {
  async function openViewer(photo: GalleryPhoto, photos?: GalleryPhoto[]) {
    const user = userEvent.setup();
    renderPhoto(photo, photos);
    await screen.findByRole('heading', { level: 1, name: photo.title });
    if (photo.jobId) await jobSection();
    const open = screen.getByRole('button', { name: '사진 크게 보기' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog');
    return { user, open, dialog };
  }

  it("goes through the job's photos by buttons, arrow keys and swipes; Escape closes and gives focus back", async () => {
    const { user, open, dialog } = await openViewer(DURING);
    expect(dialog).toHaveAccessibleName(`사진 크게 보기: ${DURING.title}`);
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(dialog).getByRole('button', { name: '다음 사진' }));
    expect(within(dialog).getByRole('img', { name: AFTER.title })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    // The page behind kept its photo: the keys belonged to the view.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(DURING.title);

    const frame = within(dialog).getByTestId('viewer-frame');
    fireEvent.pointerDown(frame, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 200 });
    fireEvent.pointerMove(frame, { pointerId: 1, pointerType: 'touch', clientX: 180, clientY: 205 });
    fireEvent.pointerUp(frame, { pointerId: 1, pointerType: 'touch', clientX: 180, clientY: 205 });
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();

    // Tab stays inside.
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('zooms by double tap, pinch and the buttons, moves the zoomed photo, and blocks right-click and dragging', async () => {
    const { user, dialog } = await openViewer(AFTER);
    const frame = within(dialog).getByTestId('viewer-frame');
    frame.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 600, right: 400, bottom: 600, x: 0, y: 0, toJSON() {} });
    const image = within(dialog).getByRole('img', { name: AFTER.title });
    const scale = () => Number(/scale\(([\d.]+)\)/.exec(image.style.transform)?.[1]);

    // Double tap at the centre: 2.5×; again: back to 1×.
    const tap = (at: number) => {
      fireEvent.pointerDown(frame, { pointerId: at, pointerType: 'touch', clientX: 200, clientY: 300 });
      fireEvent.pointerUp(frame, { pointerId: at, pointerType: 'touch', clientX: 200, clientY: 300 });
    };
    tap(1);
    tap(2);
    expect(scale()).toBe(2.5);
    // The double click the browser sends after a finger's two taps does not undo them; a mouse's double click zooms.
    fireEvent.doubleClick(frame, { clientX: 200, clientY: 300 });
    expect(scale()).toBe(2.5);
    fireEvent.pointerDown(frame, { pointerId: 9, pointerType: 'mouse', button: 0, clientX: 200, clientY: 300 });
    fireEvent.pointerUp(frame, { pointerId: 9, pointerType: 'mouse', button: 0, clientX: 200, clientY: 300 });
    fireEvent.doubleClick(frame, { clientX: 200, clientY: 300 });
    expect(scale()).toBe(1);
    tap(10);
    tap(11);
    expect(scale()).toBe(2.5);
    // One finger moves the zoomed photo.
    fireEvent.pointerDown(frame, { pointerId: 3, pointerType: 'touch', clientX: 200, clientY: 300 });
    fireEvent.pointerMove(frame, { pointerId: 3, pointerType: 'touch', clientX: 260, clientY: 300 });
    fireEvent.pointerUp(frame, { pointerId: 3, pointerType: 'touch', clientX: 260, clientY: 300 });
    expect(image.style.transform).toContain('translate3d(60px, 0px, 0)');
    const zoomOut = within(dialog).getByRole('button', { name: '축소' });
    for (let presses = 0; !(zoomOut as HTMLButtonElement).disabled && presses < 5; presses += 1) await user.click(zoomOut);
    expect(scale()).toBe(1);

    // Two fingers spread from 100 px to 200 px apart: 2×.
    fireEvent.pointerDown(frame, { pointerId: 4, pointerType: 'touch', clientX: 150, clientY: 300 });
    fireEvent.pointerDown(frame, { pointerId: 5, pointerType: 'touch', clientX: 250, clientY: 300 });
    fireEvent.pointerMove(frame, { pointerId: 4, pointerType: 'touch', clientX: 100, clientY: 300 });
    fireEvent.pointerMove(frame, { pointerId: 5, pointerType: 'touch', clientX: 300, clientY: 300 });
    expect(scale()).toBe(2);
    fireEvent.pointerUp(frame, { pointerId: 4, pointerType: 'touch', clientX: 100, clientY: 300 });
    fireEvent.pointerUp(frame, { pointerId: 5, pointerType: 'touch', clientX: 300, clientY: 300 });
    await user.keyboard('0');
    expect(scale()).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: '확대' }));
    expect(scale()).toBe(1.5);

    expect(fireEvent.contextMenu(image)).toBe(false);
    expect(fireEvent.dragStart(image)).toBe(false);
  });

  it('tells how to zoom and move on in the words of the device: fingers on a touch screen, wheel and keys with a mouse', async () => {
    const { dialog } = await openViewer(AFTER);
    const touch = within(dialog).getByText('두 손가락으로 벌리거나 두 번 탭해 확대하고, 옆으로 밀어 사진을 넘깁니다.');
    const keys = within(dialog).getByText('휠을 돌리거나 두 번 클릭해 확대하고, ← → 키로 사진을 넘깁니다. Esc로 닫습니다.');
    // CSS shows one: the touch words where nothing hovers, the keys where a mouse does.
    expect(touch).toHaveClass('[@media(hover:hover)]:hidden');
    expect(keys).toHaveClass('hidden', '[@media(hover:hover)]:block');
    expect(touch.textContent).not.toMatch(/키|Esc/);
  });

  it('shows a photo of no job alone, with no arrows or counter', async () => {
    const { dialog } = await openViewer(ALONE);
    expect(within(dialog).getByRole('img', { name: ALONE.title })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '다음 사진' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('1 / 1')).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
