import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { INQUIRY_OPEN_PARAM } from '@/config/routes';
import { reportError } from '@/domain/report-error';
import type { Inquiry } from '@/domain/types';
import { queryKeys } from '@/lib/server-state/query-keys';
import { inquiriesBackend } from '../inquiries-service';

export type InquiryDetailState =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; inquiry: Inquiry };

/** Marks a history entry that the list pushed by opening a detail, so closing it goes back instead. */
interface OpenedFromList {
  inquiryOpenedFromList: true;
}

const openedFromList = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Partial<OpenedFromList>).inquiryOpenedFromList === true;

async function readInquiry(id: string): Promise<Inquiry | null> {
  try {
    return await (await inquiriesBackend()).getInquiry(id);
  } catch (error) {
    reportError('Failed to load the inquiry', error);
    throw error;
  }
}

/**
 * Which inquiry's detail is open: the `?open=<id>` of the URL (#/jy-dev/inquiries?open=ID, from a new-inquiry toast
 * or a link), so the phone's back button closes it and a link opens it. The inquiry comes from the page on screen
 * when it is there (once `listLoading` is over), else from its own cache entry: put there when the list opens it or a
 * write changes it, else read by id (getInquiry). Closing removes the parameter: back in history when the list opened
 * it, else in place.
 */
export function useInquiryDetail(items: readonly Inquiry[], listLoading: boolean) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openId = params.get(INQUIRY_OPEN_PARAM);
  const client = useQueryClient();
  const listed = openId ? items.find((inquiry) => inquiry.id === openId) : undefined;
  const fetched = useQuery({
    queryKey: queryKeys.inquiry(openId ?? ''),
    queryFn: () => readInquiry(openId ?? ''),
    // While the first page loads it may bring the inquiry: read by id only when it did not.
    enabled: openId !== null && !listed && !listLoading,
  });

  const inquiry = listed ?? fetched.data ?? null;
  let state: InquiryDetailState;
  if (openId === null) state = { status: 'closed' };
  else if (inquiry) state = { status: 'ready', inquiry };
  else if (fetched.isError) state = { status: 'error', retry: () => void fetched.refetch() };
  else if (fetched.data === null) state = { status: 'missing' };
  else state = { status: 'loading' };

  return {
    state,
    /** Opens the detail of an inquiry of the list. */
    open(target: Inquiry) {
      // Shown from the cache even if it leaves the page on screen (a change of status under a status filter).
      client.setQueryData(queryKeys.inquiry(target.id), target);
      const state: OpenedFromList = { inquiryOpenedFromList: true };
      // The list's filters stay in the URL beside the open inquiry.
      const next = new URLSearchParams(params);
      next.set(INQUIRY_OPEN_PARAM, target.id);
      navigate({ search: `?${next.toString()}` }, { state });
    },
    close() {
      if (openedFromList(location.state)) {
        navigate(-1);
        return;
      }
      const next = new URLSearchParams(params);
      next.delete(INQUIRY_OPEN_PARAM);
      setParams(next, { replace: true });
    },
  };
}
