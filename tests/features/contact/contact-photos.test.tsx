import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoAdapter } from '@/backend/demo/adapter';
import type { BackendAdapter, PublicBackend } from '@/backend/port';
import { renderApp } from '../../support/render-app';
import { confirmation, fields, fillForm, preloadContactPage, SAMPLE } from './contact-helpers';

/**
 * The photo picker of the contact form. The resizing itself (canvas work jsdom cannot do) is the lazily
 * loaded components/photo-picker/prepare-photos.ts: replaced here by a double that "resizes" each image file to a small WebP
 * and refuses other files, recording when it is loaded. Its real work is tested in tests/lib/images.
 */
const lazy = vi.hoisted(() => ({ loaded: false }));
vi.mock('@/components/photo-picker/prepare-photos', () => {
  lazy.loaded = true;
  return {
    preparePhotos: async (files: File[]) => ({
      prepared: files
        .filter((file) => file.type.startsWith('image/'))
        .map((file) => ({
          name: file.name,
          blob: new Blob([`resized ${file.name}`], { type: 'image/webp' }),
          previewUrl: `blob:preview-${file.name}`,
        })),
      refused: files.filter((file) => !file.type.startsWith('image/')).map((file) => `사진 파일만 첨부할 수 있습니다: ${file.name}`),
    }),
  };
});

beforeAll(preloadContactPage, 30_000);

type Upload = PublicBackend['uploadInquiryPhotos'];

/**
 * A fresh empty demo backend; submitInquiry and uploadInquiryPhotos are spied on and still go to the demo unless the
 * test gives its own (pending, failing...).
 */
function photoAdapter(options: { submit?: PublicBackend['submitInquiry']; upload?: (real: Upload) => Upload } = {}) {
  const base = createDemoAdapter({ dbName: `contact-photos-${crypto.randomUUID()}`, seed: 'empty', uploadStepMs: 0 });
  const submitInquiry = vi.fn<PublicBackend['submitInquiry']>();
  const uploadInquiryPhotos = vi.fn<Upload>();
  const adapter: BackendAdapter = {
    ...base,
    kind: base.kind,
    publicBackend: async () => {
      const real = await base.publicBackend();
      submitInquiry.mockImplementation(options.submit ?? ((input) => real.submitInquiry(input)));
      const realUpload: Upload = (...args) => real.uploadInquiryPhotos(...args);
      uploadInquiryPhotos.mockImplementation(options.upload ? options.upload(realUpload) : realUpload);
      return { ...real, submitInquiry, uploadInquiryPhotos };
    },
  };
  return { adapter, base, submitInquiry, uploadInquiryPhotos };
}

const image = (name: string, type = 'image/jpeg') => new File([`photo ${name}`], name, { type });
const previews = () => screen.queryAllByRole('img', { name: /^첨부 사진/ }).map((img) => img.getAttribute('alt'));

async function openContact(adapter: BackendAdapter) {
  renderApp('/contact', { adapter });
  await screen.findByRole('heading', { level: 1, name: '견적 문의' });
}

async function attach(user: ReturnType<typeof userEvent.setup>, ...files: File[]) {
  await user.upload(fields.photos(), files);
  await waitFor(() => expect(screen.queryByText('사진을 준비하는 중입니다...')).not.toBeInTheDocument());
}

