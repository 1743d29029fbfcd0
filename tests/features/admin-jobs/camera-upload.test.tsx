import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/domain/errors';
import { offeredTitle } from '@/features/admin-jobs/use-job-upload-form';
import { followSuggestion, suggestedTitle } from '@/features/photo-upload/suggested-title';
import { jpegWithExifDate } from '../../support/exif-jpeg';
import { makeJob, seedPhotos } from '../../support/factories';
import { FakeAdminBackend } from '../../support/fake-admin-backend';
import { renderPhotosPage } from '../../support/render-photos-page';

// jsdom has no canvas encoder: the browser-side resize is replaced here and tested on its own (image-processing.test.ts).
vi.mock('@/lib/images/image-processing', () => import('../../support/image-processing-stub'));

/** Noon in Korea on 23 November: the same day in any time zone the tests may run in. */
const ON_SITE = new Date('2026-11-23T03:00:00Z');
const CAMERA_PATH = '/jy-dev/images?upload=camera';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ON_SITE);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

const photo = (name = 'site.jpg') => new File(['jpeg-bytes'], name, { type: 'image/jpeg' });

describe('the suggested name of a new site', () => {
  it('is the day and 현장 사진, or the day and the work type once one is chosen', () => {
    expect(suggestedTitle(ON_SITE, null)).toBe('11월 23일 현장 사진');
    expect(suggestedTitle(ON_SITE, 'roofing')).toBe('11월 23일 지붕 공사 현장');
    expect(suggestedTitle(ON_SITE, 'waterproofing')).toBe('11월 23일 방수 공사 현장');
    expect(suggestedTitle(new Date('2026-03-05T03:00:00Z'), 'ground')).toBe('3월 5일 지반 보강 현장');
  });

  it('follows the work type until the staff types in the name, then stays theirs', () => {
    const suggest = (workType: Parameters<typeof suggestedTitle>[1]) => suggestedTitle(ON_SITE, workType);
    const start = { suggest, edited: false };
    const roofing = followSuggestion(start, '11월 23일 현장 사진', { title: '11월 23일 현장 사진' }, 'roofing');
    expect(roofing).toEqual({ title: '11월 23일 지붕 공사 현장', edited: false });
    const typed = followSuggestion({ suggest, edited: roofing.edited }, roofing.title, { title: '창고 지붕 교체' }, 'roofing');
    expect(typed).toEqual({ title: '창고 지붕 교체', edited: true });
    expect(followSuggestion({ suggest, edited: true }, typed.title, { title: '창고 지붕 교체' }, 'ground').title).toBe('창고 지붕 교체');
  });

  it("offers each photo the job's title and its stage, numbered when a stage has several", () => {
    expect(offeredTitle('원주 단독주택 지붕 교체', 'before', 1, 1)).toBe('원주 단독주택 지붕 교체 · 시공 전');
    expect(offeredTitle(' 원주 창고 ', 'after', 2, 3)).toBe('원주 창고 · 시공 후 (2)');
  });
});

async function openSitePhotos(backend = new FakeAdminBackend(seedPhotos(3)), path = CAMERA_PATH) {
  const user = userEvent.setup();
  const result = renderPhotosPage({ backend, path });
  const dialog = await screen.findByRole('dialog', { name: '현장 사진 올리기' });
  return { ...result, user, dialog };
}

/** The photo rows, each with its stage (the checked chip) and title. */
function rows(dialog: HTMLElement) {
  return within(dialog)
    .getAllByRole('listitem', { name: /번째 사진$/ })
    .map((row) => ({
      row,
      stage: (within(row).getByRole('radio', { checked: true }) as HTMLInputElement).value,
      stageChip: (label: string) => within(row).getByRole('radio', { name: label }),
      title: within(row).getByRole('textbox') as HTMLInputElement,
    }));
}

