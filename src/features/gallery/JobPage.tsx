import { useParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { PageLoading } from '@/components/ui/PageLoading';
import { jobHref } from '@/config/routes';
import { jobPageCopy } from './job/job-page-copy';
import { JobView } from './job/JobView';
import { useJobPage } from './job/use-job-page';
import { PhotoMessage } from './PhotoMessage';

/** One published job (시공 현장) at /projects/jobs/:jobId: its facts, comparison, story and photos (JobView). */
export default function JobPage() {
  const { jobId } = useParams();
  const state = useJobPage(jobId);
  const path = jobHref(jobId ?? '');
  switch (state.status) {
    case 'invalid':
      return <PhotoMessage title={jobPageCopy.invalidId} path={path} gallery={null} />;
    case 'loading':
      return <PageLoading fullScreen label={jobPageCopy.loading} />;
    case 'not-found':
      return <PhotoMessage title={jobPageCopy.notFound} body={jobPageCopy.missingInfo} path={path} gallery={null} />;
    case 'error':
      return (
        <PhotoMessage title={jobPageCopy.loadError} path={path} gallery={null}>
          <Button variant="secondary" onClick={state.retry}>
            {jobPageCopy.retry}
          </Button>
        </PhotoMessage>
      );
    case 'shown':
      return <JobView job={state.job} />;
  }
}
