import { useId, useRef, useState } from 'react';
import { adminBackend } from '@/backend/registry';
import { errorMessage } from '@/domain/errors';
import { smsHref } from '@/domain/phone-links';
import type { ReviewLink, ReviewLinkRequest } from '@/domain/types';
import { formatDate } from '@/lib/format-date';
import { useAdminMutation } from '@/lib/server-state/use-admin-mutation';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { Button } from '../ui/Button';
import { reviewRequestCopy as copy, reviewRequestMessage } from './copy';
import { reviewLinkUrl } from './review-link-url';

interface ReviewRequestProps {
  /** What the review is asked for (an inquiry, a job, or neither). */
  request: ReviewLinkRequest;
  /** The customer, when known (an inquiry's name and phone): the message greets them and the SMS goes to them. */
  customerName?: string | null;
  phone?: string | null;
  /** The button's accessible name when several sit on one screen ("후기 요청 (원주 지붕 교체)"). */
  buttonName?: string;
}

/**
 * 후기 요청: makes a one-time review link, then shows the text message with 문자 보내기 (the phone's messages app,
 * number and text filled in) and, for a desktop, copy buttons for the message or the link alone. Inline, so it
 * works inside the inquiry detail's dialog too.
 */
export function ReviewRequest({ request, customerName = null, phone = null, buttonName }: ReviewRequestProps) {
  const { company } = useSiteSettings();
  const id = useId();
  const [link, setLink] = useState<ReviewLink | null>(null);
  const [copyState, setCopyState] = useState<'copied' | 'failed' | null>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const create = useAdminMutation<ReviewLinkRequest, ReviewLink>({
    label: 'Failed to create a review link',
    mutate: async (variables) => (await adminBackend()).createReviewLink(variables),
    failure: (error) => copy.failed(errorMessage(error)),
    invalidates: [],
  });

  const until = link ? formatDate(link.expiresAt) : '';
  const url = link ? reviewLinkUrl(link.token) : '';
  const message = link ? reviewRequestMessage(company.name, customerName, until, url) : '';

  const copyText = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
    } catch {
      messageRef.current?.select();
      setCopyState('failed');
    }
  };

  if (!link) {
    return (
      <Button
        variant="secondary"
        disabled={create.pending}
        onClick={() => void create.run(request, { onSuccess: setLink })}
        aria-label={create.pending ? undefined : customerName ? copy.requestFor(customerName) : buttonName}
        className="min-h-12"
      >
        {create.pending ? copy.requesting : copy.request}
      </Button>
    );
  }

  return (
    <div role="region" aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl border border-brand-500/60 bg-brand-500/5 p-4">
      <h3 id={`${id}-title`} className="font-bold text-slate-900 dark:text-white">
        {copy.readyTitle}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{copy.readyNote(until)}</p>
      <label htmlFor={`${id}-message`} className="block text-sm font-semibold text-slate-800 dark:text-slate-200">
        {copy.messageLabel}
      </label>
      <textarea
        ref={messageRef}
        id={`${id}-message`}
        readOnly
        rows={5}
        value={message}
        className="block w-full resize-none rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
      />
      {!phone && <p className="text-sm text-slate-700 dark:text-slate-300">{copy.noPhone}</p>}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a
          href={smsHref(phone, message)}
          aria-label={customerName ? copy.sendTo(customerName) : undefined}
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-500 px-5 text-base font-bold text-slate-950 hover:bg-brand-400"
        >
          {copy.send}
        </a>
        <Button variant="secondary" className="min-h-12" onClick={() => void copyText(message)}>
          {copy.copyMessage}
        </Button>
        <Button variant="secondary" className="min-h-12" onClick={() => void copyText(url)}>
          {copy.copyLink}
        </Button>
      </div>
      <p role="status" className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {copyState === 'copied' ? copy.copied : copyState === 'failed' ? copy.copyFailed : ''}
      </p>
    </div>
  );
}
