import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PRIVACY_CONSENT_VERSION, STAFF_NOTE_MAX } from '@/config/limits';
import { BackendError } from '@/domain/errors';
import type { Inquiry } from '@/domain/types';
import {
  ADMIN_TEST_TIMEOUT_MS,
  SCREEN_TIMEOUT_MS,
  findPageHeading,
  overrideAdapter,
  renderAdmin,
  setupDemo,
  spyAdmin,
  type AdminOverrides,
} from '../../support/admin-harness';
import { makeInquiries } from '../../support/factories';
import { PHONE_WIDTH, withViewportWidth } from '../../support/viewport';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });
withViewportWidth(PHONE_WIDTH);

/** The location's search, shown so a test can read the URL the router holds. */
function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}
const search = () => screen.getByTestId('search').textContent;

/** Ten inquiries; 문의자 1 (inq-001) has every optional field, 문의자 9 (inq-009) is on the second page. */
function inquiries(): Inquiry[] {
  const list = makeInquiries(10, () => 'new');
  list[0] = {
    ...list[0]!,
    phone: '01023456789',
    workType: 'waterproofing',
    region: '강릉시',
    preferredCallTime: 'afternoon',
    photoCount: 3,
    retainUntil: new Date('2029-03-01T12:00:00+09:00'),
    staffNote: '지난주 통화함',
  };
  return list;
}

async function open(path: string, admin: AdminOverrides = {}) {
  const demo = await setupDemo({ seed: 'empty', records: { inquiries: inquiries() } });
  const spied = await spyAdmin(overrideAdapter(demo.adapter, { admin }));
  renderAdmin(path, spied.adapter, <SearchProbe />);
  await findPageHeading('문의 관리');
  return spied;
}

const dialog = () => screen.getByRole('dialog', { name: '문의 상세' });
const findDialog = () => screen.findByRole('dialog', { name: '문의 상세' }, { timeout: SCREEN_TIMEOUT_MS });