describe('Contact form: photos', () => {
  // First in this file: the module double records its first import.
  it('loads the photo resizing code only when a visitor picks a photo', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await openContact(photoAdapter().adapter);
    expect(lazy.loaded).toBe(false);
    await attach(user, image('roof.jpg'));
    expect(lazy.loaded).toBe(true);
  });

  it('takes photos from the camera or the library, up to 5, with previews and remove buttons', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await openContact(photoAdapter().adapter);
    const input = fields.photos();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    expect(input).not.toHaveAttribute('capture'); // a phone then offers the camera AND the library
    expect(screen.getByText('0 / 5장')).toBeInTheDocument();

    await attach(user, image('roof.jpg'), image('leak.png', 'image/png'));
    expect(previews()).toEqual(['첨부 사진 1: roof.jpg', '첨부 사진 2: leak.png']);
    expect(screen.getByRole('img', { name: '첨부 사진 1: roof.jpg' })).toHaveAttribute('src', 'blob:preview-roof.jpg');
    expect(screen.getByText('2 / 5장')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '첨부 사진 1 삭제' }));
    expect(previews()).toEqual(['첨부 사진 1: leak.png']);
    expect(screen.getByText('1 / 5장')).toBeInTheDocument();
    expect(fields.photos()).toHaveFocus();
  });

  it('keeps at most 5 photos, says so, and refuses files that are not photos', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await openContact(photoAdapter().adapter);
    await attach(user, image('a.jpg'), image('b.jpg'), image('c.jpg'));
    await attach(user, image('d.jpg'), image('e.jpg'), image('f.jpg'));
    expect(previews()).toHaveLength(5);
    expect(screen.getByText('사진은 최대 5장까지 첨부할 수 있어 2장만 추가했습니다.')).toBeInTheDocument();
    expect(fields.photos()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '첨부 사진 5 삭제' }));
    expect(fields.photos()).toBeEnabled();
    await attach(user, new File(['%PDF'], '견적서.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('사진 파일만 첨부할 수 있습니다: 견적서.pdf')).toBeInTheDocument();
    expect(previews()).toHaveLength(4);
  });

  it('saves the inquiry first, then sends its photos with one progress bar, and confirms both', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    let report!: (percent: number) => void;
    let finish!: () => void;
    const { adapter, submitInquiry, uploadInquiryPhotos } = photoAdapter({
      upload: (real) => async (id, photos, onProgress) => {
        report = onProgress;
        await new Promise<void>((resolve) => (finish = resolve));
        return real(id, photos, () => {});
      },
    });
    await openContact(adapter);
    await fillForm(user);
    await attach(user, image('roof.jpg'), image('leak.png', 'image/png'));
    await user.click(fields.submit());

    await waitFor(() => expect(uploadInquiryPhotos).toHaveBeenCalled());
    expect(submitInquiry).toHaveBeenCalledWith(expect.objectContaining({ ...SAMPLE, photoCount: 2 }));
    const id = await submitInquiry.mock.results[0]!.value;
    const [sentId, sentPhotos] = uploadInquiryPhotos.mock.calls[0]!;
    expect(sentId).toBe(id);
    expect(sentPhotos.map((photo) => [photo.number, photo.file.type])).toEqual([
      [1, 'image/webp'],
      [2, 'image/webp'],
    ]);

    report(40);
    const bar = await screen.findByRole('progressbar', { name: '사진 전송' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(fields.submit()).toHaveTextContent('사진 전송 중...');
    expect(fields.submit()).toBeDisabled();
    expect(screen.getByRole('button', { name: '첨부 사진 1 삭제' })).toBeDisabled();

    finish();
    await screen.findByText('문의가 성공적으로 접수되었습니다. 빠른 시일 내에 연락드리겠습니다.');
    expect(screen.getByText('사진 2장도 함께 전송되었습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('the admin gets the inquiry with its photos (demo backend)', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { adapter, base } = photoAdapter();
    await openContact(adapter);
    await fillForm(user);
    await attach(user, image('roof.jpg'), image('leak.png', 'image/png'));
    await user.click(fields.submit());
    await screen.findByText('사진 2장도 함께 전송되었습니다.');

    await (await base.authBackend()).signIn('admin@example.com', 'demo1234');
    const admin = await base.adminBackend();
    const [inquiry] = (await admin.getInquiryPage({ pageSize: 7, direction: 'initial' })).items;
    expect(inquiry).toMatchObject({ name: SAMPLE.name, photoCount: 2 });
    expect((await admin.getInquiryPhotos(inquiry!.id)).map((photo) => photo.number)).toEqual([1, 2]);
  });

  it('counts the inquiry as received when a photo fails, says how many did not arrive, and re-sends only those', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    let failOnce = true;
    const { adapter, uploadInquiryPhotos, base } = photoAdapter({
      upload: (real) => async (id, photos, onProgress) => {
        if (!failOnce) return real(id, photos, onProgress);
        failOnce = false;
        // Photo 2 does not arrive (the others do).
        await real(
          id,
          photos.filter((photo) => photo.number !== 2),
          onProgress,
        );
        return { failed: [2] };
      },
    });
    await openContact(adapter);
    await fillForm(user);
    await attach(user, image('a.jpg'), image('b.jpg'), image('c.jpg'));
    await user.click(fields.submit());

    await screen.findByText('문의가 성공적으로 접수되었습니다. 빠른 시일 내에 연락드리겠습니다.');
    expect(screen.getByRole('alert')).toHaveTextContent('문의는 접수되었지만 사진 3장 중 1장이 전송되지 않았습니다.');
    await user.click(screen.getByRole('button', { name: '사진 다시 보내기' }));

    await waitFor(() => expect(uploadInquiryPhotos).toHaveBeenCalledTimes(2));
    const [retryId, retried] = uploadInquiryPhotos.mock.calls[1]!;
    expect(retryId).toBe(uploadInquiryPhotos.mock.calls[0]![0]);
    expect(retried.map((photo) => photo.number)).toEqual([2]);
    await screen.findByText('사진 3장도 함께 전송되었습니다.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '사진 다시 보내기' })).not.toBeInTheDocument();

    await (await base.authBackend()).signIn('admin@example.com', 'demo1234');
    const admin = await base.adminBackend();
    expect((await admin.getInquiryPhotos(retryId)).map((photo) => photo.number)).toEqual([1, 2, 3]);
  });

  it('says every photo is missing when the upload cannot start at all, and keeps the retry', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { adapter } = photoAdapter({ upload: () => () => Promise.reject(new Error('chunk did not load')) });
    await openContact(adapter);
    await fillForm(user);
    await attach(user, image('a.jpg'), image('b.jpg'));
    await user.click(fields.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('사진 2장 중 2장이 전송되지 않았습니다.');
    expect(screen.getByText('문의가 성공적으로 접수되었습니다. 빠른 시일 내에 연락드리겠습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '사진 다시 보내기' })).toBeEnabled();
  });

  it('loses nothing typed or chosen when the inquiry itself fails, and sends it all on the next try', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let down = true;
    const demo = createDemoAdapter({ dbName: `contact-photos-${crypto.randomUUID()}`, seed: 'empty', uploadStepMs: 0 });
    const { adapter, uploadInquiryPhotos } = photoAdapter({
      submit: async (input) => {
        if (down) throw new Error('offline');
        return (await demo.publicBackend()).submitInquiry(input);
      },
      upload: () => async (id, photos, onProgress) => (await demo.publicBackend()).uploadInquiryPhotos(id, photos, onProgress),
    });
    await openContact(adapter);
    await fillForm(user);
    await user.click(fields.workType('징크·금속 지붕'));
    await user.selectOptions(fields.region(), '속초시');
    await user.click(fields.callTime('오전 (09:00-12:00)'));
    await attach(user, image('a.jpg'), image('b.jpg'));
    await user.click(fields.submit());

    expect((await screen.findByRole('alert')).textContent).toBe('문의 접수 중 오류가 발생했습니다. 다시 시도해주세요.');
    expect(uploadInquiryPhotos).not.toHaveBeenCalled();
    expect(fields.name()).toHaveValue(SAMPLE.name);
    expect(fields.phone()).toHaveValue(SAMPLE.phone);
    expect(fields.message()).toHaveValue(SAMPLE.message);
    expect(fields.consent()).toBeChecked();
    expect(fields.workType('징크·금속 지붕')).toHaveAttribute('aria-pressed', 'true');
    expect(fields.region()).toHaveValue('속초시');
    expect(fields.callTime('오전 (09:00-12:00)')).toBeChecked();
    expect(previews()).toEqual(['첨부 사진 1: a.jpg', '첨부 사진 2: b.jpg']);

    down = false;
    await user.click(fields.submit());
    await screen.findByText('사진 2장도 함께 전송되었습니다.');
    expect(uploadInquiryPhotos).toHaveBeenCalledTimes(1);
    expect(
      within(screen.getByRole('region', { name: '문의가 접수되었습니다' })).getByText('통화 희망 시간: 오전 (09:00-12:00)'),
    ).toBeInTheDocument();
    await user.click(confirmation.startOver());
    expect(previews()).toEqual([]);
  });
});
