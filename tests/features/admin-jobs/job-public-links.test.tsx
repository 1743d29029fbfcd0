import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import JobsPage from '@/features/admin-jobs/JobsPage';
import { makeJob, seedPhotos } from '../../support/factories';
import { FakeAdminBackend } from '../../support/fake-admin-backend';
import { renderPhotosPage } from '../../support/render-photos-page';

// jsdom has no canvas encoder: the browser-side resize is replaced here and tested on its own (image-processing.test.ts).
vi.mock('@/lib/images/image-processing', () => import('../../support/image-processing-stub'));

/**
 * After 현장 사진 올리기, and on the jobs page: the job's public page to look at (a new tab) and share (the clean
 * URL, copied). No VITE_SITE_URL in unit tests: the clean URL is on the address the admin is open at.
 */
const here = window.location;
const cleanUrl = (jobId: string) => `${here.origin}/projects/jobs/${jobId}`;
const viewUrl = (jobId: string) => `${here.origin}${here.pathname}#/projects/jobs/${jobId}`;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const photo = (name: string) => new File(['jpeg-bytes'], name, { type: 'image/jpeg' });

/** 현장 사진 올리기 with two photos for a new job in 춘천시, 방수 공사; `publish`: 바로 공개, with the customer's consent. */
async function uploadNewJob({ publish, backend = new FakeAdminBackend(seedPhotos(1)) }: { publish: boolean; backend?: FakeAdminBackend }) {
  const user = userEvent.setup();
  renderPhotosPage({ backend, path: '/jy-dev/images?upload=camera' });
  const dialog = await screen.findByRole('dialog', { name: '현장 사진 올리기' });
  await user.upload(within(dialog).getByLabelText('사진 선택'), [photo('a.jpg'), photo('b.jpg')]);
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^지역/ }), '춘천시');
  await user.click(within(dialog).getByRole('radio', { name: '방수 공사' }));
  const title = (within(dialog).getByRole('textbox', { name: /^현장 이름/ }) as HTMLInputElement).value;
  if (publish) {
    await user.click(within(dialog).getByRole('radio', { name: '바로 공개' }));
    // Publishing asks for the customer's consent (docs/jobs-on-the-site.md).
    await user.click(within(dialog).getByRole('checkbox', { name: /고객이 사진·지역·현장 이야기를 홈페이지에 공개하는 데 동의했습니다/ }));
  }
  await user.click(within(dialog.parentElement!).getByRole('button', { name: '사진 2장 올리기' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const panel = await screen.findByRole('region', { name: '방금 사진을 올린 현장' });
  const jobId = (await backend.createJob.mock.results[0]!.value).id as string;
  return { user, backend, panel, title, jobId };
}

describe('after 현장 사진 올리기', () => {
  it('offers the published job’s page: 공개 페이지 보기 in a new tab, 링크 복사 of its clean URL', async () => {
    const { user, panel, title, jobId } = await uploadNewJob({ publish: true });
    expect(panel).toHaveFocus();
    expect(within(panel).getByText(title)).toBeInTheDocument();
    expect(within(panel).getByText(/방문자에게 공개된 현장입니다/)).toBeInTheDocument();
    const view = within(panel).getByRole('link', { name: '공개 페이지 보기 (새 창)' });
    expect(view).toHaveAttribute('href', viewUrl(jobId));
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', expect.stringContaining('noopener'));

    await user.click(within(panel).getByRole('button', { name: '링크 복사' }));
    expect(await navigator.clipboard.readText()).toBe(cleanUrl(jobId));
    expect(within(panel).getByRole('status')).toHaveTextContent('링크를 복사했습니다. 카카오톡이나 문자에 붙여 넣어 보내 주세요.');
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('region', { name: '방금 사진을 올린 현장' })).not.toBeInTheDocument();
  });

  it('shows the link selected, to copy by hand, when the clipboard is refused', async () => {
    const { user, panel, jobId } = await uploadNewJob({ publish: true });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(within(panel).getByRole('button', { name: '링크 복사' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      '링크를 복사하지 못했습니다. 아래 주소를 길게 눌러 직접 복사해 주세요.',
    );
    const address = within(panel).getByRole('textbox', { name: '현장 공개 페이지 주소' }) as HTMLInputElement;
    expect(address).toHaveValue(cleanUrl(jobId));
    expect(address).toHaveAttribute('readonly');
    expect([address.selectionStart, address.selectionEnd]).toEqual([0, cleanUrl(jobId).length]);
  });

  it('says a draft job is not public yet and leads to where it is published, with no link that leads nowhere', async () => {
    const { panel } = await uploadNewJob({ publish: false });
    expect(within(panel).getByText(/아직 비공개 현장이라 방문자에게 보이지 않습니다/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '시공 현장에서 공개하기' })).toHaveAttribute('href', '/jy-dev/jobs');
    expect(within(panel).queryByRole('link', { name: /공개 페이지 보기/ })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: '링크 복사' })).not.toBeInTheDocument();
  });

  it('says the job is not public when publishing failed after the upload', async () => {
    const backend = new FakeAdminBackend(seedPhotos(1));
    backend.publishJob.mockRejectedValueOnce(new Error('offline'));
    const { panel } = await uploadNewJob({ publish: true, backend });
    expect(await screen.findByText('시공 현장을 공개하지 못했습니다. 다시 시도해 주세요.')).toBeInTheDocument();
    expect(within(panel).getByText(/아직 비공개 현장이라/)).toBeInTheDocument();
  });
});

describe('시공 현장: a published job’s public page', () => {
  it('offers 공개 페이지 보기 and 링크 복사 on each published job, named by the job, and nothing on a draft', async () => {
    const backend = new FakeAdminBackend();
    backend.jobs = [
      makeJob(1, { title: '원주 단독주택 지붕 교체', isPublished: false, publishedAt: null }),
      makeJob(2, { title: '속초 펜션 징크 지붕' }),
    ];
    const user = userEvent.setup();
    renderPhotosPage({ backend, page: JobsPage, path: '/jy-dev/jobs' });
    const [draft, published] = await screen.findAllByRole('article');
    expect(within(draft!).queryByRole('link', { name: /공개 페이지 보기/ })).not.toBeInTheDocument();
    expect(within(draft!).queryByRole('button', { name: /링크 복사/ })).not.toBeInTheDocument();

    const view = within(published!).getByRole('link', { name: '공개 페이지 보기 (속초 펜션 징크 지붕) (새 창)' });
    expect(view).toHaveAttribute('href', viewUrl('job-2'));
    await user.click(within(published!).getByRole('button', { name: '링크 복사 (속초 펜션 징크 지붕)' }));
    expect(await navigator.clipboard.readText()).toBe(cleanUrl('job-2'));
    expect(within(published!).getByRole('status')).toHaveTextContent(/링크를 복사했습니다/);
  });
});