/** The value shown for a label of the detail's field list. */
function field(label: string): HTMLElement {
  const term = within(dialog()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('inquiry detail: every field', () => {
  it('shows the visitor choices, photo count, dates, 보관 기한, consent, and 전화/문자 first', async () => {
    await open('/jy-dev/inquiries');
    await userEvent.setup().click(await screen.findByRole('button', { name: '문의자 1님 문의 보기' }, { timeout: SCREEN_TIMEOUT_MS }));
    expect(field('연락처')).toHaveTextContent('010-2345-6789');
    expect(field('공사 종류')).toHaveTextContent('방수 공사');
    expect(field('지역')).toHaveTextContent('강릉시');
    expect(field('통화 희망 시간')).toHaveTextContent('오후 (12:00-18:00)');
    expect(await within(field('첨부 사진')).findByText('사진 3장', undefined, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    expect(field('접수 일시').querySelector('time')).toHaveAttribute('dateTime', new Date('2026-03-01T00:00:00.000Z').toISOString());
    expect(field('접수 일시')).toHaveTextContent(/^2026\.03\.01 \(일\) \d{2}:\d{2}$/);
    // The period in the consent notice's words, then the day it ends.
    expect(field('보관 기한')).toHaveTextContent(/^문의 접수일로부터 3년 · 2029\.03\.01 \(목\)까지$/);
    expect(field('개인정보 수집·이용 동의')).toHaveTextContent(`동의함 (${PRIVACY_CONSENT_VERSION} 안내문`);
    const call = within(dialog()).getByRole('link', { name: '문의자 1님에게 전화 걸기' });
    expect(call).toHaveAttribute('href', 'tel:01023456789');
    expect(within(dialog()).getByRole('link', { name: '문의자 1님에게 문자 보내기' })).toHaveAttribute('href', 'sms:01023456789');
    expect(within(dialog()).getByLabelText('관리자 메모')).toHaveValue('지난주 통화함');
  });

  it('says what the visitor did not choose, and when an older inquiry has no 보관 기한', async () => {
    await open('/jy-dev/inquiries');
    await userEvent.setup().click(await screen.findByRole('button', { name: '문의자 2님 문의 보기' }, { timeout: SCREEN_TIMEOUT_MS }));
    expect(field('공사 종류')).toHaveTextContent('선택 안 함');
    expect(field('지역')).toHaveTextContent('선택 안 함');
    expect(field('첨부 사진')).toHaveTextContent('사진 없음');
    expect(field('보관 기한')).toHaveTextContent('기록 없음');
    expect(within(dialog()).getByLabelText('관리자 메모')).toHaveValue('');
  });
});

describe('attached photos', () => {
  const stored = [
    { number: 1, url: 'https://example.test/inquiries/inq-001/photo-1.jpg' },
    { number: 2, url: 'https://example.test/inquiries/inq-001/photo-2.jpg' },
  ];

  it('shows thumbnails that open each photo large, one after another, and says when some did not arrive', async () => {
    const { spies } = await open('/jy-dev/inquiries', { getInquiryPhotos: () => Promise.resolve(stored) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '문의자 1님 문의 보기' }, { timeout: SCREEN_TIMEOUT_MS }));
    const photos = field('첨부 사진');
    const first = await within(photos).findByRole('button', { name: '사진 1 크게 보기' }, { timeout: SCREEN_TIMEOUT_MS });
    expect(first.querySelector('img')).toHaveAttribute('src', stored[0]!.url);
    expect(within(photos).getByRole('button', { name: '사진 2 크게 보기' })).toBeInTheDocument();
    expect(photos).toHaveTextContent('사진 3장 중 2장만 올라왔습니다.');
    expect(spies.getInquiryPhotos).toHaveBeenCalledWith('inq-001');

    await user.click(first);
    const lightbox = await screen.findByRole('dialog', { name: '사진 1 / 2' });
    expect(within(lightbox).getByRole('img', { name: '문의자 1님이 보낸 사진 1' })).toHaveAttribute('src', stored[0]!.url);
    expect(within(lightbox).getByRole('link', { name: '새 탭에서 원본 보기' })).toHaveAttribute('href', stored[0]!.url);
    await user.click(within(lightbox).getByRole('button', { name: '다음 사진' }));
    expect(screen.getByRole('dialog', { name: '사진 2 / 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '문의자 1님이 보낸 사진 2' })).toHaveAttribute('src', stored[1]!.url);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: '사진 1 / 2' })).toBeInTheDocument();

    // Escape closes the photo only: the detail stays, with the focus back on the thumbnail.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /^사진/ })).not.toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(first).toHaveFocus();
  });

  it('zooms a photo as the public full-screen view does: double tap, buttons and keys, dragged while zoomed, swiped on', async () => {
    await open('/jy-dev/inquiries', { getInquiryPhotos: () => Promise.resolve(stored) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '문의자 1님 문의 보기' }, { timeout: SCREEN_TIMEOUT_MS }));
    await user.click(await within(field('첨부 사진')).findByRole('button', { name: '사진 1 크게 보기' }, { timeout: SCREEN_TIMEOUT_MS }));
    const lightbox = await screen.findByRole('dialog', { name: '사진 1 / 2' });
    const frame = within(lightbox).getByTestId('lightbox-frame');
    frame.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 400, right: 400, bottom: 400, x: 0, y: 0, toJSON() {} });
    const image = within(lightbox).getByRole('img', { name: '문의자 1님이 보낸 사진 1' });
    const scale = () => Number(/scale\(([\d.]+)\)/.exec(image.style.transform)?.[1]);
    const tap = (id: number) => {
      fireEvent.pointerDown(frame, { pointerId: id, pointerType: 'touch', clientX: 200, clientY: 200 });
      fireEvent.pointerUp(frame, { pointerId: id, pointerType: 'touch', clientX: 200, clientY: 200 });
    };
    tap(1);
    tap(2);
    expect(scale()).toBe(2.5);
    // The browser's double click after a finger's two taps leaves the zoom.
    fireEvent.doubleClick(frame, { clientX: 200, clientY: 200 });
    expect(scale()).toBe(2.5);
    fireEvent.pointerDown(frame, { pointerId: 3, pointerType: 'touch', clientX: 200, clientY: 200 });
    fireEvent.pointerMove(frame, { pointerId: 3, pointerType: 'touch', clientX: 240, clientY: 200 });
    fireEvent.pointerUp(frame, { pointerId: 3, pointerType: 'touch', clientX: 240, clientY: 200 });
    expect(image.style.transform).toContain('translate3d(40px, 0px, 0)');
    const zoomOut = within(lightbox).getByRole('button', { name: '축소' });
    while (!(zoomOut as HTMLButtonElement).disabled) await user.click(zoomOut);
    expect(scale()).toBe(1);
    await user.click(within(lightbox).getByRole('button', { name: '확대' }));
    expect(scale()).toBe(1.5);
    await user.keyboard('-');
    expect(scale()).toBe(1);
    // Not zoomed, a swipe goes to the next photo.
    fireEvent.pointerDown(frame, { pointerId: 4, pointerType: 'touch', clientX: 300, clientY: 200 });
    fireEvent.pointerUp(frame, { pointerId: 4, pointerType: 'touch', clientX: 150, clientY: 205 });
    expect(await screen.findByRole('dialog', { name: '사진 2 / 2' })).toBeInTheDocument();
    expect(within(lightbox).getByText('두 손가락으로 벌리거나 두 번 탭해 확대하고, 옆으로 밀어 사진을 넘깁니다.')).toBeInTheDocument();
  });

  it('reads no photos for an inquiry without any', async () => {
    const { spies } = await open('/jy-dev/inquiries');
    await userEvent.setup().click(await screen.findByRole('button', { name: '문의자 2님 문의 보기' }, { timeout: SCREEN_TIMEOUT_MS }));
    expect(field('첨부 사진')).toHaveTextContent('사진 없음');
    expect(spies.getInquiryPhotos).not.toHaveBeenCalled();
  });

  it('offers to try again when the photos cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    await open('/jy-dev/inquiries', {
      getInquiryPhotos: () => (fail ? Promise.reject(new BackendError('unavailable', '연결 끊김')) : Promise.resolve(stored)),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '문의자 1님 문의 보기' }, { timeout: SCREEN_TIMEOUT_MS }));
    expect(
      await within(field('첨부 사진')).findByText('사진을 불러오지 못했습니다.', undefined, { timeout: SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(field('첨부 사진')).getByRole('button', { name: '다시 불러오기' }));
    expect(
      await within(field('첨부 사진')).findByRole('button', { name: '사진 2 크게 보기' }, { timeout: SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
  });
});

describe('?open=<id>', () => {
  it('opens an inquiry that is not on the page on screen, read by id; closing removes the parameter', async () => {
    const { spies } = await open('/jy-dev/inquiries?open=inq-009');
    expect(await within(await findDialog()).findByText('문의자 9', { selector: 'dd' }, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    expect(spies.getInquiry).toHaveBeenCalledWith('inq-009');
    expect(search()).toBe('?open=inq-009');
    // The footer's 닫기 (the other one is the corner's X).
    await userEvent.setup().click(within(dialog()).getAllByRole('button', { name: '닫기' }).at(-1)!);
    await waitFor(() => expect(search()).toBe(''));
    expect(screen.queryByRole('dialog', { name: '문의 상세' })).not.toBeInTheDocument();
  });

  it('uses the listed inquiry when it is on the page', async () => {
    const { spies } = await open('/jy-dev/inquiries?open=inq-002');
    await waitFor(() => expect(within(dialog()).getByText('문의자 2', { selector: 'dd' })).toBeInTheDocument(), {
      timeout: SCREEN_TIMEOUT_MS,
    });
    expect(spies.getInquiry).not.toHaveBeenCalled();
  });

  it('opening from the list puts the id in the URL, and Escape takes it away again', async () => {
    await open('/jy-dev/inquiries');
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: '문의자 3님 문의 보기' }, { timeout: SCREEN_TIMEOUT_MS });
    await user.click(opener);
    expect(search()).toBe('?open=inq-003');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(search()).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('says so when the inquiry is gone', async () => {
    await open('/jy-dev/inquiries?open=no-such-inquiry');
    expect(
      await within(await findDialog()).findByText(/이 문의를 찾을 수 없습니다/, undefined, { timeout: SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
  });

  it('offers to try again when it cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const demo = await setupDemo({ seed: 'empty', records: { inquiries: inquiries() } });
    const real = await demo.adapter.adminBackend();
    renderAdmin(
      '/jy-dev/inquiries?open=inq-009',
      overrideAdapter(demo.adapter, {
        admin: { getInquiry: (id) => (fail ? Promise.reject(new BackendError('unavailable', '연결 끊김')) : real.getInquiry(id)) },
      }),
    );
    const shown = await findDialog();
    expect(
      await within(shown).findByText('문의를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.', undefined, { timeout: SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(shown).getByRole('button', { name: '다시 불러오기' }));
    expect(await within(shown).findByText('문의자 9', { selector: 'dd' }, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
  });
});

describe('status change keeps the keyboard in the dialog (spec audit fix)', () => {
  it('leaves the select enabled and focused while saving, and Escape still closes the dialog', async () => {
    let release: () => void = () => {};
    const demo = await setupDemo({ seed: 'empty', records: { inquiries: inquiries() } });
    const real = await demo.adapter.adminBackend();
    renderAdmin(
      '/jy-dev/inquiries',
      overrideAdapter(demo.adapter, {
        admin: {
          updateInquiryStatus: (id, status) =>
            new Promise<void>((resolve, reject) => {
              release = () => void real.updateInquiryStatus(id, status).then(resolve, reject);
            }),
        },
      }),
      <SearchProbe />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '문의자 1님 문의 보기' }, { timeout: SCREEN_TIMEOUT_MS }));
    const select = within(dialog()).getByLabelText(/처리 상태/);
    expect(select).toHaveFocus();

    await user.selectOptions(select, '확인중');
    expect(within(dialog()).getByRole('status')).toHaveTextContent('상태를 저장하는 중...');
    // A disabled control loses the focus in a browser (jsdom keeps it): the select must not be disabled.
    expect(select).toBeEnabled();
    expect(select).toHaveAttribute('aria-busy', 'true');
    expect(select).toHaveFocus();

    release();
    expect(
      await screen.findByText("문의자 1님 문의의 상태를 '확인중'으로 변경했습니다.", undefined, { timeout: SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveAttribute('aria-busy', 'false'));
    expect(select).toHaveValue('checking');
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '문의 상세' })).not.toBeInTheDocument();
  });
});

describe('staff note', () => {
  async function openFirst(admin: AdminOverrides = {}) {
    const spied = await open('/jy-dev/inquiries', admin);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '문의자 2님 문의 보기' }, { timeout: SCREEN_TIMEOUT_MS }));
    const note = within(dialog()).getByLabelText('관리자 메모');
    return { ...spied, user, note, save: () => user.click(within(dialog()).getByRole('button', { name: '메모 저장' })) };
  }

  it('counts characters, saves on 저장 with a toast, and keeps the dialog usable', async () => {
    const { spies, user, note, save } = await openFirst();
    expect(within(dialog()).getByText('0 / 1000자')).toBeInTheDocument();
    await user.type(note, '  다음 주 화요일 현장 방문 ');
    expect(within(dialog()).getByText('14 / 1000자')).toBeInTheDocument();
    expect(spies.updateInquiryNote).not.toHaveBeenCalled();

    await save();
    expect(
      await screen.findByText('문의자 2님 문의의 메모를 저장했습니다.', undefined, { timeout: SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
    expect(spies.updateInquiryNote).toHaveBeenCalledExactlyOnceWith('inq-002', '다음 주 화요일 현장 방문');
    await waitFor(() => expect(note).toHaveValue('다음 주 화요일 현장 방문'));
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);

    // Saved: reopening shows it; saving again without a change writes nothing.
    await save();
    expect(within(dialog()).getByText('바뀐 내용이 없습니다.')).toBeInTheDocument();
    expect(spies.updateInquiryNote).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '문의자 2님 문의 보기' }));
    expect(within(dialog()).getByLabelText('관리자 메모')).toHaveValue('다음 주 화요일 현장 방문');
  });

  it('clears the note when emptied', async () => {
    const spied = await open('/jy-dev/inquiries');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '문의자 1님 문의 보기' }, { timeout: SCREEN_TIMEOUT_MS }));
    await user.clear(within(dialog()).getByLabelText('관리자 메모'));
    await user.click(within(dialog()).getByRole('button', { name: '메모 저장' }));
    expect(await screen.findByText('문의자 1님 문의의 메모를 지웠습니다.', undefined, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    expect(spied.spies.updateInquiryNote).toHaveBeenCalledWith('inq-001', null);
  });

  it(`refuses more than ${STAFF_NOTE_MAX} characters with a message and keeps the text`, async () => {
    const { spies, user, note, save } = await openFirst();
    const long = '가'.repeat(STAFF_NOTE_MAX + 1);
    await user.click(note);
    await user.paste(long);
    expect(within(dialog()).getByText(`${STAFF_NOTE_MAX + 1} / 1000자`)).toBeInTheDocument();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('메모는 1000자까지 쓸 수 있습니다.');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    await save();
    expect(spies.updateInquiryNote).not.toHaveBeenCalled();
    expect(note).toHaveValue(long);
  });

  it('shows an error toast on failure and loses nothing, also after closing and reopening', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, note, save } = await openFirst({
      updateInquiryNote: () => Promise.reject(new BackendError('unavailable', '서버에 연결할 수 없습니다')),
    });
    await user.type(note, '비 오는 날 방문 불가');
    await save();
    expect(await screen.findByRole('alert', undefined, { timeout: SCREEN_TIMEOUT_MS })).toHaveTextContent(
      '메모 저장 실패: 서버에 연결할 수 없습니다 (입력한 메모는 그대로 있습니다)',
    );
    expect(note).toHaveValue('비 오는 날 방문 불가');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '문의자 2님 문의 보기' }));
    expect(within(dialog()).getByLabelText('관리자 메모')).toHaveValue('비 오는 날 방문 불가');
  });
});
