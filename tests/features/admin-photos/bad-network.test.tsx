import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listDemoFiles, listDemoOrphanFiles } from '@/backend/demo/testing';
import { backendMessages } from '@/backend/shared/messages';
import { ADMIN_TEST_TIMEOUT_MS, type AdminSetup, SCREEN_TIMEOUT_MS } from '../../support/admin-harness';
import { openPhotosScreen, photoCards as cards } from './support/photos-screen';
import { rowMenuItem } from './support/row-menu';

/**
 * Staff on a building site's connection, in the whole app against the demo backend with its "storage" stalled
 * (faults.stallFiles: no upload progress, no file removal), as Firebase Storage behaves when it cannot be reached.
 * The time limits are shortened (the app's are UPLOAD_STALL_TIMEOUT_MS 45 s and FILE_REMOVAL_WAIT_MS 1 s).
 */
vi.mock('@/lib/images/image-processing', () => import('../../support/image-processing-stub'));

const NOW = new Date('2026-11-20T10:00:00+09:00');
const STALL_MS = 400;
const REMOVAL_WAIT_MS = 1000;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const footerOf = (dialog: HTMLElement) => within(dialog.parentElement!);

async function openFilledUpload(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '이미지 업로드' }));
  const dialog = screen.getByRole('dialog', { name: '이미지 업로드' });
  await user.upload(within(dialog).getByLabelText('사진 선택'), new File(['jpeg'], 'roof.jpg', { type: 'image/jpeg' }));
  await user.type(within(dialog).getByLabelText(/^제목/), '삼척 현장 지붕');
  await user.selectOptions(within(dialog).getByLabelText('분류'), 'AS');
  await user.type(within(dialog).getByLabelText(/^설명/), '징크 마감');
  return dialog;
}

/** The photo screen with its 21 sample photos counted, on a demo backend with these timings. */
async function openCountedScreen(timing: AdminSetup['timing']) {
  const demo = await openPhotosScreen({ now: () => NOW, timing });
  await screen.findByText('전체 21장', {}, { timeout: SCREEN_TIMEOUT_MS });
  return demo;
}

/** Fills the upload form, stalls the demo's storage and presses 업로드: the upload hangs until `release`. */
async function startStalledUpload(user: ReturnType<typeof userEvent.setup>, demo: Awaited<ReturnType<typeof openPhotosScreen>>) {
  const dialog = await openFilledUpload(user);
  const release = demo.faults.stallFiles();
  await user.click(footerOf(dialog).getByRole('button', { name: '업로드' }));
  return { dialog, release };
}

function expectFormKept(dialog: HTMLElement) {
  expect(within(dialog).getByText('roof.jpg')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/^제목/)).toHaveValue('삼척 현장 지붕');
  expect(within(dialog).getByLabelText('분류')).toHaveValue('AS');
  expect(within(dialog).getByLabelText(/^설명/)).toHaveValue('징크 마감');
  expect(footerOf(dialog).getByRole('button', { name: '업로드' })).toBeEnabled();
  expect(footerOf(dialog).getByRole('button', { name: '취소' })).toBeEnabled();
}

describe('Image management on a bad connection (demo backend)', { timeout: ADMIN_TEST_TIMEOUT_MS }, () => {
  it('an upload with no progress gives up with 업로드 실패 and the reason, keeps the form, and one tap retries it', async () => {
    const user = userEvent.setup();
    const demo = await openCountedScreen({ uploadStallMs: STALL_MS });

    const { dialog, release } = await startStalledUpload(user, demo);
    // Stuck at 0%, and the spec blocks cancel while uploading.
    expect(await within(dialog).findByText('0%')).toBeInTheDocument();
    expect(footerOf(dialog).getByRole('button', { name: '취소' })).toBeDisabled();

    const alert = await screen.findByText(`업로드 실패: ${backendMessages.uploadStalled(1)}`, {}, { timeout: SCREEN_TIMEOUT_MS });
    expect(alert).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '이미지 업로드' })).toBe(dialog);
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expectFormKept(dialog);
    expect(await listDemoFiles(demo.dbName)).toEqual([]);
    expect(screen.getByText('전체 21장')).toBeInTheDocument();

    // The connection comes back: the same form goes up with one tap.
    release();
    await user.click(footerOf(dialog).getByRole('button', { name: '업로드' }));
    expect(await screen.findByText('이미지를 업로드했습니다.', {}, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByText('전체 22장', {}, { timeout: SCREEN_TIMEOUT_MS });
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('삼척 현장 지붕');
    expect(await listDemoFiles(demo.dbName)).toHaveLength(2);
  });

  it('going offline during an upload ends it at once with the offline reason, keeping the form', async () => {
    const user = userEvent.setup();
    // A stall time the test never reaches: only the offline event can end this upload.
    const demo = await openCountedScreen({ uploadStallMs: 60_000 });

    const { dialog, release } = await startStalledUpload(user, demo);
    await within(dialog).findByText('0%');
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(`업로드 실패: ${backendMessages.uploadOffline}`)).toBeInTheDocument();
    expectFormKept(dialog);
    release();
    expect(await listDemoFiles(demo.dbName)).toEqual([]);
  });

  it('a delete with storage unreachable is done for the staff at once; the files go when storage answers', async () => {
    const user = userEvent.setup();
    const demo = await openCountedScreen({ fileRemovalWaitMs: REMOVAL_WAIT_MS });
    const dialog = await openFilledUpload(user);
    await user.click(footerOf(dialog).getByRole('button', { name: '업로드' }));
    await screen.findByText('전체 22장', {}, { timeout: SCREEN_TIMEOUT_MS });
    const files = await listDemoFiles(demo.dbName);
    expect(files).toHaveLength(2);

    const release = demo.faults.stallFiles();
    await user.click(await rowMenuItem(user, cards()[0]!, '삭제'));
    const confirm = screen.getByRole('dialog', { name: '이미지 삭제' });
    const started = performance.now();
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('“삼척 현장 지붕” 이미지를 삭제했습니다.', {}, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    const elapsed = performance.now() - started;
    expect(screen.queryByRole('dialog', { name: '이미지 삭제' })).not.toBeInTheDocument();
    await screen.findByText('전체 21장', {}, { timeout: SCREEN_TIMEOUT_MS });
    expect(screen.queryByRole('article', { name: '삼척 현장 지붕' })).not.toBeInTheDocument();
    expect(elapsed).toBeLessThan(REMOVAL_WAIT_MS + 1500);
    // The files are still there, recorded for removal...
    expect(await listDemoFiles(demo.dbName)).toEqual(files);
    expect(await listDemoOrphanFiles(demo.dbName)).toEqual(files);

    // ...and go, with their records, once storage answers.
    release();
    await waitFor(async () => {
      expect(await listDemoFiles(demo.dbName)).toEqual([]);
      expect(await listDemoOrphanFiles(demo.dbName)).toEqual([]);
    });
  });
});
