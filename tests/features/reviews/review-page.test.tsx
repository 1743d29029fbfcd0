import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_REVIEW_LINKS } from '@/backend/demo/seed/sample-reviews';
import { REVIEW_LIMITS } from '@/config/limits';
import { freshDemo } from '../../support/demo-backend';
import { renderApp } from '../../support/render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await Promise.all([import('@/features/reviews/ReviewPage'), import('@/backend/demo/adapter')]);
}, 60_000);

const openLink = `/review/${DEMO_REVIEW_LINKS.open}`;

async function form() {
  return screen.findByRole('form', { name: '후기 작성' });
}

describe("the customer's review page (#/review/{token})", () => {
  it('shows the form of an open link, with until when it works, and keeps the page out of search engines', async () => {
    renderApp(openLink);
    expect(await screen.findByRole('heading', { level: 1, name: '시공 후기 남기기' })).toBeInTheDocument();
    expect(screen.getByText(/까지 한 번 쓸 수 있습니다\./)).toBeInTheDocument();
    const review = await form();
    const stars = within(review).getByRole('group', { name: /별점/ });
    expect(within(stars).getAllByRole('radio')).toHaveLength(REVIEW_LIMITS.ratingMax);
    expect(within(stars).getByRole('radio', { name: '5점, 최고예요' })).toBeInTheDocument();
    expect(within(review).getByRole('textbox', { name: /후기 내용/ })).toHaveAttribute('maxlength', String(REVIEW_LIMITS.text));
    expect(within(review).getByRole('checkbox', { name: /개인정보 수집·이용 및 후기 게시 동의/ })).not.toBeChecked();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
  });

  it('checks everything in one round, says each problem once under its control, and moves the focus to the first', async () => {
    const user = userEvent.setup();
    renderApp(openLink);
    const review = await form();
    await user.click(within(review).getByRole('button', { name: '후기 보내기' }));
    for (const message of [
      '별점을 선택해 주세요.',
      '후기 내용을 입력해 주세요.',
      '이름을 입력해 주세요.',
      '개인정보 수집·이용 및 후기 게시에 동의해 주세요.',
    ]) {
      expect(await within(review).findAllByText(message)).toHaveLength(1);
    }
    // No red box repeats them: it is for a failure to send.
    expect(within(review).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(within(review).getByRole('radio', { name: '1점, 별로예요' })).toHaveFocus());
    expect(within(review).getByRole('textbox', { name: /후기 내용/ })).toHaveAccessibleDescription(/후기 내용을 입력해 주세요\./);
  });

  it('sends the review with a masked name, then says thanks; the link then no longer works', async () => {
    const user = userEvent.setup();
    const { adapter } = freshDemo();
    const view = renderApp(openLink, { adapter });
    const review = await form();
    await user.click(within(review).getByRole('radio', { name: '4점, 좋아요' }));
    expect(within(review).getByRole('radio', { name: '4점, 좋아요' })).toBeChecked();
    await user.type(within(review).getByRole('textbox', { name: /후기 내용/ }), '꼼꼼하게 마무리해 주셨어요.');
    await user.type(within(review).getByRole('textbox', { name: /이름/ }), '홍길동');
    expect(within(review).getByText("후기에는 '홍○○'(으)로 표시됩니다.")).toBeInTheDocument();
    await user.click(within(review).getByRole('checkbox', { name: /개인정보 수집·이용 및 후기 게시 동의/ }));
    await user.click(within(review).getByRole('button', { name: '후기 보내기' }));

    const thanks = await screen.findByRole('heading', { name: '소중한 후기 감사합니다' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText('보내 주신 후기는 확인을 거쳐 홈페이지에 실립니다.')).toBeInTheDocument();

    // Staff see it waiting, name masked.
    await (await adapter.authBackend()).signIn('admin@example.com', 'demo1234');
    const pending = (await (await adapter.adminBackend()).getReviewPage({ pageSize: 10, direction: 'initial', status: 'pending' })).items;
    expect(pending.find((item) => item.text === '꼼꼼하게 마무리해 주셨어요.')).toMatchObject({
      name: '홍○○',
      nameShown: false,
      rating: 4,
      // The job page's tick was left as it is: not shown there.
      showOnJob: false,
    });

    view.unmount();
    renderApp(openLink, { adapter });
    expect(await screen.findByRole('heading', { level: 1, name: '이미 후기를 남겨 주셨습니다' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '후기 작성' })).not.toBeInTheDocument();
  });

  it("asks apart, and optionally, whether the review may show on the job's page; sends the answer", async () => {
    const user = userEvent.setup();
    const { adapter } = freshDemo();
    renderApp(openLink, { adapter });
    const review = await form();
    const onJob = within(review).getByRole('checkbox', {
      name: '우리 집 시공 현장을 소개하는 페이지에 이 후기를 함께 싣는 데 동의합니다 (선택)',
    });
    expect(onJob).not.toBeChecked();
    expect(onJob).toHaveAccessibleDescription('동의하지 않으셔도 후기는 다른 후기들과 함께 홈페이지에 실립니다.');
    // Distinct from the required consent, which it never ticks nor replaces.
    const required = within(review).getByRole('checkbox', { name: /개인정보 수집·이용 및 후기 게시 동의/ });
    await user.click(onJob);
    expect(required).not.toBeChecked();
    await user.click(within(review).getByRole('radio', { name: '5점, 최고예요' }));
    await user.type(within(review).getByRole('textbox', { name: /후기 내용/ }), '현장 사진과 함께 실어 주세요.');
    await user.type(within(review).getByRole('textbox', { name: /이름/ }), '이영희');
    await user.click(within(review).getByRole('button', { name: '후기 보내기' }));
    // Without the required consent it is not sent, whatever the optional tick says.
    expect(await within(review).findAllByText('개인정보 수집·이용 및 후기 게시에 동의해 주세요.')).toHaveLength(1);
    await user.click(required);
    await user.click(within(review).getByRole('button', { name: '후기 보내기' }));
    await screen.findByRole('heading', { name: '소중한 후기 감사합니다' });
    await (await adapter.authBackend()).signIn('admin@example.com', 'demo1234');
    const pending = (await (await adapter.adminBackend()).getReviewPage({ pageSize: 10, direction: 'initial', status: 'pending' })).items;
    expect(pending.find((item) => item.text === '현장 사진과 함께 실어 주세요.')).toMatchObject({ showOnJob: true });
  });

  it('shows the name as typed when the customer agrees to show it', async () => {
    const user = userEvent.setup();
    renderApp(openLink);
    const review = await form();
    await user.type(within(review).getByRole('textbox', { name: /이름/ }), '김철수');
    await user.click(within(review).getByRole('checkbox', { name: /이름을 가리지 않고/ }));
    expect(within(review).getByText("후기에는 '김철수'(으)로 표시됩니다.")).toBeInTheDocument();
  });

  it.each([
    [DEMO_REVIEW_LINKS.used, '이미 후기를 남겨 주셨습니다'],
    [DEMO_REVIEW_LINKS.expired, '후기 작성 기간이 지났습니다'],
    ['NoSuchLinkNoSuchLinkNoSuchLink01', '후기 링크를 찾을 수 없습니다'],
    ['short', '후기 링크를 찾을 수 없습니다'],
  ])('a link %s says "%s", with the phone and the way home', async (token, title) => {
    renderApp(`/review/${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: /^전화 / })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(main.getByRole('link', { name: '홈으로 가기' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '후기 작성' })).not.toBeInTheDocument();
  });

  it('says so when the link cannot be read, and tries again', async () => {
    const user = userEvent.setup();
    const base = freshDemo().adapter;
    let fail = true;
    const adapter = {
      ...base,
      publicBackend: async () => {
        const real = await base.publicBackend();
        return { ...real, getReviewLink: (token: string) => (fail ? Promise.reject(new Error('offline')) : real.getReviewLink(token)) };
      },
    };
    renderApp(openLink, { adapter });
    expect(await screen.findByText(/후기 링크를 확인하지 못했습니다/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await form()).toBeInTheDocument();
  });
});
