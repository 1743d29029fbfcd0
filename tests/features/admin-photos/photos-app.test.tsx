import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listDemoFiles } from '@/backend/demo/testing';
import { ADMIN_TEST_TIMEOUT_MS, SCREEN_TIMEOUT_MS } from '../../support/admin-harness';
import { openPhotosScreen, photoCards as cards } from './support/photos-screen';
import { rowMenuItem } from './support/row-menu';

/**
 * The image screen in the whole app, against a fresh seeded demo backend (21 sample photos: one hero, three
 * featured), signed in as the demo administrator. Only the browser-side resize is replaced (jsdom has no canvas).
 */
vi.mock('@/lib/images/image-processing', () => import('../../support/image-processing-stub'));

const NOW = new Date('2026-11-20T10:00:00+09:00');
const HERO = '평창 펜션 징크 스탠딩심 지붕 시공';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const showsCards = (count: number) => waitFor(() => expect(cards()).toHaveLength(count), { timeout: SCREEN_TIMEOUT_MS });
const pager = () => screen.getByRole('navigation', { name: '이미지 목록 페이지' });

async function uploadOne(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: '이미지 업로드' }));
  const dialog = screen.getByRole('dialog', { name: '이미지 업로드' });
  await user.upload(within(dialog).getByLabelText('사진 선택'), new File(['jpeg'], 'roof.jpg', { type: 'image/jpeg' }));
  await user.type(within(dialog).getByLabelText(/^제목/), title);
  await user.click(within(dialog).getByRole('button', { name: '업로드' }));
  return dialog;
}

describe('Image management in the app (demo backend)', { timeout: ADMIN_TEST_TIMEOUT_MS }, () => {
  it('lists the seeded photos 6 per page with the hero and featured cards marked', async () => {
    await openPhotosScreen({ now: () => NOW });
    await showsCards(6);
    expect(within(pager()).getByText('1 / 4')).toBeInTheDocument();
    expect(screen.getByText('전체 21장')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: HERO })).getByText('현재 배경 이미지')).toBeInTheDocument();
    expect(cards().filter((card) => within(card).queryByText('대표 프로젝트'))).toHaveLength(3);
  });

  it('uploads into the demo storage, returns to page 1 with the new count, then deletes the files again', async () => {
    const user = userEvent.setup();
    const demo = await openPhotosScreen({ now: () => NOW });
    await showsCards(6);

    await uploadOne(user, '삼척 주택 지붕 교체');
    expect(await screen.findByText('이미지를 업로드했습니다.', {}, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByText('전체 22장', {}, { timeout: SCREEN_TIMEOUT_MS });
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('삼척 주택 지붕 교체');
    const stamp = NOW.getTime();
    // roof.jpg is stored re-encoded as WebP: its name says so.
    expect(await listDemoFiles(demo.dbName)).toEqual([
      `constructionImages/${stamp}-roof.webp`,
      `constructionImages/${stamp}-thumb-roof.webp`,
    ]);

    await user.click(await rowMenuItem(user, cards()[0]!, '삭제'));
    await user.click(within(screen.getByRole('dialog', { name: '이미지 삭제' })).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('“삼척 주택 지붕 교체” 이미지를 삭제했습니다.')).toBeInTheDocument();
    await screen.findByText('전체 21장', {}, { timeout: SCREEN_TIMEOUT_MS });
    await waitFor(async () => expect(await listDemoFiles(demo.dbName)).toEqual([]));
  });

  it('says 메타데이터 저장 실패 when the record cannot be written, leaving no files', async () => {
    const user = userEvent.setup();
    const demo = await openPhotosScreen({ now: () => NOW });
    await showsCards(6);

    demo.faults.breakNext('imageWrite');
    const dialog = await uploadOne(user, '삼척 주택 지붕 교체');
    expect(await screen.findByText('메타데이터 저장 실패', {}, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^제목/)).toHaveValue('삼척 주택 지붕 교체');
    expect(await listDemoFiles(demo.dbName)).toEqual([]);
    expect(screen.getByText('전체 21장')).toBeInTheDocument();
  });

  it('moves the background to another photo in one step', async () => {
    const user = userEvent.setup();
    const demo = await openPhotosScreen({ now: () => NOW });
    await showsCards(6);

    const target = cards()[0]!;
    const title = within(target).getByRole('heading').textContent!;
    await user.click(await rowMenuItem(user, target, '배경으로 설정'));
    const dialog = screen.getByRole('dialog', { name: '배경 이미지 설정' });
    expect(dialog).toHaveTextContent(title);
    await user.click(within(dialog).getByRole('button', { name: '배경으로 설정' }));
    await waitFor(() => expect(within(target).getByText('현재 배경 이미지')).toBeInTheDocument());
    expect((await (await demo.adapter.publicBackend()).getHeroPhoto())?.title).toBe(title);
  });
});
