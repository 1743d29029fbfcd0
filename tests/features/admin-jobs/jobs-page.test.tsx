import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import JobsPage from '@/features/admin-jobs/JobsPage';
import { makeAdminPhoto, makeJob } from '../../support/factories';
import { FakeAdminBackend } from '../../support/fake-admin-backend';
import { renderPhotosPage } from '../../support/render-photos-page';

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
    makeAdminPhoto(11, { title: '시공 전', jobId: 'job-1', stage: 'before' }),
    makeAdminPhoto(12, { title: '시공 중', jobId: 'job-1', stage: 'during' }),
    makeAdminPhoto(13, { title: '시공 후', jobId: 'job-1', stage: 'after' }),
    makeAdminPhoto(22, { title: '추가 사진', jobId: 'job-2', stage: 'after' }),
  ];
  backend.photos = [makeAdminPhoto(21, { title: '징크 지붕 완성', jobId: 'job-2', stage: 'after' })];
  return backend;
}

const renderJobs = (backend = backendWithJobs()) => ({
  user: userEvent.setup(),
  ...renderPhotosPage({ backend, page: JobsPage, path: '/jy-dev/jobs' }),
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
    expect(within(dialog).getByText('고객 공개 동의: 2026-11-02')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '공개하기' }));
    expect(await screen.findByText('“원주 단독주택 지붕 교체” 현장을 공개했습니다.')).toBeInTheDocument();
    // Its customer's consent is on record (the dialog says when): nothing more to tick.
    expect(backend.publishJob).toHaveBeenCalledWith('job-1', undefined);
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

  it("asks for the customer's consent right in the publish dialog when none is recorded: one more tap", async () => {
    const backend = backendWithJobs();
    backend.jobs[0]!.consentDate = null;
    const { user } = renderJobs(backend);
    const draft = (await screen.findAllByRole('article'))[0]!;
    await within(draft).findByText('사진 3장 (비공개 3장)');
    await user.click(within(draft).getByRole('button', { name: '공개하기 (원주 단독주택 지붕 교체)' }));
    const dialog = screen.getByRole('dialog', { name: '시공 현장 공개' });
    expect(within(dialog).getByText(/고객의 공개 동의가 기록되어 있지 않습니다/)).toBeInTheDocument();
    const tick = within(dialog).getByRole('checkbox', { name: /고객이 사진·지역·현장 이야기를 홈페이지에 공개하는 데 동의했습니다/ });
    expect(tick).not.toBeChecked();
    // 공개하기 without the tick: a clear message on the tick, which takes the focus; nothing is published.
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '공개하기' }));
    expect(within(dialog).getByText('고객의 공개 동의가 없으면 공개할 수 없습니다. 동의를 받았다면 체크해 주세요.')).toBeInTheDocument();
    expect(tick).toHaveFocus();
    expect(tick).toHaveAccessibleDescription(/고객의 공개 동의가 없으면 공개할 수 없습니다/);
    expect(backend.publishJob).not.toHaveBeenCalled();
    // The tick, dated today unless changed; the day may be an earlier one.
    await user.click(tick);
    const day = within(dialog).getByLabelText('동의 받은 날');
    expect(day).toHaveValue(new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10));
    await user.clear(day);
    await user.type(day, '2026-11-02');
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '공개하기' }));
    expect(await screen.findByText('“원주 단독주택 지붕 교체” 현장을 공개했습니다.')).toBeInTheDocument();
    expect(backend.publishJob).toHaveBeenCalledWith('job-1', '2026-11-02');
  });

  it('정보 수정 records the price (shown as visitors will read it) and the consent, with clear messages', async () => {
    const backend = backendWithJobs();
    backend.jobs[0]!.consentDate = null;
    const { user } = renderJobs(backend);
    const draft = (await screen.findAllByRole('article'))[0]!;
    await user.click(within(draft).getByRole('button', { name: '정보 수정 (원주 단독주택 지붕 교체)' }));
    const dialog = screen.getByRole('dialog', { name: '시공 현장 정보 수정' });
    const price = within(dialog).getByRole('textbox', { name: /^공사비 \(만원\)/ });
    expect(price).toHaveAccessibleDescription('만원 단위로 적어 주세요. 적으면 현장 페이지와 현장 카드에 보입니다.');
    await user.type(price, '12.5');
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByText(/공사비는 만원 단위의 정수로 1에서 1,000,000 사이로 적어 주세요/)).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(backend.updateJob).not.toHaveBeenCalled();
    await user.clear(price);
    await user.type(price, '12,000');
    expect(price).toHaveAccessibleDescription('방문자에게 “공사비 약 1억 2,000만 원”으로 보입니다.');
    // A consent day in the future is refused.
    await user.click(within(dialog).getByRole('checkbox', { name: /공개하는 데 동의했습니다/ }));
    const day = within(dialog).getByLabelText('동의 받은 날');
    await user.clear(day);
    await user.type(day, '2999-01-01');
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByText('동의 받은 날을 오늘이나 그 이전 날짜로 골라 주세요.')).toBeInTheDocument();
    await user.clear(day);
    await user.type(day, '2026-11-01');
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('시공 현장 정보를 수정했습니다.')).toBeInTheDocument();
    expect(backend.updateJob.mock.calls[0]).toEqual(['job-1', expect.objectContaining({ priceManwon: 12000, consentDate: '2026-11-01' })]);
  });

  it("a published job's recorded consent stays: its tick cannot be taken away, only its day changed", async () => {
    const { user } = renderJobs();
    const published = (await screen.findAllByRole('article'))[1]!;
    await user.click(within(published).getByRole('button', { name: '정보 수정 (속초 펜션 징크 지붕)' }));
    const dialog = screen.getByRole('dialog', { name: '시공 현장 정보 수정' });
    const tick = within(dialog).getByRole('checkbox', { name: /공개하는 데 동의했습니다/ });
    expect(tick).toBeChecked();
    expect(tick).toBeDisabled();
    expect(within(dialog).getByText('공개된 현장의 동의 기록은 지울 수 없습니다. 날짜만 고칠 수 있습니다.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('동의 받은 날')).toHaveValue('2026-11-02');
  });

  it('says when there is no job yet, and links to 현장 사진 올리기', async () => {
    renderJobs(new FakeAdminBackend());
    expect(await screen.findByText(/아직 시공 현장이 없습니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '현장 사진 올리기' })).toHaveAttribute('href', '/jy-dev/images?upload=camera');
  });
});
