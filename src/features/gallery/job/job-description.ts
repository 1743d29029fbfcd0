import { WORK_TYPE_LABELS } from '@/domain/categories';
import { jobPeriodText } from '@/domain/job-period';
import type { Job } from '@/domain/types';
import { jobCopy } from './job-copy';

/** Longest preview text (og:description, the page's description): search results and chat previews cut there anyway. */
export const JOB_DESCRIPTION_MAX = 150;

/**
 * What a job's link preview and search result say: its story (on one line, cut at a word near
 * JOB_DESCRIPTION_MAX with '…'), or when it has none, its facts in a sentence.
 */
export function jobDescription(job: Job): string {
  const story = job.story.replace(/\s+/g, ' ').trim();
  if (story) {
    if (story.length <= JOB_DESCRIPTION_MAX) return story;
    const cut = story.slice(0, JOB_DESCRIPTION_MAX - 1);
    const space = cut.lastIndexOf(' ');
    return `${(space > JOB_DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
  }
  const facts = [job.region, WORK_TYPE_LABELS[job.workType], jobPeriodText(job.periodStart, job.periodEnd)];
  if (job.areaM2 !== null) facts.push(jobCopy.areaValue(job.areaM2));
  return jobCopy.factsSentence(facts);
}
