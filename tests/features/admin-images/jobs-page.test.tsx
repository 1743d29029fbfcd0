import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import JobsPage from '@/features/admin-images/JobsPage';
import { makeAdminImage, makeJob } from '../../support/factories';
import { FakeAdminBackend } from './support/fake-admin-backend';
import { renderImagesPage } from './support/render-images-page';

/** A draft job with three draft photos, a published job with one photo, and one more draft left on it. */
function backendWithJobs() {
  const backend = new FakeAdminBackend();
  backend.jobs = [
    makeJob(1, {
      title: '원주 단독주택 지붕 교체',
      region: '원주시',
      isPublished: false,
      publishedAt: null,
      periodStart: '2026-10',
      periodEnd: '2026-11',
    }),
    makeJob(2, { title: '속초 펜션 징크 지붕', region: '속초시', workType: 'metal-roofing' }),
  ];
  backend.drafts = [
    makeAdminImage(11, { title: '시공 전', jobId: 'job-1', stage: 'before' }),
    makeAdminImage(12, { title: '시공 중', jobId: 'job-1', stage: 'during' }),
    makeAdminImage(13, { title: '시공 후', jobId: 'job-1', stage: 'after' }),
    makeAdminImage(22, { title: '추가 사진', jobId: 'job-2', stage: 'after' }),
  ];
  backend.images = [makeAdminImage(21, { title: '징크 지붕 완성', jobId: 'job-2', stage: 'after' })];
  return backend;
}

const renderJobs = (backend = backendWithJobs()) => ({
  user: userEvent.setup(),
  ...renderImagesPage({ backend, page: JobsPage, path: '/jy-dev/jobs' }),
});

describe('시공 현장 (the jobs page)', () => {
  it('lists the jobs with their state, facts and photos by stage, drafts marked', async () => {
    renderJobs();
    const list = await screen.findByRole('list', { name: '시공 현장 목록' });
    const [draft, published] = within(list).getAllByRole('article');
    expect(draft).toHaveAccessibleName('원주 단독주택 지붕 교체');
    expect(within(draft!).getByText('비공개')).toBeInTheDocument();
    expect(within(draft!).getByText('원주시 · 지붕 공사 · 2026.10 ~ 2026.11')).toBeInTheDocument();
    expect(await within(draft!).findByText('사진 3장 (비공개 3장)')).toBeInTheDocument();
    expect(within(draft!).getByRole('list', { name: '시공 전' })).toBeInTheDocument();
    expect(within(draft!).getByRole('img', { name: '시공 후' })).toBeInTheDocument();
    expect(within(published!).getByText('공개')).toBeInTheDocument();
    expect(await within(published!).findByText('사진 2장 (비공개 1장)')).toBeInTheDocument();
    expect(within(published!).getByRole('link', { name: '사진 추가 (속초 펜션 징크 지붕)' })).toHaveAttribute(
      'href',
      '/jy-dev/images?upload=camera&job=job-2',
    );
  });

  it('publishes a draft job with all its photos at once, after a confirmation', async () => {
    const { user, backend } = renderJobs();
    const draft = (await screen.findAllByRole('article'))[0]!;
    await within(draft).findByText('사진 3장 (비공개 3장)');
    await user.click(within(draft).getByRole('button', { name: '공개하기 (원주 단독주택 지붕 교체)' }));
    const dialog = screen.getByRole('dialog', { name: '시공 현장 공개' });
    expect(within(dialog).getByText(/비공개 사진 3장을 지금 공개할까요/)).toBeInTheDocument();
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '공개하기' }));
    expect(await screen.findByText('“원주 단독주택 지붕 교체” 현장을 공개했습니다.')).toBeInTheDocument();
    expect(backend.publishJob).toHaveBeenCalledWith('job-1');
    await waitFor(() => expect(within(screen.getAllByRole('article')[0]!).getByText('공개')).toBeInTheDocument());
    expect(await within(screen.getAllByRole('article')[0]!).findByText('사진 3장')).toBeInTheDocument();
  });

  it("offers a published job's leftover drafts, and edits a job's fields with the same checks as on creation", async () => {
    const { user, backend } = renderJobs();
    const published = (await screen.findAllByRole('article'))[1]!;
    expect(await within(published).findByRole('button', { name: '비공개 사진 1장 공개 (속초 펜션 징크 지붕)' })).toBeInTheDocument();

    await user.click(within(published).getByRole('button', { name: '정보 수정 (속초 펜션 징크 지붕)' }));
    const dialog = screen.getByRole('dialog', { name: '시공 현장 정보 수정' });
    const name = within(dialog).getByRole('textbox', { name: /^현장 이름/ });
    expect(name).toHaveValue('속초 펜션 징크 지붕');
    await user.clear(name);
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByText('현장 이름을 입력해 주세요.')).toBeInTheDocument();
    expect(backend.updateJob).not.toHaveBeenCalled();
    await user.type(name, '속초 펜션 징크 지붕 교체');
    await user.type(within(dialog).getByRole('textbox', { name: /^시공 면적/ }), '85.5');
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('시공 현장 정보를 수정했습니다.')).toBeInTheDocument();
    expect(backend.updateJob.mock.calls[0]).toEqual([
      'job-2',
      expect.objectContaining({ title: '속초 펜션 징크 지붕 교체', region: '속초시', workType: 'metal-roofing', areaM2: 85.5 }),
    ]);
    expect(await screen.findByRole('article', { name: '속초 펜션 징크 지붕 교체' })).toBeInTheDocument();
  });

  it('says when there is no job yet, and links to 현장 사진 올리기', async () => {
    renderJobs(new FakeAdminBackend());
    expect(await screen.findByText(/아직 시공 현장이 없습니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '현장 사진 올리기' })).toHaveAttribute('href', '/jy-dev/images?upload=camera');
  });
});