describe('?upload=camera (현장 사진 올리기): a job from the phone', () => {
  it('opens with the camera first and focused, for a new job with a suggested name', async () => {
    const { dialog, user } = await openSitePhotos();
    const camera = within(dialog).getByLabelText('카메라로 촬영');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(dialog.querySelectorAll('input[type="file"]')[0]).toBe(camera);
    expect(camera).toHaveFocus();
    expect(within(dialog).getByRole('combobox', { name: '현장 선택' })).toHaveDisplayValue('새 현장');
    const name = within(dialog).getByRole('textbox', { name: /^현장 이름/ });
    expect(name).toHaveValue('11월 23일 현장 사진');
    await user.click(within(dialog).getByRole('radio', { name: '지붕 공사' }));
    expect(name).toHaveValue('11월 23일 지붕 공사 현장');
    expect(within(dialog).getByRole('radio', { name: '비공개로 저장' })).toBeChecked();
  });

  it('files three photos, each with its stage and title, under a new draft job; nothing is published', async () => {
    const { dialog, user, backend } = await openSitePhotos();
    await user.upload(within(dialog).getByLabelText('사진 선택'), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    const name = within(dialog).getByRole('textbox', { name: /^현장 이름/ });
    await user.clear(name);
    await user.type(name, '원주 단독주택 지붕 교체');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^지역/ }), '원주시');
    await user.click(within(dialog).getByRole('radio', { name: '지붕 공사' }));

    // Three photos without shooting times: spread over 시공 전·중·후 in the order they were picked, each title
    // following the job and the stage; no stage needs a tap.
    let list = rows(dialog);
    expect(list.map(({ stage }) => stage)).toEqual(['before', 'during', 'after']);
    expect(list.map(({ title }) => title.value)).toEqual([
      '원주 단독주택 지붕 교체 · 시공 전',
      '원주 단독주택 지붕 교체 · 시공 중',
      '원주 단독주택 지붕 교체 · 시공 후',
    ]);
    // One tap on a chip changes a stage (and the offered title with it); a second tap puts it back.
    await user.click(list[1]!.stageChip('시공 후'));
    list = rows(dialog);
    expect(list.map(({ stage }) => stage)).toEqual(['before', 'after', 'after']);
    expect(list[1]!.title).toHaveValue('원주 단독주택 지붕 교체 · 시공 후 (1)');
    await user.click(list[1]!.stageChip('시공 중'));
    list = rows(dialog);
    await user.clear(list[2]!.title);
    await user.type(list[2]!.title, '새 슁글 지붕 완성');

    await user.click(within(dialog.parentElement!).getByRole('button', { name: '사진 3장 올리기' }));
    expect(await screen.findByText(/사진 3장을 비공개로 저장했습니다/)).toBeInTheDocument();
    expect(backend.createJob).toHaveBeenCalledTimes(1);
    expect(backend.createJob.mock.calls[0]![0]).toEqual({
      title: '원주 단독주택 지붕 교체',
      region: '원주시',
      workType: 'roofing',
      periodStart: '2026-11',
      periodEnd: '2026-11',
      areaM2: null,
      story: '',
      priceManwon: null,
      consentDate: null,
    });
    const jobId = (await backend.createJob.mock.results[0]!.value).id;
    expect(backend.uploadPhoto.mock.calls.map(([input]) => [input.title, input.job, input.workType])).toEqual([
      ['원주 단독주택 지붕 교체 · 시공 전', { jobId, stage: 'before' }, 'roofing'],
      ['원주 단독주택 지붕 교체 · 시공 중', { jobId, stage: 'during' }, 'roofing'],
      ['새 슁글 지붕 완성', { jobId, stage: 'after' }, 'roofing'],
    ]);
    expect(backend.publishJob).not.toHaveBeenCalled();
    expect(backend.drafts).toHaveLength(3);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/jy-dev\/images$/);
  });

  it('바로 공개 publishes the new job, all its photos at once, after they are uploaded', async () => {
    const { dialog, user, backend } = await openSitePhotos();
    await user.upload(within(dialog).getByLabelText('사진 선택'), [photo('a.jpg'), photo('b.jpg')]);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^지역/ }), '춘천시');
    await user.click(within(dialog).getByRole('radio', { name: '방수 공사' }));
    await user.click(within(dialog).getByRole('radio', { name: '바로 공개' }));
    // Publishing asks for the customer's consent: without the tick nothing is sent, the tick has the focus.
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '사진 2장 올리기' }));
    const consent = within(dialog).getByRole('checkbox', { name: /고객이 사진·지역·현장 이야기를 홈페이지에 공개하는 데 동의했습니다/ });
    expect(within(dialog).getByText('고객의 공개 동의가 없으면 공개할 수 없습니다. 동의를 받았다면 체크해 주세요.')).toBeInTheDocument();
    await waitFor(() => expect(consent).toHaveFocus());
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(backend.createJob).not.toHaveBeenCalled();
    expect(backend.uploadPhoto).not.toHaveBeenCalled();
    // One tap: ticked, dated today (changeable), and the problem is gone.
    await user.click(consent);
    expect(within(dialog).getByLabelText('동의 받은 날')).toHaveValue('2026-11-23');
    expect(within(dialog).queryByText(/고객의 공개 동의가 없으면/)).not.toBeInTheDocument();
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '사진 2장 올리기' }));
    expect(await screen.findByText('“11월 23일 방수 공사 현장” 현장을 공개했습니다.')).toBeInTheDocument();
    expect(backend.createJob.mock.calls[0]![0]).toMatchObject({ consentDate: '2026-11-23' });
    expect(backend.publishJob).toHaveBeenCalledTimes(1);
    expect(backend.drafts).toEqual([]);
    expect(backend.photos.filter((photo) => photo.jobId !== null)).toHaveLength(2);
  });

  it('orders photos picked together by shooting time and splits the stages where the shooting paused; sends the times read', async () => {
    const { dialog, user, backend } = await openSitePhotos();
    const shot = (name: string, exifDate: string) => new File([jpegWithExifDate(exifDate)], name, { type: 'image/jpeg' });
    // Picked in no particular order: the finished roof, three of the old roof a minute apart, the new deck.
    await user.upload(within(dialog).getByLabelText('사진 선택'), [
      shot('finished.jpg', '2026:11:20 16:00:00'),
      shot('old-roof.jpg', '2026:11:16 09:00:00'),
      shot('old-roof-2.jpg', '2026:11:16 09:01:30'),
      shot('new-deck.jpg', '2026:11:18 11:00:00'),
      shot('old-roof-3.jpg', '2026:11:16 09:03:00'),
    ]);
    // While the times are read the list says it is busy (it may still move); then it is in time order.
    await waitFor(() => expect(within(dialog).getByRole('list', { busy: false })).toBeInTheDocument());
    // Split at the two long pauses (not by rank, which would make the third 시공 중).
    expect(rows(dialog).map(({ stage }) => stage)).toEqual(['before', 'before', 'before', 'during', 'after']);
    expect(rows(dialog).map(({ row }) => within(row).getByText(/^촬영/).textContent)).toEqual([
      '촬영 2026.11.16 (월) 09:00',
      '촬영 2026.11.16 (월) 09:01',
      '촬영 2026.11.16 (월) 09:03',
      '촬영 2026.11.18 (수) 11:00',
      '촬영 2026.11.20 (금) 16:00',
    ]);
    expect(within(dialog).getByText(/찍은 시각\(없으면 고른 순서\)에 따라 시공 전·중·후를 나눴습니다/)).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^지역/ }), '홍천군');
    await user.click(within(dialog).getByRole('radio', { name: '지붕 공사' }));
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '사진 5장 올리기' }));
    await screen.findByText(/사진 5장을 비공개로 저장했습니다/);
    expect(backend.uploadPhoto.mock.calls.map(([input]) => [input.originalName, input.job?.stage, input.takenAt])).toEqual([
      ['old-roof.jpg', 'before', new Date(2026, 10, 16, 9, 0, 0)],
      ['old-roof-2.jpg', 'before', new Date(2026, 10, 16, 9, 1, 30)],
      ['old-roof-3.jpg', 'before', new Date(2026, 10, 16, 9, 3, 0)],
      ['new-deck.jpg', 'during', new Date(2026, 10, 18, 11, 0, 0)],
      ['finished.jpg', 'after', new Date(2026, 10, 20, 16, 0, 0)],
    ]);
  });

  it('spreads photos without times in the order picked, a later one joining in; a stage tapped stays', async () => {
    const { dialog, user } = await openSitePhotos();
    await user.upload(within(dialog).getByLabelText('사진 선택'), [photo('a.jpg'), photo('b.jpg')]);
    await waitFor(() => expect(within(dialog).getByRole('list', { busy: false })).toBeInTheDocument());
    expect(rows(dialog).map(({ stage }) => stage)).toEqual(['before', 'after']);
    expect(within(rows(dialog)[0]!.row).getByText('촬영 시각 정보 없음')).toBeInTheDocument();
    await user.click(rows(dialog)[0]!.stageChip('시공 중'));
    await user.upload(within(dialog).getByLabelText('카메라로 촬영'), photo('c.jpg'));
    await waitFor(() => expect(rows(dialog).map(({ stage }) => stage)).toEqual(['during', 'during', 'after']));
    // A chip is a radio button of its row's group, named for the row.
    expect(within(rows(dialog)[2]!.row).getByRole('group', { name: '3번째 사진 단계' })).toBeInTheDocument();
  });

  it('says what is missing beside each field, moves focus there, and sends nothing', async () => {
    const { dialog, user, backend } = await openSitePhotos();
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '사진 올리기' }));
    const picker = within(dialog).getByLabelText('사진 선택');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveFocus();
    expect(within(dialog).getByText('이미지를 선택해주세요')).toBeInTheDocument();
    expect(within(dialog).getByText('지역을 선택해 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('공사 종류를 선택해 주세요.')).toBeInTheDocument();

    await user.upload(picker, photo());
    const name = within(dialog).getByRole('textbox', { name: /^현장 이름/ });
    await user.clear(name);
    await user.clear(rows(dialog)[0]!.title);
    await user.type(within(dialog).getByRole('textbox', { name: /^시공 면적/ }), '-5');
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '사진 1장 올리기' }));
    expect(within(dialog).getByText('현장 이름을 입력해 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('사진 제목을 입력해 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText(/면적은 0보다 크고/)).toBeInTheDocument();
    expect(rows(dialog)[0]!.title).toHaveAttribute('aria-invalid', 'true');
    expect(backend.createJob).not.toHaveBeenCalled();
    expect(backend.uploadPhoto).not.toHaveBeenCalled();
  });

  it('after a failed photo, keeps the rest and sends them to the same job: the job is made once', async () => {
    const backend = new FakeAdminBackend(seedPhotos(1));
    const { dialog, user } = await openSitePhotos(backend);
    await user.upload(within(dialog).getByLabelText('사진 선택'), [photo('a.jpg'), photo('b.jpg')]);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^지역/ }), '강릉시');
    await user.click(within(dialog).getByRole('radio', { name: '외벽 리모델링' }));
    // Two photos are 시공 전 and 후; the second is made 시공 중.
    expect(rows(dialog).map(({ stage }) => stage)).toEqual(['before', 'after']);
    await user.click(rows(dialog)[1]!.stageChip('시공 중'));
    const upload = backend.uploadPhoto.getMockImplementation()!;
    backend.uploadPhoto.mockImplementationOnce(upload).mockImplementationOnce(async () => {
      throw new BackendError('upload/offline', '인터넷 연결이 끊겨 업로드를 중단했습니다.');
    });
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '사진 2장 올리기' }));
    expect(await screen.findByText('1장은 업로드되었습니다. 남은 사진을 확인한 뒤 다시 시도해 주세요.')).toBeInTheDocument();

    // The first photo went; the second stays with its stage (not spread again as the only one); the job is now the one made.
    const left = rows(dialog);
    expect(left).toHaveLength(1);
    expect(left[0]!.stage).toBe('during');
    expect(within(dialog).getByRole('combobox', { name: '현장 선택' })).toHaveDisplayValue('11월 23일 외벽 리모델링 현장 (비공개)');
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '사진 1장 올리기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.createJob).toHaveBeenCalledTimes(1);
    expect(backend.drafts.map((image) => image.stage)).toEqual(['before', 'during']);
  });

  it("adds photos to an existing published job (the jobs page's link): they show at once", async () => {
    const backend = new FakeAdminBackend(seedPhotos(1));
    backend.jobs = [makeJob(1, { title: '속초 펜션 징크 지붕' }), makeJob(2, { isPublished: false })];
    const { dialog, user } = await openSitePhotos(backend, `${CAMERA_PATH}&job=job-1`);
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: '현장 선택' })).toHaveDisplayValue('속초 펜션 징크 지붕 (공개)'),
    );
    expect(within(dialog).queryByRole('textbox', { name: /^현장 이름/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/공개된 현장입니다/)).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('카메라로 촬영'), photo());
    expect(rows(dialog)[0]!.title).toHaveValue('속초 펜션 징크 지붕 · 시공 전');
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '사진 1장 올리기' }));
    expect(await screen.findByText('사진 1장을 현장에 올렸습니다.')).toBeInTheDocument();
    expect(backend.createJob).not.toHaveBeenCalled();
    expect(backend.photos.find((photo) => photo.jobId === 'job-1')).toMatchObject({ stage: 'before' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/jy-dev\/images$/));
  });

  it('adds photos to an existing draft with 바로 공개: asks for the consent once, then publishes that job with it', async () => {
    const backend = new FakeAdminBackend(seedPhotos(1));
    backend.jobs = [makeJob(2, { title: '양양 창고 지붕', isPublished: false, publishedAt: null, consentDate: null })];
    const { dialog, user } = await openSitePhotos(backend, `${CAMERA_PATH}&job=job-2`);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: '현장 선택' })).toHaveDisplayValue('양양 창고 지붕 (비공개)'));
    await user.upload(within(dialog).getByLabelText('카메라로 촬영'), photo());
    await user.click(within(dialog).getByRole('radio', { name: '바로 공개' }));
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '사진 1장 올리기' }));
    const consent = within(dialog).getByRole('checkbox', { name: /고객이 사진·지역·현장 이야기를 홈페이지에 공개하는 데 동의했습니다/ });
    await waitFor(() => expect(consent).toHaveFocus());
    expect(backend.uploadPhoto).not.toHaveBeenCalled();
    await user.click(consent);
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '사진 1장 올리기' }));
    expect(await screen.findByText('“양양 창고 지붕” 현장을 공개했습니다.')).toBeInTheDocument();
    expect(backend.createJob).not.toHaveBeenCalled();
    expect(backend.publishJob).toHaveBeenCalledWith('job-2', '2026-11-23');
    expect(backend.jobs[0]).toMatchObject({ isPublished: true, consentDate: '2026-11-23' });
    expect(backend.photos.filter((photo) => photo.jobId === 'job-2')).toHaveLength(1);
  });

  it('drops ?upload=camera when cancelled; the plain upload is the single-image one', async () => {
    const { dialog, user } = await openSitePhotos(new FakeAdminBackend(seedPhotos(2)));
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/jy-dev\/images$/);
    await user.click(screen.getByRole('button', { name: '이미지 업로드' }));
    const plain = screen.getByRole('dialog', { name: '이미지 업로드' });
    expect(within(plain).getByLabelText(/^제목/)).toHaveValue('');
    expect(plain.querySelectorAll('input[type="file"]')[0]).toBe(within(plain).getByLabelText('사진 선택'));
  });

  it('opens the camera at once while the tap that led here still counts, and not otherwise', async () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    Object.defineProperty(navigator, 'userActivation', { configurable: true, value: { isActive: true, hasBeenActive: true } });
    try {
      const first = renderPhotosPage({ backend: new FakeAdminBackend(seedPhotos(1)), path: CAMERA_PATH });
      await screen.findByRole('dialog', { name: '현장 사진 올리기' });
      expect(click).toHaveBeenCalledTimes(1);
      expect(click.mock.contexts[0]).toBe(screen.getByLabelText('카메라로 촬영'));
      first.unmount();

      click.mockClear();
      Object.defineProperty(navigator, 'userActivation', { configurable: true, value: { isActive: false, hasBeenActive: true } });
      renderPhotosPage({ backend: new FakeAdminBackend(seedPhotos(1)), path: CAMERA_PATH });
      await screen.findByRole('dialog', { name: '현장 사진 올리기' });
      expect(click).not.toHaveBeenCalled();
      expect(screen.getByLabelText('카메라로 촬영')).toHaveFocus();
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('opens nothing for someone who is not a signed-in administrator', async () => {
    renderPhotosPage({ backend: new FakeAdminBackend(seedPhotos(2)), path: CAMERA_PATH, user: null });
    await screen.findByText('전체 2장');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
