import { jobHref } from '@/config/routes';
import { shareableUrl } from '@/lib/public-url';

/**
 * What staff share: the job page's clean absolute URL on the site's address (VITE_SITE_URL, else the address the
 * admin is open at), never a '#' one, so a KakaoTalk or SMS preview shows the job.
 */
export const jobShareUrl = (jobId: string): string => shareableUrl(jobHref(jobId));

/**
 * What 공개 페이지 보기 opens: the job's page in this app (its hash route on the address the admin is open at). It
 * shows what visitors see at once, on any build: a demo build has no server render of a job made after the build.
 */
export function jobViewUrl(jobId: string, here: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${here.origin}${here.pathname}#${jobHref(jobId)}`;
}
