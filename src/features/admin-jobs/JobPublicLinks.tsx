import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { fieldClass } from '@/components/ui/field-styles';
import { paths } from '@/config/routes';
import type { Job } from '@/domain/types';
import { jobShareUrl, jobViewUrl } from './job-public-url';
import { jobLinkCopy as copy } from './jobs-copy';
import { secondaryLinkClass } from './link-styles';

interface JobPublicLinksProps {
  job: Pick<Job, 'id' | 'isPublished'>;
  /** Read after each action's word where several jobs share a screen: "(원주 지붕 교체)". */
  forJob?: string;
}

/**
 * A job's public page for staff: 공개 페이지 보기 (a new tab) and 링크 복사 (the clean URL, said when copied; when the
 * clipboard is refused, the address shown selected, to copy by hand). A draft job has no page yet: it says so and
 * leads to where it is published instead.
 */
export function JobPublicLinks({ job, forJob }: JobPublicLinksProps) {
  const id = useId();
  const [copyState, setCopyState] = useState<'copied' | 'failed' | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (copyState === 'failed') urlRef.current?.select();
  }, [copyState]);

  if (!job.isPublished) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-slate-700 dark:text-slate-200">{copy.notPublic}</p>
        <Link to={paths.adminJobs} className={secondaryLinkClass}>
          {copy.goPublish}
        </Link>
      </div>
    );
  }

  const url = jobShareUrl(job.id);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  const named = (word: string) => (
    <>
      {word}
      {forJob && (
        <>
          {' '}
          <span className="sr-only">{forJob}</span>
        </>
      )}
    </>
  );

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <a href={jobViewUrl(job.id)} target="_blank" rel="noopener noreferrer" className={secondaryLinkClass}>
          {named(copy.view)} <span className="sr-only">{copy.newWindow}</span>
        </a>
        <Button variant="secondary" onClick={() => void copyLink()}>
          {named(copy.copy)}
        </Button>
      </div>
      <p role="status" className="text-sm font-medium text-slate-800 empty:hidden dark:text-slate-100">
        {copyState === 'copied' ? copy.copied : copyState === 'failed' ? copy.copyFailed : ''}
      </p>
      {copyState === 'failed' && (
        <Field id={`${id}-url`} label={copy.urlLabel}>
          {(control) => (
            <input
              ref={urlRef}
              {...control}
              type="url"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className={fieldClass}
            />
          )}
        </Field>
      )}
    </div>
  );
}
