import { useLayoutEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';
import { usePhotoPicker } from '@/components/photo-picker/use-photo-picker';
import { Button } from '@/components/ui/Button';
import { PageLoading } from '@/components/ui/PageLoading';
import { REVIEW_PHOTO_LIMITS } from '@/config/limits';
import { reviewHref } from '@/config/routes';
import { formatPublicDate } from '@/lib/format-date';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { useAsyncValue } from '@/lib/use-async-value';
import { linkStateCopy, reviewPageCopy } from './copy';
import { LinkMessage } from './LinkMessage';
import { readReviewLink } from './review-service';
import { ReviewForm } from './ReviewForm';
import { ReviewThanks } from './ReviewThanks';
import { useReviewForm } from './use-review-form';

/**
 * #/review/{token}: the page a customer opens from the text message, with no account. An open link shows the form
 * (until when it works); a used, expired or unknown one says so and how to reach the company. Kept out of search
 * engines (the route table's noindex).
 */
export default function ReviewPage() {
  const { company } = useSiteSettings();
  const token = useParams().token ?? '';
  const [attempt, setAttempt] = useState(0);
  const link = useAsyncValue(() => readReviewLink(token), `${attempt}:${token}`, 'Review link failed to load');
  const photoPicker = usePhotoPicker(REVIEW_PHOTO_LIMITS.maxFiles);
  const form = useReviewForm(token, photoPicker);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  // The thanks panel replaces the form: its heading takes the focus, in the same commit.
  useLayoutEffect(() => {
    if (form.phase === 'done') thanksRef.current?.focus();
  }, [form.phase]);

  const state = form.closed ?? (link.status === 'ready' ? link.value.state : null);
  let content;
  if (link.status === 'loading') content = <PageLoading label={reviewPageCopy.checking} />;
  else if (link.status === 'error') {
    content = (
      <LinkMessage title={reviewPageCopy.heading} body={reviewPageCopy.loadError}>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {reviewPageCopy.retry}
        </Button>
      </LinkMessage>
    );
  } else if (state && state !== 'open') {
    content = <LinkMessage title={linkStateCopy[state].title} body={linkStateCopy[state].body} />;
  } else if (link.status === 'ready' && link.value.state === 'open') {
    content = (
      <div className="space-y-8">
        <header>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{reviewPageCopy.heading}</h1>
          <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{reviewPageCopy.intro(company.name)}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {reviewPageCopy.validUntil(formatPublicDate(link.value.expiresAt))}
          </p>
        </header>
        {form.phase === 'done' && form.receipt ? (
          <ReviewThanks ref={thanksRef} receipt={form.receipt} progress={form.progress} onRetryPhotos={() => void form.retryPhotos()} />
        ) : (
          <ReviewForm form={form} photoPicker={photoPicker} />
        )}
      </div>
    );
  }

  return (
    <div className="container-page max-w-2xl py-10 sm:py-16">
      <Seo title={reviewPageCopy.seoTitle} description={reviewPageCopy.seoDescription(company.name)} path={reviewHref(token)} noindex />
      {content}
    </div>
  );
}
